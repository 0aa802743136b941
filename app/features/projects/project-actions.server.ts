import { ph, t } from "@lingui/core/macro";
import { data } from "react-router";
import { z } from "zod";
import { MAX_PHOTOS } from "~/content/listing-options";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { checkFields } from "~/lib/field-errors";
import { readSubmission, type Submission } from "~/lib/form-submission.server";
import { requireAdmin } from "~/lib/session.server";
import { builderChoices } from "./builders.server";
import { storeProjectImages, tooLargeMessage } from "./project-images.server";
import type { ProjectSource } from "./project-options";
import { PROJECT_FORM_BODY_LIMIT } from "./project-options";
import { PROJECT_MESSAGES, type ProjectFormResult, projectFormSchema, quickPostingSchema } from "./project-schema";
import {
  createProject,
  createQuickPosting,
  deleteProject,
  findProject,
  imageKey,
  removeProjectFiles,
  updateProject,
} from "./projects.server";

const refuse = (errors: FieldErrors, values: SubmittedValues, status = 400) =>
  data<ProjectFormResult>(
    { tone: "error", message: t`Please check the highlighted fields.`, errors, values },
    { status },
  );

const problem = (message: string, status: number) => data<ProjectFormResult>({ tone: "error", message }, { status });

type FormResponse = ReturnType<typeof refuse>;

/** The answer to a body refused before any field was checked (too large, a NUL in a field). */
const refusedBody = (submission: Submission<unknown>) =>
  !submission.ok && submission.message ? problem(submission.message, submission.status) : undefined;

type ProjectFormOutcome =
  | { ok: true; input: z.infer<typeof projectFormSchema>; values: SubmittedValues; files: File[] }
  | { ok: false; response: FormResponse };

/** Reads and checks the Add New Project form; photos are only stored once everything else is valid. */
async function readProjectForm(request: Request): Promise<ProjectFormOutcome> {
  const submission = await readSubmission(request, projectFormSchema, {
    limit: PROJECT_FORM_BODY_LIMIT,
    lists: [
      "amenities",
      "removeImage",
      "configName",
      "configCarpet",
      "configBuiltUp",
      "configSuper",
      "configPriceMin",
      "configPriceMax",
    ],
    files: "images",
  });
  // Too large is nearly always too many or too big photos: say so where the photos are chosen.
  if (!submission.ok && submission.status === 413) {
    return { ok: false, response: refuse({ images: tooLargeMessage() }, {}, 413) };
  }
  const refused = refusedBody(submission);
  if (refused) return { ok: false, response: refused };
  const errors: FieldErrors = submission.ok ? {} : { ...submission.fieldErrors };
  if (submission.files.length > MAX_PHOTOS) errors.images = tooLargeMessage();
  const builderId = submission.ok ? submission.value.builderId : undefined;
  if (builderId && !(await builderChoices()).some((builder) => builder.id === builderId)) {
    errors.builderId = t`Please choose a builder from the list.`;
  }
  if (!submission.ok || errors.images || errors.builderId)
    return { ok: false, response: refuse(errors, submission.values) };
  return { ok: true, input: submission.value, values: submission.values, files: submission.files };
}

/** Add New Project: the project row and its photos, all or nothing. */
export async function createProjectAction(request: Request) {
  const admin = await requireAdmin(request);
  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, read.values);
  try {
    const id = await createProject(admin.id, read.input, stored.images);
    return data<ProjectFormResult>({
      tone: "success",
      message: t`Project “${ph({ name: read.input.projectBuildingName })}” created.`,
      savedId: id,
    });
  } catch (error) {
    await removeProjectFiles(stored.images);
    throw error;
  }
}

/** Edit a project: its fields, photos to remove (by key) and photos to add. */
export async function updateProjectAction(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const project = await findProject(id);
  if (!project) throw new Response(t`Project not found.`, { status: 404 });

  if (project.source !== "project") {
    const posting = await readSubmission(request, quickPostingSchema);
    if (!posting.ok) return refusedBody(posting) ?? refuse(posting.fieldErrors, posting.values);
    await updateProject(admin.id, id, { kind: "quick", input: posting.value });
    return data<ProjectFormResult>({
      tone: "success",
      message: t`Saved “${ph({ name: posting.value.title })}”.`,
      savedId: id,
    });
  }

  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const removing = new Set(read.values.removeImage as string[]);
  const kept = project.images.filter((image) => !removing.has(imageKey(image)));
  if (kept.length + read.files.length > MAX_PHOTOS) {
    return refuse({ images: tooLargeMessage() }, read.values);
  }
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, read.values);
  try {
    const saved = await updateProject(admin.id, id, {
      kind: "project",
      input: read.input,
      images: [...kept, ...stored.images],
    });
    if (!saved) throw new Response(t`Project not found.`, { status: 404 });
  } catch (error) {
    await removeProjectFiles(stored.images);
    throw error;
  }
  return data<ProjectFormResult>({
    tone: "success",
    message: t`Saved “${ph({ name: read.input.projectBuildingName })}”.`,
    savedId: `${id}:${Date.now()}`,
  });
}

const listIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), projectId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("create") }),
]);

/**
 * The project lists' actions: Delete everywhere, and on pages with a posting form (Buys,
 * Post Property, Create Project) creating a posting of that page's source.
 */
export async function projectListAction(request: Request, postingSource?: ProjectSource) {
  const admin = await requireAdmin(request);
  const intent = await readSubmission(request, listIntentSchema);
  const refused = refusedBody(intent);
  if (refused) return refused;
  if (!intent.ok || (intent.value.intent === "create" && !postingSource)) {
    return data<ProjectFormResult>({ tone: "error", message: t`Choose what to do.` }, { status: 400 });
  }
  if (intent.value.intent === "delete") {
    const outcome = await deleteProject(admin.id, intent.value.projectId);
    if (!outcome.ok) {
      return data<ProjectFormResult>({ tone: "error", message: t`That project no longer exists.` }, { status: 404 });
    }
    return data<ProjectFormResult>({ tone: "success", message: t`Deleted “${ph({ name: outcome.name })}”.` });
  }
  const posting = checkFields(quickPostingSchema, intent.values);
  if (!posting.ok) return refuse(posting.fieldErrors, posting.values);
  const id = await createQuickPosting(admin.id, posting.value, postingSource as ProjectSource);
  return data<ProjectFormResult>({ tone: "success", message: PROJECT_MESSAGES.quickPostingSuccess, savedId: id });
}
