import { t } from "@lingui/core/macro";
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS, type ReviewSide } from "~/content/review-options";
import { database } from "~/db/client.server";
import { bookings, listings, reviewInvitations, reviews, users } from "~/db/schema";
import { addDays, bookingKey, todayInIndia } from "~/features/bookings/bookings.server";
import { listingName } from "~/features/listings/listings";
import { queueMail } from "~/features/mail/mail.server";
import { env } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { localePath } from "~/lib/i18n";
import { stayNow } from "~/lib/stay-clock.server";
import { inLocaleOfGuest } from "~/lib/user-locale.server";

/** Invitations written per side and look: a day's check-outs of a large site, and a bound on one transaction. */
const INVITE_PER_LOOK = 200;

/**
 * E-mails each side of every stay whose check-out has come (by the stay clock, ADR 040) and whose 14 days are still
 * open an invitation to review the other, once: the guest, at their account's address or, when they booked without
 * one, at the address they booked with, by their booking link's key (ADR 040); and the owner. The row in `review_invitations` is written in the transaction that queues the e-mail, and
 * its key makes a second instance, or a look after a crash, find it sent. A side that already reviewed is not asked.
 */
export async function inviteEndedStays(): Promise<number> {
  let invited = 0;
  for (const side of ["guest", "host"] as const) invited += await inviteSide(side);
  return invited;
}

async function inviteSide(side: ReviewSide): Promise<number> {
  const today = todayInIndia(stayNow());
  const person = side === "guest" ? bookings.travellerId : bookings.ownerId;
  // A guest may have booked without an account: they are reached as they booked.
  const address = side === "guest" ? sql<string>`coalesce(${users.email}, ${bookings.guestEmail})` : users.email;
  return database().transaction(async (tx) => {
    const due = await tx
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        checkOut: bookings.checkOut,
        guestName: bookings.guestName,
        listingName: listings.projectBuildingName,
        userId: users.id,
        userName: users.name,
        email: address,
        locale: bookings.locale,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(users, eq(users.id, person))
      .leftJoin(reviewInvitations, and(eq(reviewInvitations.bookingId, bookings.id), eq(reviewInvitations.side, side)))
      .leftJoin(reviews, and(eq(reviews.bookingId, bookings.id), eq(reviews.side, side)))
      .where(
        and(
          side === "guest" ? undefined : isNotNull(users.id),
          eq(bookings.status, "confirmed"),
          isNull(bookings.noShowAt),
          // A resident of a bed is invited only once the owner confirmed the move-in, as 'My bookings' lists (ADR 054).
          or(isNull(bookings.bedTypeId), isNotNull(bookings.movedInAt)),
          lte(bookings.checkOut, today),
          gt(bookings.checkOut, addDays(today, -REVIEW_WINDOW_DAYS)),
          isNull(reviewInvitations.bookingId),
          isNull(reviews.id),
        ),
      )
      .limit(INVITE_PER_LOOK);
    let sent = 0;
    for (const stay of due) {
      const to = stay.email;
      if (!to) continue;
      // Two instances may find the same stay: the first to write the row mails, the other finds it written.
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({ bookingId: stay.bookingId, side })
        .onConflictDoNothing()
        .returning({ bookingId: reviewInvitations.bookingId });
      if (!claimed) continue;
      const compose = () => {
        const name = listingName(stay.listingName);
        const guest = stay.guestName;
        const userName = stay.userName ?? (side === "guest" ? stay.guestName : null);
        // The day 'My bookings' names too (`windowClosesOn`).
        const closes = formatDate(addDays(stay.checkOut, REVIEW_WINDOW_DAYS));
        // Without an account the booking link's key is who they are, as in every e-mail of their booking.
        const key = stay.userId ? "" : `?key=${bookingKey(stay.bookingId)}`;
        const url = `${env().PUBLIC_URL}${localePath(`/booking/${stay.reference}/review`)}${key}`;
        return queueMail(tx, {
          kind: `review-invitation-${side}`,
          to,
          subject: side === "guest" ? t`How was your stay at “${name}”?` : t`How was your guest ${guest}?`,
          paragraphs: [
            userName ? t`Hello ${userName},` : t`Hello,`,
            side === "guest"
              ? t`Your stay at “${name}” has ended. Tell other travellers how it was: only guests who stayed can review.`
              : t`${guest}'s stay at “${name}” has ended. Review your guest: other owners read it when ${guest} asks them to book.`,
            t`Neither of you sees the other's review until both are written or the window closes. You can write yours until ${closes}.`,
          ],
          action: { label: side === "guest" ? t`Write a review` : t`Review your guest`, url },
        });
      };
      await inLocaleOfGuest(stay.userId, stay.locale, compose, tx);
      sent += 1;
    }
    return sent;
  });
}
