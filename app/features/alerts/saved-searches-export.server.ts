import { asc, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { savedSearches, searchMatches } from "~/db/schema";

/** A person's saved searches with their alerts, and the listings each matched (never the unsubscribe token). */
export async function savedSearchesForExport(userId: string) {
  const [searches, matches] = await Promise.all([
    database()
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        unsubscribedAt: savedSearches.unsubscribedAt,
        lastDigestAt: savedSearches.lastDigestAt,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt)),
    database()
      .select({
        savedSearchId: searchMatches.savedSearchId,
        listingId: searchMatches.listingId,
        mailedAt: searchMatches.mailedAt,
        createdAt: searchMatches.createdAt,
      })
      .from(searchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, searchMatches.savedSearchId))
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(searchMatches.createdAt)),
  ]);
  return searches.map((search) => ({
    ...search,
    matches: matches.filter((match) => match.savedSearchId === search.id).map(({ savedSearchId, ...match }) => match),
  }));
}
