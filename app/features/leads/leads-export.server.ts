import { desc, eq, or, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { enquiries, leads } from "~/db/schema";

const enquiryColumns = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  name: enquiries.name,
  email: enquiries.email,
  message: enquiries.message,
  shareMobile: enquiries.shareMobile,
  readAt: enquiries.readAt,
  handledAt: enquiries.handledAt,
  createdAt: enquiries.createdAt,
};

/** The enquiries a person sent, with the mobile number they gave. */
export function sentEnquiriesForExport(userId: string) {
  return database()
    .select({ ...enquiryColumns, mobileNumber: enquiries.mobileNumber })
    .from(enquiries)
    .where(eq(enquiries.seekerId, userId))
    .orderBy(desc(enquiries.createdAt));
}

/** The enquiries a person's listings received, as their inbox shows them: a seeker's mobile only when shared. */
export function receivedEnquiriesForExport(userId: string) {
  return database()
    .select({
      ...enquiryColumns,
      mobileNumber: sql<string | null>`case when ${enquiries.shareMobile} then ${enquiries.mobileNumber} end`,
    })
    .from(enquiries)
    .where(eq(enquiries.ownerId, userId))
    .orderBy(desc(enquiries.createdAt));
}

/** Each contact a person made (a WhatsApp or call click, an enquiry, a visit request) or their listings received. */
export function contactsForExport(userId: string) {
  return database()
    .select({
      kind: leads.kind,
      listingId: leads.listingId,
      made: sql<boolean>`${leads.userId} is not distinct from ${userId}`,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(or(eq(leads.userId, userId), eq(leads.ownerId, userId)))
    .orderBy(desc(leads.createdAt));
}
