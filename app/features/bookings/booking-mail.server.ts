import { ph, t } from "@lingui/core/macro";
import type { BookingStatus, CancellationPolicy } from "~/content/booking-options";
import { label } from "~/content/labels";
import type { Database } from "~/db/client.server";
import { type MailAttachment, type MailMessage, queueMail } from "~/features/mail/mail.server";
import { calendarFile } from "~/features/visits/visits.server";
import { env } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { type Locale, localePath } from "~/lib/i18n";
import { inLocaleOf, inLocaleOfGuest } from "~/lib/user-locale.server";
import type { BedStory } from "./bed-facts";
import { bookingKey } from "./booking-reference.server";
import { policyName, policyWords } from "./booking-text";
import { formatPaise } from "./money";
import { addDays } from "./stay-dates";

/** Everything a booking's e-mails say, read once in the transaction that changes it. */
export type BookingStory = {
  bookingId: string;
  reference: string;
  status: BookingStatus;
  listing: { id: string; name: string; locality: string; city: string };
  roomType: { name: string; checkInTime: string; checkOutTime: string; cancellationPolicy: CancellationPolicy };
  /** A bed by the month (ADR 054): `checkIn` is the move-in day and the total is the token. */
  bed?: BedStory;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalPaise: number;
  refundPaise: number | null;
  guest: {
    name: string;
    mobile: string;
    email: string;
    travellerId: string | null;
    /** The address is the signed-in traveller's own verified one: their e-mails may carry what they typed (ADR 030). */
    proven: boolean;
    locale: Locale;
  };
  owner: { id: string | null; email: string | null };
  /** What the owner wrote to the guest with a decline or cancellation. */
  ownerNote?: string | null;
};

/** The link a traveller's e-mails lead to: the booking's page, with its key for a guest without an account. */
function travellerLink(story: BookingStory): string {
  return `${env().PUBLIC_URL}${localePath(`/booking/${story.reference}`)}?key=${bookingKey(story.bookingId)}`;
}

const ownerLink = () => `${env().PUBLIC_URL}${localePath("/bookings")}`;

const address = (story: BookingStory) =>
  `${story.listing.name}, ${story.listing.locality}, ${label(story.listing.city)}`;

/** The stay in words the reader's language writes: dates with the room type's times, guests and the total. */
function stayLines(story: BookingStory): string[] {
  if (story.bed) return bedLines(story, story.bed);
  const checkIn = formatDate(story.checkIn);
  const checkOut = formatDate(story.checkOut);
  const total = formatPaise(story.totalPaise);
  return [
    t`Booking reference: ${ph({ reference: story.reference })}`,
    t`Room: ${ph({ room: story.roomType.name })}, ${story.guests} guests`,
    t`Check-in: ${checkIn} from ${ph({ time: story.roomType.checkInTime })}. Check-out: ${checkOut} by ${ph({ time2: story.roomType.checkOutTime })}.`,
    t`Address: ${ph({ address: address(story) })}`,
    t`Total with GST: ${total}, paid at the property.`,
  ];
}

/** A bed in words: the sharing type, the move-in day, the rent and deposit, and the token that reserves it. */
function bedLines(story: BookingStory, bed: BedStory): string[] {
  const moveIn = formatDate(story.checkIn);
  const rent = formatPaise(bed.monthlyRent * 100);
  const deposit = formatPaise(bed.deposit * 100);
  const token = formatPaise(story.totalPaise);
  return [
    t`Booking reference: ${ph({ reference: story.reference })}`,
    t`Bed: ${ph({ bed: bed.name })}. Move-in: ${moveIn}.`,
    t`Monthly rent: ${rent}. Deposit: ${deposit}. Token to reserve the bed: ${token}.`,
    t`Address: ${ph({ address: address(story) })}`,
  ];
}

const policyLine = (story: BookingStory) => {
  const name = policyName(story.roomType.cancellationPolicy);
  const words = policyWords(story.roomType.cancellationPolicy);
  return t`Cancellation policy (${name}): ${words}`;
};

/**
 * The stay as a calendar entry: whole days from check-in to check-out (VALUE=DATE), the same UID in every message about
 * it, so a cancellation removes the entry it added. No person is named: the owner's address may be private (ADR 033)
 * and the guest's name unproven (ADR 030).
 */
