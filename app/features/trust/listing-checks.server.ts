import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listingChecks, listings } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { ListingCheckInput } from "./listing-check-schema";

/** A listing as the check page shows it, with the check recorded before, if any. */
export async function listingForCheck(id: string) {
  const [row] = await database()
    .select({
      id: listings.id,
      projectBuildingName: listings.projectBuildingName,
      city: listings.city,
      locality: listings.locality,
      checks: listingChecks.checks,
      note: listingChecks.note,
      checkedOn: listingChecks.checkedOn,
    })
    .from(listings)
    .leftJoin(listingChecks, eq(listingChecks.listingId, listings.id))
    .where(eq(listings.id, id));
  return row ?? null;
}

/** Records (or replaces) an Admin's check of a listing, with its audit entry; false when the listing is gone. */
export async function recordListingCheck(
  adminId: string,
  listingId: string,
  input: ListingCheckInput,
): Promise<boolean> {
  return database().transaction(async (tx) => {
    const [listing] = await tx
      .select({ name: listings.projectBuildingName })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!listing) return false;
    const values = { checks: input.checks, note: input.note, checkedOn: input.checkedOn, checkedById: adminId };
    await tx
      .insert(listingChecks)
      .values({ listingId, ...values })
      .onConflictDoUpdate({ target: listingChecks.listingId, set: { ...values, createdAt: new Date() } });
    await recordAudit(tx, {
      actorId: adminId,
      action: "listing.check",
      subjectType: "listing",
      subjectId: listingId,
      subjectName: listing.name,
    });
    return true;
  });
}
