import { count, desc, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { contacts, listings, users } from "~/db/schema";
import { projectTotals } from "~/features/projects/projects.server";

export type DashboardTotals = {
  ourProjects: number;
  ourServices: number;
  postedProperties: number;
  contacts: number;
  unhandledContacts: number;
  pendingListings: number;
  users: number;
};

export type ChartSlice = { name: string; listings: number };

export async function dashboardTotals(): Promise<DashboardTotals> {
  const db = database();
  const [projectCounts, [listingTotals], [contactTotals], [userTotals]] = await Promise.all([
    projectTotals(),
    db
      .select({
        postedProperties: count(),
        pendingListings: sql<number>`count(*) filter (where ${listings.status} = 'pending')`.mapWith(Number),
      })
      .from(listings),
    db
      .select({
        contacts: count(),
        unhandledContacts: sql<number>`count(*) filter (where ${contacts.handledAt} is null)`.mapWith(Number),
      })
      .from(contacts),
    db.select({ users: count() }).from(users),
  ]);
  return { ...projectCounts, ...listingTotals, ...contactTotals, ...userTotals };
}

/** Listings per city and per listing type, pending and approved together: what the desk oversees. */
export async function listingBreakdown(): Promise<{ byCity: ChartSlice[]; byType: ChartSlice[] }> {
  const db = database();
  const [byCity, byType] = await Promise.all([
    db
      .select({ name: listings.city, listings: count() })
      .from(listings)
      .groupBy(listings.city)
      .orderBy(desc(count()), listings.city),
    db
      .select({ name: listings.listingType, listings: count() })
      .from(listings)
      .groupBy(listings.listingType)
      .orderBy(desc(count()), listings.listingType),
  ]);
  return { byCity, byType };
}
