import { plural, t } from "@lingui/core/macro";
import { and, asc, count, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { database, outsideTransaction } from "~/db/client.server";
import { listings, roomTypeFeeds, roomTypeImportedNights, roomTypes } from "~/db/schema";
import { env } from "~/lib/env.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { formatDateTime } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import { ROOM_TYPE_MESSAGES } from "./booking-schema";
import { type FeedProblem, fetchFeed } from "./feed-fetch.server";
import { readCalendar } from "./ics-import";
import { type ImportOutcome, ownedRoomType, replaceImportedStays } from "./room-feed.server";

/** Feeds one room type may have: one per site it sells on, with room to spare. */
const MOST_FEEDS = 5;

/** A feed as its owner sees it under 'Rooms and rates'. */
export type FeedView = { id: string; url: string; status: string; failed: boolean };

/** Why the last poll failed, in the owner's words. */
function problemText(problem: string): string {
  const [code, status] = problem.split(":") as [FeedProblem, string | undefined];
  switch (code) {
    case "private":
      return t`the address is on a private network.`;
    case "timeout":
      return t`the other site took too long to answer.`;
    case "too-large":
      return t`the calendar is too large.`;
    case "refused":
      return t`the other site answered with error ${status ?? "?"}.`;
    case "not-calendar":
      return t`the address does not give an iCalendar (.ics) calendar.`;
    default:
      return t`the other site could not be reached.`;
  }
}

/** The feeds of these room types, by room type, each with what its last poll did. */
export async function feedsOf(roomTypeIds: string[]): Promise<Record<string, FeedView[]>> {
  if (roomTypeIds.length === 0) return {};
  const rows = await database()
    .select()
    .from(roomTypeFeeds)
    .where(inArray(roomTypeFeeds.roomTypeId, roomTypeIds))
    .orderBy(asc(roomTypeFeeds.createdAt));
  const feeds: Record<string, FeedView[]> = {};
  for (const row of rows) {
    const when = row.polledAt ? formatDateTime(row.polledAt) : "";
    const stays = row.stays ?? 0;
    const status = !row.polledAt
      ? t`Not read yet: it is read within a minute of being added.`
      : row.error
        ? t`Could not be read at ${when}: ${problemText(row.error)} The nights it last gave stay blocked.`
        : plural(stays, {
            one: `Read at ${when}: # stay blocks its nights.`,
            other: `Read at ${when}: # stays block their nights.`,
          });
    feeds[row.roomTypeId] = [
      ...(feeds[row.roomTypeId] ?? []),
      { id: row.id, url: row.url, status, failed: row.error !== null },
    ];
  }
  return feeds;
}

const feedAddress = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: () => t`Enter the calendar address the other site gives (it ends in .ics).` })
    .max(2000, { error: () => t`That address is too long.` })
    // Airbnb and others also hand the address out as webcal://, which is https underneath.
    .transform((url) => url.replace(/^webcal:\/\//i, "https://"))
    .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), {
      error: () => t`Enter a web address starting with https://.`,
    }),
});

/**
 * Whether an address is one of GharStay's own calendars (`/calendars/…`, as the site is reached or as PUBLIC_URL
 * names it): read back in, each night a booking takes here would come back as another site's stay and keep the room
 * taken after the booking is cancelled, for good.
 */
function isOwnCalendar(url: string, request: Request): boolean {
  const address = new URL(url);
  const ours = [new URL(env().PUBLIC_URL).host, new URL(request.url).host, request.headers.get("host")];
  return ours.includes(address.host) && /^\/(hi\/)?calendars\//.test(address.pathname);
}

/** The owner adds another site's calendar address to a room type; it is read at once and then every FEED_POLL_MS. */
export async function addRoomFeed(
  request: Request,
  owner: CurrentUser,
  listingId: string,
  roomTypeId: string,
): Promise<ImportOutcome & { values?: Record<string, string> }> {
  if (!(await ownedRoomType(owner, listingId, roomTypeId)))
    return { ok: false, status: 404, message: ROOM_TYPE_MESSAGES.notYours };
  const submission = await readSubmission(request, feedAddress);
  if (!submission.ok) {
    return {
      ok: false,
      status: submission.status,
      message: refusalMessage(submission),
      values: submission.values as Record<string, string>,
    };
  }
  const { url } = submission.value;
  if (isOwnCalendar(url, request)) {
    return {
      ok: false,
      status: 400,
      message: t`That is GharStay's own calendar. Enter the calendar address the other site gives.`,
      values: { url },
    };
  }
  const [{ feeds }] = await database()
    .select({ feeds: count() })
    .from(roomTypeFeeds)
    .where(eq(roomTypeFeeds.roomTypeId, roomTypeId));
  if (feeds >= MOST_FEEDS)
    return { ok: false, status: 409, message: t`A room type takes at most ${MOST_FEEDS} calendar addresses.` };
  const added = await database()
    .insert(roomTypeFeeds)
    .values({ roomTypeId, url })
    .onConflictDoNothing()
    .returning({ id: roomTypeFeeds.id });
  if (added.length === 0) return { ok: false, status: 409, message: t`This calendar address is already added.` };
  wakeFeedPolling();
  return { ok: true, message: t`Calendar address added. It is read now and every 15 minutes.` };
}