function stayCalendar(story: BookingStory, cancelled: boolean): MailAttachment {
  const method = cancelled ? "CANCEL" : "PUBLISH";
  return {
    filename: `${story.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile({
      uid: `booking-${story.bookingId}@${new URL(env().PUBLIC_URL).hostname}`,
      sequence: cancelled ? 1 : 0,
      method,
      product: "Bookings",
      // A bed's entry is its move-in day; a room's, the nights of the stay.
      days: { first: story.checkIn, after: story.bed ? addDays(story.checkIn, 1) : story.checkOut },
      summary: t`Stay at ${ph({ listing: story.listing.name })} (${ph({ reference: story.reference })})`,
      location: address(story),
      description: stayLines(story).join("\n"),
      stamp: new Date(),
    }),
  };
}

/** Queues a message to the traveller, in the language they booked in (or their account's, when they have one). */
async function toTraveller(tx: Database, story: BookingStory, compose: () => MailMessage | Promise<MailMessage>) {
  const send = async () => queueMail(tx, await compose());
  await inLocaleOfGuest(story.guest.travellerId, story.guest.locale, send, tx);
}

async function toOwner(tx: Database, story: BookingStory, compose: () => Omit<MailMessage, "to">) {
  const { id, email } = story.owner;
  if (!id || !email) return;
  await inLocaleOf(id, () => queueMail(tx, { ...compose(), to: email }), tx);
}

/** Who is coming, for the owner: the owner's address is proven, and a booking is theirs to prepare for. */
const guestLine = (story: BookingStory) =>
  t`Guest: ${ph({ name: story.guest.name })}, mobile ${ph({ mobile: story.guest.mobile })}, e-mail ${ph({ email: story.guest.email })}`;

/**
 * A new booking's e-mails: the traveller's confirmation (with the stay's .ics) or request receipt, and the owner's
 * notice. The traveller's copy carries only our words and the listing's, never the name typed with an address nobody
 * has proven (ADR 030).
 */
export async function mailNewBooking(tx: Database, story: BookingStory): Promise<void> {
  const confirmed = story.status === "confirmed";
  const link = travellerLink(story);
  await toTraveller(tx, story, () => ({
    kind: confirmed ? "booking-confirmed" : "booking-requested",
    to: story.guest.email,
    subject: confirmed
      ? t`Booking confirmed: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`
      : t`Booking request sent: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      story.guest.proven ? t`Hello ${ph({ name: story.guest.name })},` : t`Hello,`,
      confirmed
        ? t`Your stay at ${ph({ listing: story.listing.name })} is booked.`
        : story.bed
          ? t`We have asked ${ph({ listing: story.listing.name })} to accept your reservation of a bed. It is held for you for 24 hours; we will e-mail you the answer.`
          : t`We have asked ${ph({ listing: story.listing.name })} to accept your booking. The room is held for you for 24 hours; we will e-mail you the answer.`,
      ...stayLines(story),
      policyLine(story),
    ],
    action: { label: t`View your booking`, url: link },
    attachments: confirmed ? [stayCalendar(story, false)] : undefined,
  }));
  await toOwner(tx, story, () => ({
    kind: confirmed ? "booking-owner-new" : "booking-owner-request",
    subject: confirmed
      ? t`New booking ${ph({ reference: story.reference })}: ${ph({ listing: story.listing.name })}`
      : t`Booking request ${ph({ reference: story.reference })}: ${ph({ listing: story.listing.name })}`,
    paragraphs: [
      confirmed
        ? t`A room at ${ph({ listing: story.listing.name })} has been booked.`
        : story.bed
          ? t`Someone asks to reserve a bed at ${ph({ listing: story.listing.name })}. Accept or decline within 24 hours; after that the request expires and the bed is free again.`
          : t`A traveller asks to book a room at ${ph({ listing: story.listing.name })}. Accept or decline within 24 hours; after that the request expires and the room is free again.`,
      guestLine(story),
      ...stayLines(story),
    ],
    action: { label: t`Open your bookings`, url: ownerLink() },
    attachments: confirmed ? [stayCalendar(story, false)] : undefined,
  }));
}

/** What happened, in the e-mails' words: `expire` is the look's, the rest a person's decision. */
export type BookingChange = "accept" | "decline" | "cancel" | "expire";

