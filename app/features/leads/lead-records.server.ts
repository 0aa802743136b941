import { type Database, database } from "~/db/client.server";
import { leads } from "~/db/schema";

/** One contact a listing's owner got, for the owner's and the Admin's figures. */
export type Lead = {
  listingId: string;
  ownerId: string | null;
  userId: string | null;
  kind: (typeof leads.$inferInsert)["kind"];
};

/**
 * Counts a lead; other features (a visit request) call this rather than writing the table, inside their own
 * transaction when they pass it, so the lead and what caused it are stored together or not at all.
 */
export async function countLead(lead: Lead, db: Database = database()): Promise<void> {
  await db.insert(leads).values(lead);
}
