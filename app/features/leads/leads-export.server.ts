import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { contactReveals, enquiries, leads, users } from "~/db/schema";
import { firstName } from "./contact-reveals.server";
import { enquiryColumns } from "./enquiries.server";

/** An enquiry as the export shows it: waiting ones too, marked by an empty confirmedAt (ADR 030). */
const exportColumns = { ...enquiryColumns, confirmedAt: enquiries.confirmedAt };

/** The enquiries a person sent, with the mobile number they gave. */
export function sentEnquiriesForExport(userId: string) {
  return database()
    .select({ ...exportColumns, mobileNumber: enquiries.mobileNumber })
    .from(enquiries)
    .where(eq(enquiries.seekerId, userId))
    .orderBy(desc(enquiries.createdAt));
}

/**
 * The enquiries a person's listings received, as their inbox shows them: confirmed ones only (ADR 030), a seeker's
 * mobile only when shared.
 */
export function receivedEnquiriesForExport(userId: string) {
  return database()
    .select({
      ...exportColumns,
      mobileNumber: sql<string | null>`case when ${enquiries.shareMobile} then ${enquiries.mobileNumber} end`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.ownerId, userId), isNotNull(enquiries.confirmedAt)))
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

/** For 'Download my data': the owners' contacts a person looked at, with whose and when (contact_reveals_viewer_idx). */
export function revealsMadeForExport(userId: string) {
  return database()
    .select({ listingId: contactReveals.listingId, ownerName: users.name, revealedAt: contactReveals.revealedAt })
    .from(contactReveals)
    .innerJoin(users, eq(users.id, contactReveals.ownerId))
    .where(eq(contactReveals.viewerId, userId))
    .orderBy(desc(contactReveals.revealedAt));
}

/** For 'Download my data': who looked at a person's contact, by first name only, as their profile shows it. */
export async function revealsOfForExport(userId: string) {
  const rows = await database()
    .select({ listingId: contactReveals.listingId, name: users.name, revealedAt: contactReveals.revealedAt })
    .from(contactReveals)
    .innerJoin(users, eq(users.id, contactReveals.viewerId))
    .where(eq(contactReveals.ownerId, userId))
    .orderBy(desc(contactReveals.revealedAt));
  return rows.map(({ name, ...row }) => ({ ...row, viewer: firstName(name) }));
}
