import { data } from "react-router";
import { z } from "zod";
import { MAX_PHOTOS } from "~/content/listing-options";
import { type BodyRead, readForm } from "~/lib/request-body.server";
import { requireAdmin } from "~/lib/session.server";
import { chosenFiles, storeProjectImages, TOO_LARGE_MESSAGE } from "./project-images.server";
import type { ProjectSource } from "./project-options";
import { PROJECT_FORM_BODY_LIMIT } from "./project-options";
import {
  type FieldErrors,
  fieldErrorsOf,
  formValues,
  type ProjectFormResult,
  projectFormSchema,
  QUICK_POSTING_SUCCESS,
  quickPostingSchema,
} from "./project-schema";
import {
  createProject,
  createQuickPosting,
  deleteProject,
  findProject,
  imageKey,
  removeProjectFiles,
  updateProject,
} from "./projects.server";

const CHECK_FIELDS = "Please check the highlighted fields.";

const refuse = (errors: FieldErrors, values: Record<string, unknown>, status = 400) =>
  data<ProjectFormResult>({ tone: "error", message: CHECK_FIELDS, errors, values }, { status });

const problem = (message: string, status: number) => data<ProjectFormResult>({ tone: "error", message }, { status });

type FormResponse = ReturnType<typeof refuse>;

/** The form the reader returned, or the answer when there is none (too large, a NUL in a field, not a form). */
function postedForm(read: BodyRead<FormData | null>): { form: FormData } | { response: FormResponse } {
  if (!read.ok) return { response: problem(read.message, read.status) };
  if (!read.value) return { response: problem("The form could not be read. Please try again.", 400) };
  return { form: read.value };
}

type ProjectFormOutcome =
  | { ok: true; input: z.infer<typeof projectFormSchema>; form: FormData; files: File[] }
  | { ok: false; response: FormResponse };

/** Reads and checks the Add New Project form; photos are only stored once everything else is valid. */
async function readProjectForm(request: Request): Promise<ProjectFormOutcome> {
  const read = await readForm(request, PROJECT_FORM_BODY_LIMIT);
  // Too large is nearly always too many or too big photos: say so where the photos are chosen.
  if (!read.ok && read.status === 413) return { ok: false, response: refuse({ images: TOO_LARGE_MESSAGE }, {}, 413) };
  const posted = postedForm(read);
  if ("response" in posted) return { ok: false, response: posted.response };
  const { form } = posted;
  const values = formValues(form, ["amenities"]);
  const parsed = projectFormSchema.safeParse(values);
  const files = chosenFiles(form);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (files.length > MAX_PHOTOS) errors.images = TOO_LARGE_MESSAGE;
  if (!parsed.success || errors.images) return { ok: false, response: refuse(errors, values) };
  return { ok: true, input: parsed.data, form, files };
}

/** Add New Project: the project row and its photos, all or nothing. */
export async function createProjectAction(request: Request) {
  const admin = await requireAdmin(request);
  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, formValues(read.form, ["amenities"]));
  try {
    const id = await createProject(admin.id, read.input, stored.images);
    return data<ProjectFormResult>({
      tone: "success",
      message: `Project “${read.input.projectBuildingName}” created.`,
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
  if (!project) throw new Response("Project not found.", { status: 404 });

  if (project.source !== "project") {
    const posted = postedForm(await readForm(request));
    if ("response" in posted) return posted.response;
    const values = formValues(posted.form);
    const parsed = quickPostingSchema.safeParse(values);
    if (!parsed.success) return refuse(fieldErrorsOf(parsed.error), values);
    await updateProject(admin.id, id, { kind: "quick", input: parsed.data });
    return data<ProjectFormResult>({ tone: "success", message: `Saved “${parsed.data.title}”.`, savedId: id });
  }

  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const removing = new Set(read.form.getAll("removeImage"));
  const kept = project.images.filter((image) => !removing.has(imageKey(image)));
  if (kept.length + read.files.length > MAX_PHOTOS) {
    return refuse({ images: TOO_LARGE_MESSAGE }, formValues(read.form, ["amenities"]));
  }
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, formValues(read.form, ["amenities"]));
  try {
    const saved = await updateProject(admin.id, id, {
      kind: "project",
      input: read.input,
      images: [...kept, ...stored.images],
    });
    if (!saved) throw new Response("Project not found.", { status: 404 });
  } catch (error) {
    await removeProjectFiles(stored.images);
    throw error;
  }
  return data<ProjectFormResult>({
    tone: "success",
    message: `Saved “${read.input.projectBuildingName}”.`,
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
  const posted = postedForm(await readForm(request));
  if ("response" in posted) return posted.response;
  const values = formValues(posted.form);
  const intent = listIntentSchema.safeParse(values);
  if (!intent.success || (intent.data.intent === "create" && !postingSource)) {
    return data<ProjectFormResult>({ tone: "error", message: "Choose what to do." }, { status: 400 });
  }
  if (intent.data.intent === "delete") {
    const outcome = await deleteProject(admin.id, intent.data.projectId);
    if (!outcome.ok) {
      return data<ProjectFormResult>({ tone: "error", message: "That project no longer exists." }, { status: 404 });
    }
    return data<ProjectFormResult>({ tone: "success", message: `Deleted “${outcome.name}”.` });
  }
  const parsed = quickPostingSchema.safeParse(values);
  if (!parsed.success) return refuse(fieldErrorsOf(parsed.error), values);
  const id = await createQuickPosting(admin.id, parsed.data, postingSource as ProjectSource);
  return data<ProjectFormResult>({ tone: "success", message: QUICK_POSTING_SUCCESS, savedId: id });
}
