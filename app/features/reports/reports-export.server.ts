import { desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listingReports } from "~/db/schema";

/** The reports a person made, with what became of each. */
export function reportsForExport(userId: string) {
  return database()
    .select({
      id: listingReports.id,
      listingId: listingReports.listingId,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      decidedAt: listingReports.decidedAt,
      createdAt: listingReports.createdAt,
    })
    .from(listingReports)
    .where(eq(listingReports.reporterId, userId))
    .orderBy(desc(listingReports.createdAt));
}
