import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { desc, eq } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { i18n } from "~/lib/i18n";

/** What the Admin desk's activity list says each action was, in the reader's language. */
const AUDIT_ACTIONS = {
  "listing.approve": msg`Approved listing`,
  "listing.reject": msg`Rejected listing`,
  "listing.check": msg`Recorded a check of listing`,
  "contact.handle": msg`Marked enquiry handled`,
  "project.create": msg`Created project`,
  "project.update": msg`Updated project`,
  "project.delete": msg`Deleted project`,
  "project.brochure": msg`Uploaded the brochure of project`,
  "project.floor-plan": msg`Uploaded a floor plan of project`,
  "builder.create": msg`Added builder`,
  "report.file": msg`Reported listing`,
  "report.dismiss": msg`Dismissed reports on listing`,
  "report.ask-fix": msg`Asked the owner to fix listing`,
  "report.remove": msg`Removed reported listing`,
  "listing.hold": msg`Held listing after three reports`,
  "listing.renew": msg`Renewed listing`,
  "listing.close": msg`Marked listing rented or sold`,
  "listing.edit": msg`Edited listing, back to the queue`,
  "listing.delete": msg`Deleted listing`,
  "listing.expire": msg`Listing expired`,
  "review.release": msg`Released held review of listing`,
  "review.keep": msg`Kept reported review of listing`,
  "review.remove": msg`Removed review of listing`,
} as const satisfies Record<string, MessageDescriptor>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What GharStay does by itself, with no one behind it: the list names GharStay rather than a deleted account. */
const SYSTEM_ACTIONS: ReadonlySet<string> = new Set<AuditAction>(["listing.hold", "listing.expire"]);

type Writer = Pick<Database, "insert">;

/** Records who did what to which record; pass the transaction so the entry commits with the change. */
export async function recordAudit(
  writer: Writer,
  entry: {
    /** Null for what the system did by itself, such as a listing expiring. */
    actorId: string | null;
    action: AuditAction;
    subjectType: string;
    subjectId: string;
    subjectName: string;
  },
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    detail: { name: entry.subjectName },
  });
}

export type AuditEntry = {
  id: string;
  actorName: string | null;
  action: string;
  subjectName: string;
  createdAt: Date;
};

export async function recentAudit(limit = 10): Promise<AuditEntry[]> {
  const rows = await database()
    .select({
      id: auditLog.id,
      actorName: users.name,
      action: auditLog.action,
      subjectId: auditLog.subjectId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorName: row.actorName ?? (SYSTEM_ACTIONS.has(row.action) ? "GharStay" : null),
    action: Object.hasOwn(AUDIT_ACTIONS, row.action) ? i18n._(AUDIT_ACTIONS[row.action as AuditAction]) : row.action,
    subjectName: typeof row.detail?.name === "string" ? row.detail.name : row.subjectId,
    createdAt: row.createdAt,
  }));
}
