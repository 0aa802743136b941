import { desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { accountTokens, phoneCodes, sessions, users } from "~/db/schema";
import { savedSearchesForExport } from "~/features/alerts/alerts.server";
import { bookingsMadeForExport, bookingsReceivedForExport } from "~/features/bookings/bookings.server";
import { comparedForExport } from "~/features/buying/buying.server";
import {
  conversationsForExport,
  messageReportsForExport,
  quickRepliesForExport,
} from "~/features/conversations/conversations.server";
import { galleryFavourites, savedListingIds } from "~/features/favourites/favourites.server";
import {
  contactsForExport,
  receivedEnquiriesForExport,
  revealsMadeForExport,
  revealsOfForExport,
  sentEnquiriesForExport,
} from "~/features/leads/leads.server";
import { ownListingsForExport } from "~/features/listings/listings.server";
import { messagesForExport } from "~/features/mail/mail.server";
import { reportsForExport } from "~/features/reports/reports.server";
import { reviewFlagsForExport, reviewsWrittenForExport } from "~/features/reviews/reviews.server";
import { visitsForExport } from "~/features/visits/visits.server";
import { internationalNumber } from "./phone-verification.server";

type Account = NonNullable<Awaited<ReturnType<typeof accountOf>>>;

function accountOf(userId: string) {
  return database()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      emailVerifiedAt: users.emailVerifiedAt,
      mobileNumber: users.mobileNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      role: users.role,
      locale: users.locale,
      photoUrl: users.photoUrl,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

/**
 * Every section of 'Download my data', in the order the file lists them, each read by the feature that owns its
 * table: a table about people gets its line here (and in the privacy policy's list). Never a password hash, a token,
 * a code or what another person kept private.
 */
const SECTIONS = {
  listings: (account) => ownListingsForExport(account.id),
  savedListings: (account) => savedListingIds(account.id),
  favourites: (account) => galleryFavourites(account.id),
  savedSearches: (account) => savedSearchesForExport(account.id),
  enquiriesSent: (account) => sentEnquiriesForExport(account.id),
  enquiriesReceived: (account) => receivedEnquiriesForExport(account.id),
  conversations: (account) => conversationsForExport(account.id),
  bookingsMade: (account) => bookingsMadeForExport(account.id),
  bookingsReceived: (account) => bookingsReceivedForExport(account.id),
  contacts: (account) => contactsForExport(account.id),
  contactsRevealed: (account) => revealsMadeForExport(account.id),
  contactViews: (account) => revealsOfForExport(account.id),
  visits: (account) => visitsForExport(account.id),
  reports: (account) => reportsForExport(account.id),
  reviewsWritten: (account) => reviewsWrittenForExport(account.id),
  reviewsFlagged: (account) => reviewFlagsForExport(account.id),
  messagesReported: (account) => messageReportsForExport(account.id),
  quickReplies: (account) => quickRepliesForExport(account.id),
  compared: (account) => comparedForExport(account.id),
  // Only an address or number the person proved is theirs: any account may type any, and what went to it before may
  // have been someone else's (a guest's, an earlier account's). Who holds the inbox or the phone has had it anyway.
  messages: (account) =>
    messagesForExport([
      ...(account.emailVerified ? [account.email] : []),
      ...(account.mobileNumber && account.phoneVerifiedAt ? [internationalNumber(account.mobileNumber)] : []),
    ]),
  sessions: (account) =>
    database()
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .where(eq(sessions.userId, account.id))
      .orderBy(desc(sessions.createdAt)),
  tokens: (account) =>
    database()
      .select({
        purpose: accountTokens.purpose,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, account.id))
      .orderBy(desc(accountTokens.createdAt)),
  phoneCodes: (account) =>
    database()
      .select({
        mobileNumber: phoneCodes.mobileNumber,
        createdAt: phoneCodes.createdAt,
        expiresAt: phoneCodes.expiresAt,
        usedAt: phoneCodes.usedAt,
      })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, account.id))
      .orderBy(desc(phoneCodes.createdAt)),
} satisfies Record<string, (account: Account) => Promise<unknown>>;

/** The names of the sections, for the privacy policy and the tests. */
export const EXPORT_SECTIONS = Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>;

/** Everything held about a person, for 'Download my data', as one JSON document; null when there is no account. */
export async function accountExport(userId: string) {
  const account = await accountOf(userId);
  if (!account) return null;
  const sections = await Promise.all(
    Object.entries(SECTIONS).map(async ([name, read]) => [name, await read(account)] as const),
  );
  return { exportedAt: new Date().toISOString(), account, ...Object.fromEntries(sections) };
}
