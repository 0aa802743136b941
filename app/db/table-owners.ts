import type { PgTable } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The exported names of `schema.ts` that are tables. */
type TableName = { [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never }[keyof typeof schema];

/**
 * Which part of the app writes each table: a feature's folder under `app/features`, or `lib` for the platform's own
 * (counters, idempotency, the audit log). Every other part reads a table at most and calls the owner's functions to
 * change it (docs/architecture.md, ADR 053). The type makes a new table without an owner fail the typecheck;
 * `app/table-owners.test.ts` fails when a file writes a table its part does not own.
 */
export const TABLE_OWNERS = {
  users: "accounts",
  sessions: "accounts",
  accounts: "accounts",
  verifications: "accounts",
  authRateLimits: "accounts",
  accountTokens: "accounts",
  phoneCodes: "accounts",
  phoneCodeRequests: "accounts",
  accountSightings: "lib",
  throttles: "lib",
  auditLog: "lib",
  idempotencyKeys: "lib",
  listings: "listings",
  listingLinks: "listings",
  listingImages: "photos",
  listingChecks: "trust",
  contentVersion: "listings",
  listingChanges: "search",
  listingChangesPruned: "search",
  listingReports: "reports",
  builders: "projects",
  projects: "projects",
  projectConfigurations: "projects",
  contacts: "contact",
  favourites: "favourites",
  outbox: "mail",
  enquiries: "leads",
  enquiryDrafts: "leads",
  leads: "leads",
  contactReveals: "leads",
  visits: "visits",
  savedSearches: "alerts",
  searchMatches: "alerts",
  alertLooks: "alerts",
  roomTypes: "bookings",
  bedTypes: "bookings",
  roomTypeDays: "bookings",
  roomTypeImportedNights: "bookings",
  roomTypeFeeds: "bookings",
  listingUpi: "bookings",
  bookings: "bookings",
  bookingPayments: "bookings",
  razorpayEvents: "bookings",
  conversations: "conversations",
  conversationMembers: "conversations",
  conversationMessages: "conversations",
  messageReports: "conversations",
  quickReplies: "conversations",
  comparedItems: "buying",
  reviews: "reviews",
  reviewVotes: "reviews",
  reviewReports: "reviews",
  reviewInvitations: "reviews",
} as const satisfies Record<TableName, string>;

/**
 * Parts that may write any table: the demo content is written in bulk on a first start, as a migration would, before
 * anyone uses the site.
 */
export const WRITES_ANY_TABLE = ["demo"] as const;
