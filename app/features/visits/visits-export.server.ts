import { desc, eq, or } from "drizzle-orm";
import { database } from "~/db/client.server";
import { visits } from "~/db/schema";

/** The visits a person asked for (`asked`) or was asked for on their listings. */
export function visitsForExport(userId: string) {
  return database()
    .select({
      id: visits.id,
      listingId: visits.listingId,
      seekerId: visits.seekerId,
      startsAt: visits.startsAt,
      status: visits.status,
      proposedAt: visits.proposedAt,
      note: visits.note,
      createdAt: visits.createdAt,
      updatedAt: visits.updatedAt,
    })
    .from(visits)
    .where(or(eq(visits.seekerId, userId), eq(visits.ownerId, userId)))
    .orderBy(desc(visits.createdAt))
    .then((rows) => rows.map(({ seekerId, ...visit }) => ({ ...visit, asked: seekerId === userId })));
}