/** Both sides hear of every change; a stay that was in their calendars leaves them by a CANCEL of the same UID. */
export async function mailBookingChange(
  tx: Database,
  story: BookingStory,
  change: BookingChange,
  by: "traveller" | "owner",
): Promise<void> {
  const { listing, reference } = story;
  const link = travellerLink(story);
  const refund = () => formatPaise(story.refundPaise ?? 0);
  const travellerSays = {
    accept: () => t`Good news: ${ph({ listing: listing.name })} accepted your booking. Your stay is confirmed.`,
    decline: () => t`Sorry: ${ph({ listing: listing.name })} declined your booking request. Nothing is owed.`,
    expire: () =>
      t`${ph({ listing: listing.name })} did not answer your booking request within 24 hours, so it has expired. Nothing is owed.`,
    cancel: () =>
      by === "owner"
        ? t`${ph({ listing: listing.name })} cancelled your booking. You get all of it back: ${refund()}.`
        : t`You cancelled your booking at ${ph({ listing: listing.name })}. Refund by the cancellation policy: ${refund()}.`,
  }[change];
  const ownerSays = {
    accept: () => t`You accepted booking ${ph({ reference })}. The traveller has been told.`,
    decline: () => t`You declined booking request ${ph({ reference })}. The traveller has been told.`,
    expire: () => t`Booking request ${ph({ reference })} expired unanswered after 24 hours; the room is free again.`,
    cancel: () =>
      by === "owner"
        ? t`You cancelled booking ${ph({ reference })}. The traveller gets all of it back: ${refund()}.`
        : t`The traveller cancelled booking ${ph({ reference })}. Refund by the cancellation policy: ${refund()}.`,
  }[change];
  const subject = () =>
    ({
      accept: t`Booking confirmed: ${ph({ listing: listing.name })}, ${ph({ reference })}`,
      decline: t`Booking declined: ${ph({ listing: listing.name })}, ${ph({ reference })}`,
      expire: t`Booking request expired: ${ph({ listing: listing.name })}, ${ph({ reference })}`,
      cancel: t`Booking cancelled: ${ph({ listing: listing.name })}, ${ph({ reference })}`,
    })[change];
  const calendar = () =>
    change === "accept" ? [stayCalendar(story, false)] : change === "cancel" ? [stayCalendar(story, true)] : undefined;
  await toTraveller(tx, story, () => ({
    kind: `booking-${change}`,
    to: story.guest.email,
    subject: subject(),
    paragraphs: [
      travellerSays(),
      ...ownerNoteLines(story),
      ...stayLines(story),
      ...(change === "accept" ? [policyLine(story)] : []),
    ],
    action: { label: t`View your booking`, url: link },
    attachments: calendar(),
  }));
  await toOwner(tx, story, () => ({
    kind: `booking-owner-${change}`,
    subject: subject(),
    paragraphs: [ownerSays(), guestLine(story), ...stayLines(story)],
    action: { label: t`Open your bookings`, url: ownerLink() },
    attachments: calendar(),
  }));
}

/**
 * The owner's words with a decline or cancellation. An address the guest has not proven gets only word that there is a
 * message, on the booking's page its link opens: a mail there carries nobody's typed text (ADR 030).
 */
function ownerNoteLines(story: BookingStory): string[] {
  const note = story.ownerNote;
  if (!note) return [];
  return [
    story.guest.proven ? t`The owner wrote: “${ph({ note })}”` : t`The owner left you a message on the booking's page.`,
  ];
}

