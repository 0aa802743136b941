import { plural, t } from "@lingui/core/macro";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { label } from "~/content/labels";
import { database } from "~/db/client.server";
import { alertLooks, savedSearches, searchMatches, users } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import { greeting, queueMail } from "~/features/mail/mail.server";
import {
  listingMatches,
  listingsApprovedSince,
  type MatchedListing,
  matchedListings,
} from "~/features/search/search.server";
import { env } from "~/lib/env.server";
import { formatPrice } from "~/lib/format";
import { localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import { ALERT_MAIL_KINDS } from "./alert-figures.server";
import { digestDueSince } from "./digest-schedule";
import { savedSearchFilters, unsubscribeUrl } from "./saved-searches.server";

/** How often approvals are looked for: well inside the minute an instant alert is promised in. */
const TICK_MS = 5_000;
/**
 * Each look goes back this far before the last one, so an approval whose transaction committed after
 * its updated_at was read is still seen; the search_matches key keeps a second look from alerting twice.
 */
const OVERLAP_MS = 60_000;
/** On a database no look has been stored in yet, approvals this recent are still alerted. */
const RESTART_WINDOW_MS = 15 * 60_000;
const LISTINGS_PER_LOOK = 200;

type Subscriber = {
  id: string;
  userId: string;
  name: string;
  query: string;
  frequency: "instant" | "daily";
  createdAt: Date;
};

/** Saved searches whose alerts are on, with what matching needs. */
export function activeSearches(): Promise<Subscriber[]> {
  return database()
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(isNull(savedSearches.unsubscribedAt));
}

/**
 * The saved searches a listing answers, each distinct query evaluated once by the search's own SQL.
 * Searches saved after the listing went public are left out: it is not new to them.
 */
export async function searchesMatching(listing: MatchedListing, searches: Subscriber[]): Promise<Subscriber[]> {
  const older = searches.filter((search) => search.createdAt <= listing.approvedAt);
  const queries = [...new Set(older.map((search) => search.query))];
  const answers = await listingMatches(
    listing.id,
    queries.map((query) => savedSearchFilters(query)),
  );
  const matching = new Set(queries.filter((_, at) => answers[at]));
  return older.filter((search) => matching.has(search.query));
}

/** Alerts are composed in their reader's language (inLocaleOf), and so are the pages they lead to. */
const listingUrl = (id: string) => `${env().PUBLIC_URL}${localePath(`/property/${id}`)}`;

/** One line per listing, the facts its card leads with. */
const listingLine = (listing: MatchedListing) =>
  `${listingName(listing.name)}, ${listing.locality}, ${label(listing.city)}: ${formatPrice(listing)} (${label(listing.listingType)})`;

const unsubscribeHeaders = (searchId: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl(searchId)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const unsubscribeParagraph = (searchId: string) => {
  const url = unsubscribeUrl(searchId);
  return t`You receive this because you saved this search on GharStay. Stop these alerts: ${url}`;
};

/**
 * Records which searches a listing matches and queues the instant alerts in the same transaction. The
 * primary key of search_matches decides: only the look that inserts a row mails it, so two instances or
 * a retry after a crash never alert twice. Daily searches' rows wait for the digest.
 */
export async function alertMatches(listing: MatchedListing, searches: Subscriber[]): Promise<number> {
  const matching = await searchesMatching(listing, searches);
  if (matching.length === 0) return 0;
  const instant = new Set(matching.filter((search) => search.frequency === "instant").map((search) => search.id));
  return database().transaction(async (tx) => {
    const now = new Date();
    const inserted = await tx
      .insert(searchMatches)
      .values(
        matching.map((search) => ({
          savedSearchId: search.id,
          listingId: listing.id,
          mailedAt: instant.has(search.id) ? now : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ savedSearchId: searchMatches.savedSearchId });
    const toMail = inserted.map((row) => row.savedSearchId).filter((id) => instant.has(id));
    if (toMail.length === 0) return 0;
    const recipients = await tx
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        userId: users.id,
        email: users.email,
        userName: users.name,
        emailVerified: users.emailVerified,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(inArray(savedSearches.id, toMail));
    for (const recipient of recipients) {
      const { name: search, userName: name, emailVerified } = recipient;
      await inLocaleOf(
        recipient.userId,
        () =>
          queueMail(tx, {
            kind: ALERT_MAIL_KINDS.instant,
            to: recipient.email,
            subject: t`New listing for your search “${search}”`,
            paragraphs: [
              greeting({ name, emailVerified }),
              t`A new listing matches your saved search “${search}”:`,
              listingLine(listing),
              unsubscribeParagraph(recipient.id),
            ],
            action: { label: t`See the listing`, url: listingUrl(listing.id) },
            headers: unsubscribeHeaders(recipient.id),
          }),
        tx,
      );
    }
    return recipients.length;
  });
}

/**
 * A search is due when its last digest, or its saving if it has had none, came before the latest 09:00:
 * one saved at 08:00 waits an hour, one saved at 10:00 waits for tomorrow's.
 */
const digestDue = (dueSince: Date) =>
  lt(sql`coalesce(${savedSearches.lastDigestAt}, ${savedSearches.createdAt})`, dueSince);

/**
 * Sends each daily subscriber due a digest one message with their unmailed matches. Each search is
 * locked (SKIP LOCKED) while its digest is written, so two instances never send the same one. A search switched from
 * daily to instant gets one more, with what it matched while daily: instant alerts only mail new matches.
 */
export async function sendDailyDigests(now = new Date()): Promise<number> {
  const dueSince = digestDueSince(now);
  const due = await database()
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        or(
          eq(savedSearches.frequency, "daily"),
          sql`exists (select 1 from ${searchMatches} m where m.saved_search_id = ${savedSearches.id} and m.mailed_at is null)`,
        ),
        isNull(savedSearches.unsubscribedAt),
        digestDue(dueSince),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    sent += await database().transaction(async (tx) => {
      const [search] = await tx
        .select({
          name: savedSearches.name,
          userId: users.id,
          email: users.email,
          userName: users.name,
          emailVerified: users.emailVerified,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(and(eq(savedSearches.id, id), digestDue(dueSince)))
        .for("update", { of: savedSearches, skipLocked: true });
      if (!search) return 0;
      const pending = await tx
        .update(searchMatches)
        .set({ mailedAt: now })
        .where(and(eq(searchMatches.savedSearchId, id), isNull(searchMatches.mailedAt)))
        .returning({ listingId: searchMatches.listingId });
      await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, id));
      const found = await matchedListings(
        pending.map((row) => row.listingId),
        tx,
      );
      if (found.length === 0) return 0;
      const { name: searchName, userName: name, emailVerified } = search;
      await inLocaleOf(
        search.userId,
        () =>
          queueMail(tx, {
            kind: ALERT_MAIL_KINDS.digest,
            to: search.email,
            subject: t`${plural(found.length, { one: "# new listing", other: "# new listings" })} for your search “${searchName}”`,
            paragraphs: [
              greeting({ name, emailVerified }),
              t`New listings for your saved search “${searchName}” since yesterday:`,
              ...found.map((listing) => `${listingLine(listing)}: ${listingUrl(listing.id)}`),
              unsubscribeParagraph(id),
            ],
            headers: unsubscribeHeaders(id),
          }),
        tx,
      );
      return 1;
    });
  }
  return sent;
}

let lookedUntil = 0;
/** The last listing of a full page: the next look goes on after it instead of reading the same page again. */
let pageEnd: MatchedListing | undefined;
/** The last mark this process stored. */
let storedUntil = 0;

/** How far the looks got before this process started (its own before a restart, or another instance's). */
async function storedLook(): Promise<number | null> {
  const [row] = await database().select({ at: alertLooks.lookedUntil }).from(alertLooks).where(eq(alertLooks.id, 1));
  return row ? row.at.getTime() : null;
}

/** Keeps how far this look got; of two instances the one further on is kept, as each matched everything before. */
async function storeLook(at: Date): Promise<void> {
  await database()
    .insert(alertLooks)
    .values({ id: 1, lookedUntil: at })
    .onConflictDoUpdate({
      target: alertLooks.id,
      set: { lookedUntil: sql`greatest(${alertLooks.lookedUntil}, excluded.looked_until)` },
    });
}

/** Approvals this instance already matched (id and moment), so the overlap does not match them again. */
const judged = new Map<string, number>();
let digestsLookedAt = 0;
/** Digests are due once a day, so a look a minute is plenty and keeps the saved-searches scan off every tick. */
const DIGEST_LOOK_MS = 60_000;

/** One look: listings approved since the last, each matched against every active saved search; then due digests. */
export async function runAlertLook(now = new Date()): Promise<void> {
  // After a restart, from where the last look got, however long the site was down: an approval made just before a
  // crash is still alerted.
  if (lookedUntil === 0) lookedUntil = (await storedLook()) ?? now.getTime() - RESTART_WINDOW_MS;
  const since = new Date(lookedUntil - OVERLAP_MS);
  const approved = await listingsApprovedSince(since, LISTINGS_PER_LOOK, pageEnd);
  for (const [key, at] of judged) if (at < since.getTime()) judged.delete(key);
  const fresh = approved.filter((listing) => !judged.has(`${listing.id}@${listing.approvedAt.getTime()}`));
  if (fresh.length > 0) {
    const searches = await activeSearches();
    for (const listing of fresh) {
      await alertMatches(listing, searches);
      judged.set(`${listing.id}@${listing.approvedAt.getTime()}`, listing.approvedAt.getTime());
    }
  }
  pageEnd = approved.length === LISTINGS_PER_LOOK ? approved[approved.length - 1] : undefined;
  lookedUntil = pageEnd ? pageEnd.approvedAt.getTime() : now.getTime();
  // Kept once a minute, not every tick: a restart from a mark up to a minute old looks again at what the overlap
  // covers anyway, and search_matches keeps anything from being alerted twice.
  if (lookedUntil - storedUntil >= OVERLAP_MS) {
    await storeLook(new Date(lookedUntil));
    storedUntil = lookedUntil;
  }
  if (now.getTime() - digestsLookedAt >= DIGEST_LOOK_MS) {
    digestsLookedAt = now.getTime();
    await sendDailyDigests(now);
  }
}

/**
 * Starts looking for approvals every few seconds, outside any Admin's request; the first look at once, so how far the
 * looks got is stored before the first approval this process takes.
 */
export function startAlertMatcher(): void {
  const look = () => {
    runAlertLook()
      .catch((error) => logger.error({ err: error }, "saved-search alerts failed"))
      .finally(() => setTimeout(look, TICK_MS).unref());
  };
  setTimeout(look, 0).unref();
}
