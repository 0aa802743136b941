import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { database } from "~/db/client.server";
import { leads, users, visits } from "~/db/schema";
import { type ListingPlace, listingPlaces } from "~/features/listings/listing-places.server";
import { listingName } from "~/features/listings/listing-text";
import type { MailMessage } from "~/features/mail/mail-message";
import { queueMail } from "~/features/mail/outbox.server";
import { env } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
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

export const VISIT_MESSAGES = {
  signIn: "Log in to schedule a visit.",
  listingNotFound: "Listing not found.",
  notFound: "Visit not found.",
  ownListing: "You cannot schedule a visit to your own listing.",
  duplicate: "You have already requested a visit at this time.",
  tooMany: "You have requested several visits in a short time. Please try again in an hour.",
  onlyOwner: "Only the listing's owner can answer this visit request.",
  onlySeeker: "Only the person who asked for this visit can do this.",
  changed: "This visit has changed in the meantime. Please look at it again.",
  requested: "Visit requested. We have e-mailed the owner and will tell you when they answer.",
  accept: "Visit accepted.",
  decline: "Visit declined.",
  propose: "New time proposed.",
  cancel: "Visit cancelled.",
  "accept-proposal": "New time accepted.",
} as const;

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
  const [duplicate] = await db
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
  if (duplicate) return refuse(409, VISIT_MESSAGES.duplicate);
  const limit = await hit(`visit:${seeker.id}`, REQUESTS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return { ...refuse(429, VISIT_MESSAGES.tooMany), retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, listing.ownerId));
  if (!owner) return refuse(404, VISIT_MESSAGES.listingNotFound);
  const note = input.note || null;
  const visitId = await db.transaction(async (tx) => {
    const [visit] = await tx
      .insert(visits)
      .values({ listingId, ownerId: listing.ownerId, seekerId: seeker.id, startsAt: input.startsAt, note })
      .returning({ id: visits.id });
    await tx.insert(leads).values({ listingId, ownerId: listing.ownerId, userId: seeker.id, kind: "visit" });
    const story: VisitStory = {
      visitId: visit.id,
      listing,
      owner,
      seeker: { name: seeker.name, email: seeker.email },
      startsAt: input.startsAt,
      note,
    };
    const when = formatVisitTime(input.startsAt);
    const invite = calendarAttachment(story, "REQUEST", SEQUENCE.requested);
    await queueMail(tx, {
      kind: "visit-requested",
      to: owner.email,
      subject: `Visit request for ${listing.name}`,
      paragraphs: [
        `${seeker.name} would like to visit ${listing.name} on ${when} (India time).`,
        ...(note ? [`Their note: ${note}`] : []),
        "Accept, decline or propose another time from the Visits tab of your profile.",
      ],
      action: visitsAction(),
      attachments: [invite],
    });
    await queueMail(tx, {
      kind: "visit-request-sent",
      to: seeker.email,
      subject: `Your visit request for ${listing.name}`,
      paragraphs: [
        `We asked the owner of ${listing.name} for a visit on ${when} (India time).`,
        "We will e-mail you when they accept, decline or propose another time.",
      ],
      action: visitsAction(),
      attachments: [invite],
    });
    return visit.id;
  });
  return { ok: true, message: VISIT_MESSAGES.requested, visitId };
}

/**
 * Calendars keep the newest version of an entry by SEQUENCE. A visit only moves forward (requested, then
 * accepted directly or after a new time, then perhaps ended), so each step has its own number.
 */
const SEQUENCE = { requested: 0, accepted: 1, acceptedProposal: 2, ended: 3 } as const;

type Person = { name: string; email: string };
type VisitStory = {
  visitId: string;
  listing: ListingPlace;
  owner: Person;
  seeker: Person;
  startsAt: Date;
  note: string | null;
};

const visitsAction = () => ({ label: "Open your visits", url: `${env().PUBLIC_URL}/profile?tab=visits` });

