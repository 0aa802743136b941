import { ph, t } from "@lingui/core/macro";
import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { label } from "~/content/labels";
import { type Database, database } from "~/db/client.server";
import { users, visits } from "~/db/schema";
import { countLead } from "~/features/leads/leads.server";
import { listingName } from "~/features/listings/listings";
import { type MailMessage, queueMail } from "~/features/mail/mail.server";
import { type ListingPlace, listingPlaces } from "~/features/search/search.server";
import { env } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import { localePath } from "~/lib/i18n";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import { calendarFile } from "./ics";
import {
  type VisitField,
  type VisitListItem,
  type VisitProposalInput,
  type VisitRequestInput,
  visitProposalSchema,
  visitRequestSchema,
} from "./visit-schema";
import { formatVisitTime, VISIT_MINUTES } from "./visit-time";

/** Getters: each read speaks the language of the request being served. */
export const VISIT_MESSAGES = {
  get signIn() {
    return t`Log in to schedule a visit.`;
  },
  get listingNotFound() {
    return t`Listing not found.`;
  },
  get notFound() {
    return t`Visit not found.`;
  },
  get ownListing() {
    return t`You cannot schedule a visit to your own listing.`;
  },
  get duplicate() {
    return t`You have already requested a visit at this time.`;
  },
  get tooMany() {
    return t`You have requested several visits in a short time. Please try again in an hour.`;
  },
  get onlyOwner() {
    return t`Only the listing's owner can answer this visit request.`;
  },
  get onlySeeker() {
    return t`Only the person who asked for this visit can do this.`;
  },
  get changed() {
    return t`This visit has changed in the meantime. Please look at it again.`;
  },
  get timePassed() {
    return t`This time has already passed. Propose another time, or ask for one.`;
  },
  get requested() {
    return t`Visit requested. We have e-mailed the owner and will tell you when they answer.`;
  },
  get accept() {
    return t`Visit accepted.`;
  },
  get decline() {
    return t`Visit declined.`;
  },
  get propose() {
    return t`New time proposed.`;
  },
  get cancel() {
    return t`Visit cancelled.`;
  },
  get "accept-proposal"() {
    return t`New time accepted.`;
  },
};

/** Visit requests one account may send in an hour: a day of house hunting, too few to flood owners. */
const REQUESTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export type VisitRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429;
  message: string;
  fieldErrors?: FieldErrors<VisitField>;
  retryAfterSeconds?: number;
};
export type VisitOutcome = { ok: true; message: string; visitId: string } | VisitRefusal;

const refuse = (status: VisitRefusal["status"], message: string): VisitRefusal => ({ ok: false, status, message });

