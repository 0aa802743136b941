import { and, eq, inArray } from "drizzle-orm";
import type { ListingStatus } from "~/content/listing-statuses";
import { database, type Transaction } from "~/db/client.server";
import { listings, users } from "~/db/schema";

/** A listing as reports and their decisions name it, with where to write to its owner. */
export type ReportedListing = {
  id: string;
  name: string;
  status: ListingStatus;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
};

const reportedColumns = {
  id: listings.id,
  name: listings.projectBuildingName,
  status: listings.status,
  ownerId: listings.userId,
  ownerName: users.name,
  ownerEmail: users.email,
};

/** One listing for a report or a decision on its reports; null when it does not exist. */
export async function reportedListing(listingId: string, tx?: Transaction): Promise<ReportedListing | null> {
  const [row] = await (tx ?? database())
    .select(reportedColumns)
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Several listings by id, for the Admin's reports queue. */
export async function reportedListings(ids: string[]): Promise<Map<string, ReportedListing>> {
  if (ids.length === 0) return new Map();
  const rows = await database()
    .select(reportedColumns)
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Moves a listing from one status to another in the caller's transaction; false when it was not in `from`. */
export async function moveListing(
  tx: Transaction,
  listingId: string,
  from: readonly ListingStatus[],
  to: ListingStatus,
): Promise<boolean> {
  const moved = await tx
    .update(listings)
    .set({ status: to })
    .where(and(eq(listings.id, listingId), inArray(listings.status, [...from])))
    .returning({ id: listings.id });
  return moved.length > 0;
}