/** The owner marked the advance received: the traveller hears it, with what is left to pay at the property. */
export async function mailAdvanceReceived(tx: Database, story: BookingStory, advancePaise: number): Promise<void> {
  const advance = formatPaise(advancePaise);
  const rest = formatPaise(Math.max(0, story.totalPaise - advancePaise));
  await toTraveller(tx, story, () => ({
    kind: "booking-advance-received",
    to: story.guest.email,
    subject: t`Advance received: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      t`${ph({ listing: story.listing.name })} has received your advance of ${advance}. The rest, ${rest}, is paid at the property.`,
      ...stayLines(story),
    ],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
}

/** Razorpay took the traveller's online payment (its verified signature or webhook): both sides are told, once. */
export async function mailPaidOnline(tx: Database, story: BookingStory, paidPaise: number): Promise<void> {
  const paid = formatPaise(paidPaise);
  const rest = formatPaise(Math.max(0, story.totalPaise - paidPaise));
  await toTraveller(tx, story, () => ({
    kind: "booking-paid-online",
    to: story.guest.email,
    subject: t`Payment received: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      t`We have received your online payment of ${paid} for your stay at ${ph({ listing: story.listing.name })}. Still to pay at the property: ${rest}.`,
      ...stayLines(story),
    ],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
  await toOwner(tx, story, () => ({
    kind: "booking-paid-online-owner",
    subject: t`Paid online: ${ph({ reference: story.reference })}, ${paid}`,
    paragraphs: [
      t`The guest of booking ${ph({ reference: story.reference })} has paid ${paid} online through Razorpay. Still to pay at the property: ${rest}.`,
      ...stayLines(story),
    ],
    action: { label: t`Open your bookings`, url: ownerLink() },
  }));
}

/** The day before check-in: the stay, the address and the times, so the traveller arrives knowing where and when. */
export async function mailReminder(tx: Database, story: BookingStory): Promise<void> {
  await toTraveller(tx, story, () => ({
    kind: "booking-reminder",
    to: story.guest.email,
    subject: t`Tomorrow: your stay at ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [t`Your stay at ${ph({ listing: story.listing.name })} begins tomorrow.`, ...stayLines(story)],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
}

/** The owner confirmed a bed's move-in: the resident hears it, and that they may review the stay after 30 days. */
export async function mailMovedIn(tx: Database, story: BookingStory): Promise<void> {
  await toTraveller(tx, story, () => ({
    kind: "booking-moved-in",
    to: story.guest.email,
    subject: t`Move-in confirmed: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      t`${ph({ listing: story.listing.name })} has confirmed that you moved in. Welcome! After 30 days of stay you can review it on GharStay.`,
      ...stayLines(story),
    ],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
}

/** The owner recorded that the resident never moved in: they hear that the bed is no longer held for them. */
export async function mailNotMovedIn(tx: Database, story: BookingStory): Promise<void> {
  const day = formatDate(story.checkIn);
  await toTraveller(tx, story, () => ({
    kind: "booking-not-moved-in",
    to: story.guest.email,
    subject: t`Not moved in: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      t`${ph({ listing: story.listing.name })} has recorded that you did not move in on ${day}, so the bed is no longer held for you. If you did move in, or still mean to, please contact the owner.`,
      ...stayLines(story),
    ],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
}

/** The owner recorded the resident's move-out: the resident hears the day, from which the bed is no longer theirs. */
export async function mailMovedOut(tx: Database, story: BookingStory, movedOutOn: string): Promise<void> {
  const day = formatDate(movedOutOn);
  await toTraveller(tx, story, () => ({
    kind: "booking-moved-out",
    to: story.guest.email,
    subject: t`Move-out recorded: ${ph({ listing: story.listing.name })}, ${ph({ reference: story.reference })}`,
    paragraphs: [
      t`${ph({ listing: story.listing.name })} has recorded that you move out on ${day}. If that is not the day you agreed, please contact the owner before then.`,
      ...stayLines(story),
    ],
    action: { label: t`View your booking`, url: travellerLink(story) },
  }));
}

/**
 * The owner moved the resident's move-out to another day, or withdrew it (`movedOutOn` null): the resident hears the new
 * day, or that the bed stays theirs with no end.
 */
export async function mailMoveOutChanged(tx: Database, story: BookingStory, movedOutOn: string | null): Promise<void> {
  const { listing, reference } = story;
  await toTraveller(tx, story, () => {
    const day = movedOutOn ? formatDate(movedOutOn) : null;
    return {
      kind: day ? "booking-move-out-changed" : "booking-move-out-withdrawn",
      to: story.guest.email,
      subject: day
        ? t`Move-out changed: ${ph({ listing: listing.name })}, ${ph({ reference })}`
        : t`Move-out withdrawn: ${ph({ listing: listing.name })}, ${ph({ reference })}`,
      paragraphs: [
        day
          ? t`${ph({ listing: listing.name })} has changed your move-out to ${day}. If that is not the day you agreed, please contact the owner before then.`
          : t`${ph({ listing: listing.name })} has withdrawn your move-out: the bed stays yours, with no move-out date. If you still mean to leave, please contact the owner.`,
        ...stayLines(story),
      ],
      action: { label: t`View your booking`, url: travellerLink(story) },
    };
  });
}