function calendarAttachment(story: VisitStory, method: "REQUEST" | "CANCEL", sequence: number) {
  const { listing } = story;
  return {
    filename: "visit.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile({
      uid: `visit-${story.visitId}@${new URL(env().PUBLIC_URL).hostname}`,
      sequence,
      method,
      start: story.startsAt,
      minutes: VISIT_MINUTES,
      summary: `Visit: ${listing.name}`,
      location: `${listing.locality}, ${listing.city}`,
      description: [`Visit to ${listing.name} arranged on GharStay.`, story.note ? `Note: ${story.note}` : ""]
        .filter(Boolean)
        .join("\n"),
      organizer: story.owner,
      attendee: story.seeker,
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
  note: visits.note,
  seekerName: seekers.name,
  seekerEmail: seekers.email,
  ownerName: owners.name,
  ownerEmail: owners.email,
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

  const wasAccepted = visit.status === "accepted";
  const startsAt = decision === "accept-proposal" && visit.proposedAt ? visit.proposedAt : visit.startsAt;
  const story: VisitStory = {
    visitId,
    listing,
    owner: { name: visit.ownerName, email: visit.ownerEmail },
    seeker: { name: visit.seekerName, email: visit.seekerEmail },
    startsAt,
    note: visit.note,
  };
  const changes = {
    accept: { status: "accepted" as const },
    decline: { status: "declined" as const },
    propose: { status: "proposed" as const, proposedAt: proposal?.startsAt },
    "accept-proposal": { status: "accepted" as const, startsAt, proposedAt: null },
    cancel: { status: "cancelled" as const },
  }[decision];
  const done = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(visits)
      .set({ ...changes, updatedAt: new Date() })
      // Only from the status read above: the mails describe exactly this change, and of two tabs one wins.
      .where(and(eq(visits.id, visitId), eq(visits.status, visit.status)))
      .returning({ id: visits.id });
    if (!changed) return false;
    for (const message of decisionMails(story, decision, wasAccepted, proposal?.startsAt ?? null)) {
      await queueMail(tx, message);
    }
    return true;
  });
  if (!done) return refuse(409, VISIT_MESSAGES.changed);
  return { ok: true, message: VISIT_MESSAGES[decision], visitId };
}

/** The e-mails one decision sends: both sides hear of every change, with the calendar entry when it is fixed. */
function decisionMails(
  story: VisitStory,
  decision: VisitDecision,
  wasAccepted: boolean,
  proposedAt: Date | null,
): MailMessage[] {
  const { listing, owner, seeker } = story;
  const when = `${formatVisitTime(story.startsAt)} (India time)`;
  const both = (
    kind: string,
    subject: string,
    toOwner: string,
    toSeeker: string,
    attachment?: MailMessage["attachments"],
  ) => [
    { kind, to: owner.email, subject, paragraphs: [toOwner], action: visitsAction(), attachments: attachment },
    { kind, to: seeker.email, subject, paragraphs: [toSeeker], action: visitsAction(), attachments: attachment },
  ];
  const cancelled = wasAccepted ? [calendarAttachment(story, "CANCEL", SEQUENCE.ended)] : undefined;
  switch (decision) {
    case "accept":
    case "accept-proposal": {
      const sequence = decision === "accept" ? SEQUENCE.accepted : SEQUENCE.acceptedProposal;
      return both(
        "visit-accepted",
        `Visit confirmed: ${listing.name}, ${when}`,
        `Your visit with ${seeker.name} to ${listing.name} is confirmed for ${when}.`,
        `Your visit to ${listing.name} is confirmed for ${when}. The address: ${listing.locality}, ${listing.city}.`,
        [calendarAttachment(story, "REQUEST", sequence)],
      );
    }
    case "decline":
      return both(
        "visit-declined",
        `Visit declined: ${listing.name}`,
        `You declined ${seeker.name}'s visit to ${listing.name} on ${when}.`,
        `The owner of ${listing.name} declined the visit on ${when}. You can ask for another time on the listing's page.`,
        cancelled,
      );
    case "cancel":
      return both(
        "visit-cancelled",
        `Visit cancelled: ${listing.name}`,
        `${seeker.name} cancelled the visit to ${listing.name} on ${when}.`,
        `You cancelled your visit to ${listing.name} on ${when}.`,
        cancelled,
      );
    case "propose": {
      const proposed = `${formatVisitTime(proposedAt ?? story.startsAt)} (India time)`;
      return [
        {
          kind: "visit-proposed",
          to: seeker.email,
          subject: `New time proposed for your visit to ${listing.name}`,
          paragraphs: [
            `The owner of ${listing.name} cannot meet on ${when} and proposes ${proposed} instead.`,
            "Accept the new time or cancel the visit from the Visits tab of your profile.",
          ],
          action: visitsAction(),
        },
      ];
    }
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
  const [received, requested] = await Promise.all([list("ownerId"), list("seekerId")]);
  const places = await listingPlaces([...received, ...requested].map((visit) => visit.listingId));
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