/** Status and headers for answering an outcome over HTTP, from the pages and the JSON API alike. */
export function visitOutcomeInit(outcome: VisitOutcome): ResponseInit {
  if (outcome.ok) return { status: 200 };
  if (outcome.retryAfterSeconds) {
    return { status: outcome.status, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  }
  return { status: outcome.status };
}

/** Reads and checks a request's body (a form, or JSON for the API), then asks for the visit. */
export async function submitVisitRequest(
  request: Request,
  seeker: CurrentUser,
  listingId: string,
  json: boolean,
): Promise<VisitOutcome> {
  const submission = await readSubmission(request, visitRequestSchema, { json });
  if (!submission.ok) return refusedOutcome(submission);
  return requestVisit(seeker, listingId, submission.value);
}

/** Reads the new time a proposal carries (no other decision has a body), then decides. */
export async function submitVisitDecision(
  request: Request,
  user: CurrentUser,
  visitId: string,
  decision: VisitDecision,
  json: boolean,
): Promise<VisitOutcome> {
  if (decision !== "propose") return decideVisit(user, visitId, decision, null);
  const submission = await readSubmission(request, visitProposalSchema, { json });
  if (!submission.ok) return refusedOutcome(submission);
  return decideVisit(user, visitId, decision, submission.value);
}

/** A request still waiting for an answer, which the same seeker should not send twice. */
const PENDING = ["requested", "proposed"] as const;

/** Stores a seeker's request for an approved listing of someone else, and mails both sides the calendar entry. */
async function requestVisit(seeker: CurrentUser, listingId: string, input: VisitRequestInput): Promise<VisitOutcome> {
  const listing = (await listingPlaces([listingId])).get(listingId);
  if (!listing?.isPublic || !listing.ownerId) return refuse(404, VISIT_MESSAGES.listingNotFound);
  if (listing.ownerId === seeker.id) return refuse(403, VISIT_MESSAGES.ownListing);
  const db = database();
  /** The same seeker's request for the same listing and time, still waiting for an answer. */
  const pendingTwin = async (reader: Database) => {
    const [twin] = await reader
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.seekerId, seeker.id),
          eq(visits.listingId, listingId),
          eq(visits.startsAt, input.startsAt),
          inArray(visits.status, [...PENDING]),
        ),
      )
      .limit(1);
    return twin !== undefined;
  };
  if (await pendingTwin(db)) return refuse(409, VISIT_MESSAGES.duplicate);
  const limit = await hit(`visit:${seeker.id}`, REQUESTS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return { ...refuse(429, VISIT_MESSAGES.tooMany), retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [owner] = await db
    .select({ name: users.name, email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, listing.ownerId));
  if (!owner) return refuse(404, VISIT_MESSAGES.listingNotFound);
  const note = input.note || null;
  const visitId = await db.transaction(async (tx) => {
    // A double tap, or two tabs, sending the same request at once: the second waits here, then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visit:${seeker.id}:${listingId}`}))`);
    if (await pendingTwin(tx)) return null;
    const [visit] = await tx
      .insert(visits)
      .values({ listingId, ownerId: listing.ownerId, seekerId: seeker.id, startsAt: input.startsAt, note })
      .returning({ id: visits.id });
    await countLead({ listingId, ownerId: listing.ownerId, userId: seeker.id, kind: "visit" }, tx);
    const story: VisitStory = {
      visitId: visit.id,
      listing,
      owner: { id: listing.ownerId, ...owner },
      seeker: { id: seeker.id, name: seeker.name, email: seeker.email, verified: seeker.emailVerified },
      startsAt: input.startsAt,
      note,
    };
    await mailInLanguageOf(tx, story.owner, seeker.id, () => {
      const when = formatVisitTime(input.startsAt);
      return {
        kind: "visit-requested",
        to: owner.email,
        subject: t`Visit request for ${ph({ listing: listing.name })}`,
        paragraphs: [
          t`${ph({ visitor: seeker.name })} would like to visit ${ph({ listing: listing.name })} on ${when} (India time).`,
          ...(note ? [t`Their note: ${note}`] : []),
          t`Accept, decline or propose another time from the Visits tab of your profile.`,
        ],
        action: visitsAction(),
        attachments: [calendarAttachment(story, "REQUEST", SEQUENCE.requested, story.owner)],
      };
    });
    await mailInLanguageOf(tx, story.seeker, seeker.id, () => {
      const when = formatVisitTime(input.startsAt);
      return {
        kind: "visit-request-sent",
        to: seeker.email,
        subject: t`Your visit request for ${ph({ listing: listing.name })}`,
        paragraphs: [
          t`We asked the owner of ${ph({ listing: listing.name })} for a visit on ${when} (India time).`,
          t`We will e-mail you when they accept, decline or propose another time.`,
        ],
        action: visitsAction(),
        attachments: [calendarAttachment(story, "REQUEST", SEQUENCE.requested, story.seeker)],
      };
    });
    return visit.id;
  });
  if (!visitId) return refuse(409, VISIT_MESSAGES.duplicate);
  return { ok: true, message: VISIT_MESSAGES.requested, visitId };
}

/**
 * Calendars keep the newest version of an entry by SEQUENCE. A visit only moves forward (requested, then
 * accepted directly or after a new time, then perhaps ended), so each step has its own number.
 */
const SEQUENCE = { requested: 0, accepted: 1, acceptedProposal: 2, ended: 3 } as const;

/**
 * Someone a visit's e-mails go to; `id` is their account, which decides the language they read. `verified`: their
 * address is proven theirs, so their copy may carry what they typed themselves (ADR 030).
 */
type Person = { id: string | null; name: string; email: string; verified: boolean };
type VisitStory = {
  visitId: string;
  listing: ListingPlace;
  owner: Person;
  seeker: Person;
  startsAt: Date;
  note: string | null;
};

/**
 * Queues one side's e-mail in that person's language: the one whose request this is reads the request's
 * language, the other side the language they last chose on GharStay.
 */
async function mailInLanguageOf(tx: Database, to: Person, actorId: string, compose: () => MailMessage) {
  const send = () => queueMail(tx, compose());
  await (to.id === null || to.id === actorId ? send() : inLocaleOf(to.id, send, tx));
}

const visitsAction = () => ({
  label: t`Open your visits`,
  url: `${env().PUBLIC_URL}${localePath("/profile?tab=visits")}`,
});

/**
 * The calendar entry for `reader`, its words in the language of the e-mail it travels with. A copy for an address
 * not proven to be its reader's carries nothing that reader typed: not their name, not the seeker's note.
 */
function calendarAttachment(story: VisitStory, method: "REQUEST" | "CANCEL", sequence: number, reader: Person) {
  const { listing } = story;
  const ownWords = reader.verified;
  const shown = (person: Person) => (person === reader && !ownWords ? { ...person, name: person.email } : person);
  const note = reader === story.seeker && !ownWords ? null : story.note;
  return {
    filename: "visit.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile({
      uid: `visit-${story.visitId}@${new URL(env().PUBLIC_URL).hostname}`,
      sequence,
      method,
      start: story.startsAt,
      minutes: VISIT_MINUTES,
      summary: t`Visit: ${ph({ listing: listing.name })}`,
      location: `${listing.locality}, ${label(listing.city)}`,
      description: [
        t`Visit to ${ph({ listing: listing.name })} arranged on GharStay.`,
        note ? t`Note: ${ph({ note })}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      organizer: shown(story.owner),
      attendee: shown(story.seeker),
      stamp: new Date(),
    }),
  };
}

/** What the owner decides (accept, decline, propose) and what the seeker answers (accept-proposal, cancel). */
export const OWNER_DECISIONS = ["accept", "decline", "propose"] as const;
export const SEEKER_DECISIONS = ["accept-proposal", "cancel"] as const;
export type VisitDecision = (typeof OWNER_DECISIONS)[number] | (typeof SEEKER_DECISIONS)[number];

export const isVisitDecision = (value: string): value is VisitDecision =>
  (OWNER_DECISIONS as readonly string[]).includes(value) || (SEEKER_DECISIONS as readonly string[]).includes(value);

/** The states each decision may start from; anything else has been answered already. */
const FROM: Record<VisitDecision, readonly (typeof visits.$inferSelect.status)[]> = {
  accept: ["requested"],
  decline: ["requested", "proposed", "accepted"],
  propose: ["requested", "accepted"],
  "accept-proposal": ["proposed"],
  cancel: ["requested", "proposed", "accepted"],
};

const seekers = alias(users, "seekers");
const owners = alias(users, "owners");

const visitColumns = {
  id: visits.id,
  listingId: visits.listingId,
  ownerId: visits.ownerId,
  seekerId: visits.seekerId,
  startsAt: visits.startsAt,
  status: visits.status,
  proposedAt: visits.proposedAt,
  onCalendars: visits.onCalendars,
  note: visits.note,
  seekerName: seekers.name,
  seekerEmail: seekers.email,
  seekerVerified: seekers.emailVerified,
  ownerName: owners.name,
  ownerEmail: owners.email,
  ownerVerified: owners.emailVerified,
};

/**
 * One decision on a visit. Only the listing's owner accepts, declines or proposes; only the seeker accepts a
 * proposal or cancels. Each decision answers only the states listed in FROM.
 */
async function decideVisit(
  user: CurrentUser,
  visitId: string,
  decision: VisitDecision,
  proposal: VisitProposalInput | null,
): Promise<VisitOutcome> {
  const db = database();
  const [visit] = await db
    .select(visitColumns)
    .from(visits)
    .innerJoin(seekers, eq(seekers.id, visits.seekerId))
    .innerJoin(owners, eq(owners.id, visits.ownerId))
    .where(eq(visits.id, visitId));
  // Someone who is neither side learns nothing, not even that the visit exists.
  if (!visit || (visit.ownerId !== user.id && visit.seekerId !== user.id)) return refuse(404, VISIT_MESSAGES.notFound);
  const byOwner = (OWNER_DECISIONS as readonly string[]).includes(decision);
  if (byOwner && visit.ownerId !== user.id) return refuse(403, VISIT_MESSAGES.onlyOwner);
  if (!byOwner && visit.seekerId !== user.id) return refuse(403, VISIT_MESSAGES.onlySeeker);
  if (!FROM[decision].includes(visit.status)) return refuse(409, VISIT_MESSAGES.changed);
  const listing = (await listingPlaces([visit.listingId])).get(visit.listingId);
  if (!listing) return refuse(404, VISIT_MESSAGES.notFound);

  const startsAt = decision === "accept-proposal" && visit.proposedAt ? visit.proposedAt : visit.startsAt;
  // A visit is agreed only for a time still to come: a request answered late is not confirmed for the past.
  if ((decision === "accept" || decision === "accept-proposal") && startsAt.getTime() <= Date.now()) {
    return refuse(409, VISIT_MESSAGES.timePassed);
  }
  const story: VisitStory = {
    visitId,
    listing,
    owner: { id: visit.ownerId, name: visit.ownerName, email: visit.ownerEmail, verified: visit.ownerVerified },
    seeker: { id: visit.seekerId, name: visit.seekerName, email: visit.seekerEmail, verified: visit.seekerVerified },
    startsAt,
    note: visit.note,
  };
  const changes = {
    accept: { status: "accepted" as const, onCalendars: true },
    decline: { status: "declined" as const, onCalendars: false },
    propose: { status: "proposed" as const, proposedAt: proposal?.startsAt },
    "accept-proposal": { status: "accepted" as const, startsAt, proposedAt: null, onCalendars: true },
    cancel: { status: "cancelled" as const, onCalendars: false },
  }[decision];
  const done = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(visits)
      .set({ ...changes, updatedAt: new Date() })
      // Only from the status read above: the mails describe exactly this change, and of two tabs one wins.
      .where(and(eq(visits.id, visitId), eq(visits.status, visit.status)))
      .returning({ id: visits.id });
    if (!changed) return false;
    await sendDecisionMails(tx, story, decision, visit.onCalendars, proposal?.startsAt ?? null, user.id);
    return true;
  });
  if (!done) return refuse(409, VISIT_MESSAGES.changed);
  return { ok: true, message: VISIT_MESSAGES[decision], visitId };
}

/** A visit's time for an e-mail, in the language it is being written in. */
function inIndiaTime(moment: Date): string {
  const time = formatVisitTime(moment);
  return t`${time} (India time)`;
}

/** Words an e-mail about a visit fills in, made in the language of the person it is written to. */
type VisitWords = { when: string; city: string };

/** The e-mails one decision sends: both sides hear of every change, with the calendar entry when it is fixed. */
async function sendDecisionMails(
  tx: Database,
  story: VisitStory,
  decision: VisitDecision,
  onCalendars: boolean,
  proposedAt: Date | null,
  actorId: string,
): Promise<void> {
  const { listing, owner, seeker } = story;
  const words = (): VisitWords => ({ when: inIndiaTime(story.startsAt), city: label(listing.city) });
  const both = async (
    kind: string,
    subject: (words: VisitWords) => string,
    toOwner: (words: VisitWords) => string,
    toSeeker: (words: VisitWords) => string,
    attachments?: (reader: Person) => MailMessage["attachments"],
  ) => {
    for (const [person, paragraph] of [
      [owner, toOwner],
      [seeker, toSeeker],
    ] as const) {
      await mailInLanguageOf(tx, person, actorId, () => {
        const filled = words();
        return {
          kind,
          to: person.email,
          subject: subject(filled),
          paragraphs: [paragraph(filled)],
          action: visitsAction(),
          attachments: attachments?.(person),
        };
      });
    }
  };
  const cancelled = onCalendars
    ? (reader: Person) => [calendarAttachment(story, "CANCEL", SEQUENCE.ended, reader)]
    : undefined;
  switch (decision) {
    case "accept":
    case "accept-proposal": {
      const sequence = decision === "accept" ? SEQUENCE.accepted : SEQUENCE.acceptedProposal;
      return both(
        "visit-accepted",
        ({ when }) => t`Visit confirmed: ${ph({ listing: listing.name })}, ${when}`,
        ({ when }) =>
          t`Your visit with ${ph({ visitor: seeker.name })} to ${ph({ listing: listing.name })} is confirmed for ${when}.`,
        ({ when, city }) =>
          t`Your visit to ${ph({ listing: listing.name })} is confirmed for ${when}. The address: ${ph({ locality: listing.locality })}, ${city}.`,
        (reader) => [calendarAttachment(story, "REQUEST", sequence, reader)],
      );
    }
    case "decline":
      return both(
        "visit-declined",
        () => t`Visit declined: ${ph({ listing: listing.name })}`,
        ({ when }) =>
          t`You declined ${ph({ visitor: seeker.name })}'s visit to ${ph({ listing: listing.name })} on ${when}.`,
        ({ when }) =>
          t`The owner of ${ph({ listing: listing.name })} declined the visit on ${when}. You can ask for another time on the listing's page.`,
        cancelled,
      );
    case "cancel":
      return both(
        "visit-cancelled",
        () => t`Visit cancelled: ${ph({ listing: listing.name })}`,
        ({ when }) =>
          t`${ph({ visitor: seeker.name })} cancelled the visit to ${ph({ listing: listing.name })} on ${when}.`,
        ({ when }) => t`You cancelled your visit to ${ph({ listing: listing.name })} on ${when}.`,
        cancelled,
      );
    case "propose":
      return mailInLanguageOf(tx, seeker, actorId, () => {
        const { when } = words();
        const proposed = inIndiaTime(proposedAt ?? story.startsAt);
        return {
          kind: "visit-proposed",
          to: seeker.email,
          subject: t`New time proposed for your visit to ${ph({ listing: listing.name })}`,
          paragraphs: [
            t`The owner of ${ph({ listing: listing.name })} cannot meet on ${when} and proposes ${proposed} instead.`,
            t`Accept the new time or cancel the visit from the Visits tab of your profile.`,
          ],
          action: visitsAction(),
        };
      });
  }
}

/** How many visits each list shows: a fortnight of requests for a busy owner. */
const UPCOMING_LIMIT = 50;

/** A user's upcoming visits, soonest first: those received on their listings and those they requested. */
export async function upcomingVisits(
  userId: string,
): Promise<{ received: VisitListItem[]; requested: VisitListItem[] }> {
  // A visit that started less than its length ago is still on.
  const from = new Date(Date.now() - VISIT_MINUTES * 60 * 1000);
  const list = (side: "ownerId" | "seekerId") =>
    database()
      .select(visitColumns)
      .from(visits)
      .innerJoin(seekers, eq(seekers.id, visits.seekerId))
      .innerJoin(owners, eq(owners.id, visits.ownerId))
      .where(and(eq(visits[side], userId), or(gte(visits.startsAt, from), gte(visits.proposedAt, from))))
      .orderBy(asc(visits.startsAt))
      .limit(UPCOMING_LIMIT);
  const [all, asked] = await Promise.all([list("ownerId"), list("seekerId")]);
  const places = await listingPlaces([...all, ...asked].map((visit) => visit.listingId));
  // A visit to a listing deleted since (ADR 067) has no place left to visit.
  const [received, requested] = [all, asked].map((visits) => visits.filter((visit) => places.has(visit.listingId)));
  const view = (visit: (typeof received)[number]): VisitListItem => ({
    id: visit.id,
    listingId: visit.listingId,
    listingTitle: places.get(visit.listingId)?.name ?? listingName(null),
    seekerName: visit.seekerName,
    ownerName: visit.ownerName,
    startsAt: visit.startsAt.toISOString(),
    proposedAt: visit.proposedAt?.toISOString() ?? null,
    status: visit.status,
    note: visit.note,
  });
  return { received: received.map(view), requested: requested.map(view) };
}