/** The owner removes a feed: its nights are freed with it. */
export async function removeRoomFeed(owner: CurrentUser, listingId: string, feedId: string): Promise<ImportOutcome> {
  const [feed] = await database()
    .select({ roomTypeId: roomTypeFeeds.roomTypeId })
    .from(roomTypeFeeds)
    .where(eq(roomTypeFeeds.id, feedId));
  if (!feed || !(await ownedRoomType(owner, listingId, feed.roomTypeId)))
    return { ok: false, status: 404, message: ROOM_TYPE_MESSAGES.notYours };
  await database().transaction(async (tx) => {
    await tx.delete(roomTypeFeeds).where(eq(roomTypeFeeds.id, feedId));
    await tx
      .delete(roomTypeImportedNights)
      .where(and(eq(roomTypeImportedNights.roomTypeId, feed.roomTypeId), eq(roomTypeImportedNights.source, feedId)));
  });
  return { ok: true, message: t`Calendar address removed; the nights it blocked are free again.` };
}

/** How long a claimed feed is its instance's: past every wait one poll may take, so no two instances poll it at once. */
const leaseMs = () => 3 * env().FEED_TIMEOUT_MS + 30_000;

/**
 * Claims the next due feed under FOR UPDATE SKIP LOCKED by moving its next poll past the lease (as the mail outbox
 * claims a message), so two instances never poll one feed together and a poll cut short by a crash is taken up again
 * once the lease ends. Null when none is due.
 */
async function claimDueFeed() {
  const db = database();
  // A deleted listing's rooms stay for its bookings' records (ADR 067); nobody sells them, so their feeds rest.
  const sold = db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(listings, eq(listings.id, roomTypes.listingId))
    .where(ne(listings.status, "deleted"));
  const due = db
    .select({ id: roomTypeFeeds.id })
    .from(roomTypeFeeds)
    .where(and(lte(roomTypeFeeds.nextPollAt, sql`now()`), inArray(roomTypeFeeds.roomTypeId, sold)))
    .orderBy(asc(roomTypeFeeds.nextPollAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [feed] = await db
    .update(roomTypeFeeds)
    .set({ nextPollAt: sql`now() + ${`${leaseMs()} milliseconds`}::interval` })
    .where(inArray(roomTypeFeeds.id, due))
    .returning({ id: roomTypeFeeds.id, roomTypeId: roomTypeFeeds.roomTypeId, url: roomTypeFeeds.url });
  return feed ?? null;
}

/**
 * Reads one feed and puts its stays in place of what it gave last time, so a stay gone from the other site frees its
 * nights. A feed that cannot be read keeps its last nights (a site down for an hour must not open its rooms to double
 * booking) and says why to the owner. Either way it is next read FEED_POLL_MS later.
 */
async function pollFeed(feed: { id: string; roomTypeId: string; url: string }, now: Date): Promise<void> {
  const answer = await fetchFeed(feed.url);
  const stays = answer.ok ? readCalendar(answer.text) : null;
  const problem = answer.ok
    ? stays
      ? null
      : "not-calendar"
    : `${answer.problem}${answer.status ? `:${answer.status}` : ""}`;
  const next = sql`now() + ${`${env().FEED_POLL_MS} milliseconds`}::interval`;
  await database().transaction(async (tx) => {
    // Removed while it was being read: its nights went with it and must not come back.
    const [still] = await tx
      .select({ id: roomTypeFeeds.id })
      .from(roomTypeFeeds)
      .where(eq(roomTypeFeeds.id, feed.id))
      .for("update");
    if (!still) return;
    if (stays) await replaceImportedStays(tx, feed.roomTypeId, feed.id, stays, now);
    await tx
      .update(roomTypeFeeds)
      .set({ polledAt: now, error: problem, nextPollAt: next, ...(stays ? { stays: stays.length } : {}) })
      .where(eq(roomTypeFeeds.id, feed.id));
  });
  if (problem) logger.warn({ feedId: feed.id, problem }, "a room type's calendar feed could not be read");
}

/** Polls every feed that is due, one at a time; the number polled. */
export async function pollDueFeeds(): Promise<number> {
  let polled = 0;
  for (let feed = await claimDueFeed(); feed; feed = await claimDueFeed()) {
    await pollFeed(feed, new Date());
    polled += 1;
  }
  return polled;
}

let timer: NodeJS.Timeout | null = null;
let running = false;
let again = false;

function schedule(ms: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    pollDueFeeds()
      .catch((error) => logger.error({ err: error }, "polling calendar feeds failed"))
      .finally(() => {
        running = false;
        // Feeds fall due at their own moments: a look every half-interval (at most a minute) reads each in time.
        schedule(again ? 0 : Math.min(env().FEED_POLL_MS / 2, 60_000));
        again = false;
      });
  }, ms);
  timer.unref();
}

/** Starts polling other sites' calendar feeds, a few seconds after start. */
export function startFeedPolling(): void {
  schedule(3_000);
}

/** A feed was just added: read it now rather than at the next look. */
function wakeFeedPolling(): void {
  if (timer) outsideTransaction(() => schedule(0));
}
