import { count, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { contacts, users } from "~/db/schema";
import { alertMailsSent } from "~/features/alerts/alerts.server";
import { expiringListingCount, listingTotals } from "~/features/listings/listings.server";
import { projectTotals } from "~/features/projects/projects.server";
import { openReportCount } from "~/features/reports/reports.server";
import { pendingDuplicateCount } from "~/features/trust/photo-duplicates.server";

export type DashboardTotals = {
  ourProjects: number;
  ourServices: number;
  postedProperties: number;
  contacts: number;
  unhandledContacts: number;
  pendingListings: number;
  possibleDuplicates: number;
  users: number;
  alertMailsSent: number;
  openReports: number;
  expiringListings: number;
};

export async function dashboardTotals(): Promise<DashboardTotals> {
  const db = database();
  const [
    projectCounts,
    listingCounts,
    [contactTotals],
    [userTotals],
    alertMails,
    openReports,
    expiringListings,
    possibleDuplicates,
  ] = await Promise.all([
    projectTotals(),
    listingTotals(),
    db
      .select({
        contacts: count(),
        unhandledContacts: sql<number>`count(*) filter (where ${contacts.handledAt} is null)`.mapWith(Number),
      })
      .from(contacts),
    db.select({ users: count() }).from(users),
    alertMailsSent(),
    openReportCount(),
    expiringListingCount(),
    pendingDuplicateCount(),
  ]);
  return {
    ...projectCounts,
    ...listingCounts,
    ...contactTotals,
    ...userTotals,
    alertMailsSent: alertMails,
    openReports,
    expiringListings,
    possibleDuplicates,
  };
}
