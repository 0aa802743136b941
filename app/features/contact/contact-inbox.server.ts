import { t } from "@lingui/core/macro";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { database } from "~/db/client.server";
import { contacts, projects } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { readSubmission } from "~/lib/form-submission.server";
import type { ActionOutcome } from "~/lib/forms.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";

export const CONTACTS_PAGE_SIZE = 20;

export type Enquiry = {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  message: string;
  city: string | null;
  /** The project the enquiry asks about, when it came from a project's page. */
  project: { id: string; name: string; city: string } | null;
  handledAt: Date | null;
  createdAt: Date;
};

/** Contact-form enquiries, newest first. */
export async function contactInbox(page: number): Promise<Page<Enquiry>> {
  const db = database();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        mobileNumber: contacts.mobileNumber,
        message: contacts.message,
        city: contacts.city,
        projectId: projects.id,
        projectName: projects.projectBuildingName,
        projectCity: projects.city,
        handledAt: contacts.handledAt,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .leftJoin(projects, eq(projects.id, contacts.projectId))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(CONTACTS_PAGE_SIZE)
      .offset((page - 1) * CONTACTS_PAGE_SIZE),
    db.select({ total: count() }).from(contacts),
  ]);
  return {
    items: rows.map(({ projectId, projectName, projectCity, ...row }) => ({
      ...row,
      project: projectId && projectName && projectCity ? { id: projectId, name: projectName, city: projectCity } : null,
    })),
    page,
    pageCount: pageCountOf(total, CONTACTS_PAGE_SIZE),
    total,
  };
}

/** Marks an enquiry handled once; marking it again changes nothing. */
export async function markContactHandled(
  actorId: string,
  contactId: string,
): Promise<{ ok: true; name: string } | { ok: false }> {
  return database().transaction(async (tx) => {
    const [row] = await tx
      .update(contacts)
      .set({ handledAt: new Date() })
      .where(and(eq(contacts.id, contactId), isNull(contacts.handledAt)))
      .returning({ id: contacts.id, name: contacts.name });
    if (!row) return { ok: false } as const;
    await recordAudit(tx, {
      actorId,
      action: "contact.handle",
      subjectType: "contact",
      subjectId: row.id,
      subjectName: `Enquiry from ${row.name}`,
    });
    return { ok: true, name: row.name } as const;
  });
}

const handledSchema = z.object({ contactId: z.string().trim().min(1).max(64) });

/** The inbox's Mark handled button. */
export async function markHandledAction(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission(request, handledSchema);
  if (!submission.ok && submission.message) {
    return data<ActionOutcome>({ tone: "error", message: submission.message }, { status: submission.status });
  }
  if (!submission.ok) {
    return data<ActionOutcome>({ tone: "error", message: t`Choose an enquiry to mark handled.` }, { status: 400 });
  }
  const outcome = await markContactHandled(admin.id, submission.value.contactId);
  if (!outcome.ok) {
    return data<ActionOutcome>({ tone: "error", message: t`That enquiry is already handled.` }, { status: 404 });
  }
  const { name } = outcome;
  return data<ActionOutcome>({ tone: "success", message: t`Marked the enquiry from ${name} handled.` });
}
