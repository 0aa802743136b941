import { randomUUID } from "node:crypto";
import { t } from "@lingui/core/macro";
import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { CurrentUser } from "~/lib/session.server";
import { storage } from "~/lib/storage.server";
import { projectAgent } from "./builders.server";
import { MAX_BROCHURE_BYTES } from "./project-options";
import { removeProjectFiles } from "./projects.server";

/** Every PDF file starts with these bytes (ISO 32000-1, 7.5.2); the name and the browser's type prove nothing. */
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export const BROCHURE_MESSAGES = {
  get tooLarge() {
    return t`The brochure must be a PDF of at most 10 MB.`;
  },
  get notPdf() {
    return t`The brochure must be a PDF file.`;
  },
  get missing() {
    return t`Please choose the brochure PDF.`;
  },
  get forbidden() {
    return t`Only an Admin or the builder's agent can change this project's brochure.`;
  },
  get saved() {
    return t`Brochure uploaded.`;
  },
};

export type BrochureOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 413; message: string };

/** Whether this person may upload the project's brochure: an Admin, or the agent of the project's builder. */
export async function mayChangeBrochure(
  user: CurrentUser,
  projectId: string,
): Promise<"yes" | "no" | "no-such-project"> {
  const project = await projectAgent(projectId);
  if (!project.found) return "no-such-project";
  return user.role === "Admin" || (project.agentId !== null && project.agentId === user.id) ? "yes" : "no";
}

/** Checks and stores a project's brochure, replacing the one it had; the old file goes once the new one is in. */
export async function storeBrochure(
  user: CurrentUser,
  projectId: string,
  file: File | undefined,
): Promise<BrochureOutcome> {
  const allowed = await mayChangeBrochure(user, projectId);
  if (allowed === "no-such-project") return { ok: false, status: 404, message: t`Project not found.` };
  if (allowed === "no") return { ok: false, status: 403, message: BROCHURE_MESSAGES.forbidden };
  if (!file || file.size === 0) return { ok: false, status: 400, message: BROCHURE_MESSAGES.missing };
  if (file.size > MAX_BROCHURE_BYTES) return { ok: false, status: 413, message: BROCHURE_MESSAGES.tooLarge };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { ok: false, status: 400, message: BROCHURE_MESSAGES.notPdf };
  }
  const key = `brochures/${projectId}-${randomUUID()}.pdf`;
  await storage().put(key, bytes, "application/pdf");
  const before = await recordBrochure(user, projectId, key).catch(async (error: unknown) => {
    // Nothing refers to the file a failed record was for.
    await removeProjectFiles([], [key]);
    throw error;
  });
  if (!before) {
    await removeProjectFiles([], [key]);
    return { ok: false, status: 404, message: t`Project not found.` };
  }
  if (before.key) await removeProjectFiles([], [before.key]);
  return { ok: true, message: BROCHURE_MESSAGES.saved };
}

/** Points the project at its new brochure; what it pointed at before, or null when the project is gone. */
function recordBrochure(user: CurrentUser, projectId: string, key: string) {
  return database().transaction(async (tx) => {
    const [row] = await tx
      .select({ key: projects.brochureKey, name: projects.projectBuildingName })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!row) return null;
    await tx.update(projects).set({ brochureKey: key }).where(eq(projects.id, projectId));
    await recordAudit(tx, {
      actorId: user.id,
      action: "project.brochure",
      subjectType: "project",
      subjectId: projectId,
      subjectName: row.name,
    });
    return row;
  });
}

/** A project's brochure and the file name a download gets, or null when it has none. */
export async function projectBrochure(projectId: string): Promise<{ bytes: Buffer; fileName: string } | null> {
  const [row] = await database()
    .select({ key: projects.brochureKey, name: projects.projectBuildingName })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row?.key) return null;
  const bytes = await storage().get(row.key);
  if (!bytes) return null;
  const fileName = `${row.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "project"}-brochure.pdf`;
  return { bytes, fileName };
}
