import { t } from "@lingui/core/macro";
import { and, eq } from "drizzle-orm";
import { MAX_IMAGE_BYTES } from "~/content/listing-options";
import { database } from "~/db/client.server";
import { type ImageVariant, projectConfigurations, projects } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { ImageRejectedError, ImagesBusyError, processImage } from "~/lib/images.server";
import { removeProjectFiles } from "./projects.server";

/** Floor plans are stored as listing photos are (WebP variants, checked by content), in a folder of their own. */
const FLOOR_PLAN_FOLDER = "floor_plans";

export const FLOOR_PLAN_MESSAGES = {
  get missing() {
    return t`Please choose the floor plan image.`;
  },
  get tooLarge() {
    return t`The floor plan must be an image of at most 10 MB.`;
  },
  get noConfiguration() {
    return t`Please choose a configuration of this project.`;
  },
  get busy() {
    return t`Too many images are being processed. Please try again in a minute.`;
  },
  saved(name: string) {
    return t`Floor plan of ${name} uploaded.`;
  },
};

export type FloorPlanOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 413 | 503; message: string };

/**
 * Checks and stores the floor plan of one of a project's configurations (one plan each), replacing the one it had. The
 * image is checked by its content, as listing photos are: a PDF or a renamed file is refused.
 */
export async function storeFloorPlan(
  actorId: string,
  projectId: string,
  configurationName: string,
  file: File | undefined,
): Promise<FloorPlanOutcome> {
  const db = database();
  const [configuration] = await db
    .select({ id: projectConfigurations.id, name: projectConfigurations.name, project: projects.projectBuildingName })
    .from(projectConfigurations)
    .innerJoin(projects, eq(projects.id, projectConfigurations.projectId))
    .where(and(eq(projectConfigurations.projectId, projectId), eq(projectConfigurations.name, configurationName)))
    .limit(1);
  if (!configuration) return { ok: false, status: 400, message: FLOOR_PLAN_MESSAGES.noConfiguration };
  if (!file || file.size === 0) return { ok: false, status: 400, message: FLOOR_PLAN_MESSAGES.missing };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: FLOOR_PLAN_MESSAGES.tooLarge };
  let variants: ImageVariant[];
  try {
    variants = (await processImage(Buffer.from(await file.arrayBuffer()), FLOOR_PLAN_FOLDER)).variants;
  } catch (error) {
    // A busy queue is a kind of refusal, so it is told apart first.
    if (error instanceof ImagesBusyError) return { ok: false, status: 503, message: FLOOR_PLAN_MESSAGES.busy };
    if (error instanceof ImageRejectedError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
  const before = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ floorPlan: projectConfigurations.floorPlan })
      .from(projectConfigurations)
      .where(eq(projectConfigurations.id, configuration.id))
      .for("update");
    if (!row) return null;
    await tx
      .update(projectConfigurations)
      .set({ floorPlan: variants })
      .where(eq(projectConfigurations.id, configuration.id));
    // Touching the project moves the content version on, so its cached page shows the new plan.
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
    await recordAudit(tx, {
      actorId,
      action: "project.floor-plan",
      subjectType: "project",
      subjectId: projectId,
      subjectName: `${configuration.project}: ${configuration.name}`,
    });
    return row;
  });
  if (!before) {
    await removeProjectFiles([variants]);
    return { ok: false, status: 400, message: FLOOR_PLAN_MESSAGES.noConfiguration };
  }
  if (before.floorPlan) await removeProjectFiles([before.floorPlan]);
  return { ok: true, message: FLOOR_PLAN_MESSAGES.saved(configuration.name) };
}
