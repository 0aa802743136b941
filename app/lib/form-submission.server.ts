import { t } from "@lingui/core/macro";
import { data } from "react-router";
import type { z } from "zod";
import { checkFields, type FieldErrors, type FieldOf, firstFieldError, type SubmittedValues } from "./field-errors";
import { type BodyRead, readForm, readJson } from "./request-body.server";

export type SubmissionOptions<F extends string> = {
  /** The body is a JSON object (the /api/v1 endpoints); otherwise a posted form, url-encoded or multipart. */
  json?: boolean;
  /** The most bytes read; the body reader's limit for forms and JSON when not given. */
  limit?: number;
  /** Form fields that may repeat, such as a group of checkboxes: always read as lists of text. */
  lists?: readonly string[];
  /** The form field whose files the caller keeps (a project's photos); files elsewhere are ignored. */
  files?: string;
  /** The order of the field messages, when it is not the schema's own. */
  fields?: readonly F[];
};

/**
 * A request's body checked against a schema. A refusal carries the field messages and the values to show
 * again, or, when the body itself was refused (too large, unreadable, a NUL, not JSON), only `message`.
 */
export type Submission<T, F extends string = string> =
  | { ok: true; value: T; values: SubmittedValues; files: File[] }
  | {
      ok: false;
      status: 400 | 413 | 415;
      fieldErrors: FieldErrors<F>;
      values: SubmittedValues;
      files: File[];
      message?: string;
    };

type Body = { values: SubmittedValues; files: File[] };

/**
 * The one way an action or API turns a request into values: read through the bounded body reader, then
 * checked with the same schema the browser runs.
 */
export async function readSubmission<S extends z.ZodType, F extends string = FieldOf<S>>(
  request: Request,
  schema: S,
  options: SubmissionOptions<F> = {},
): Promise<Submission<z.output<S>, F>> {
  const body = options.json ? await jsonBody(request, options.limit) : await formBody(request, options);
  if (!body.ok) {
    return { ok: false, status: body.status, message: body.message, fieldErrors: {}, values: {}, files: [] };
  }
  const checked = checkFields(schema, body.value.values, options.fields);
  return checked.ok ? { ...checked, files: body.value.files } : { ...checked, status: 400, files: body.value.files };
}

/** A refused submission, or a refused check (`Checked`), which names only fields. */
type Refusal = { fieldErrors: FieldErrors; message?: string };

/** The one line a JSON endpoint answers a refused body with: the body's own problem, else the first field's. */
export function refusalMessage(refusal: Refusal): string {
  return refusal.message ?? firstFieldError(refusal.fieldErrors)?.message ?? t`Bad request.`;
}

/** A refused submission as an action's outcome: its status, one message for the page and each field's. */
export function refusedOutcome<F extends string>(refusal: Extract<Submission<unknown, F>, { ok: false }>) {
  return {
    ok: false as const,
    status: refusal.status,
    message: refusalMessage(refusal),
    fieldErrors: refusal.fieldErrors,
  };
}

/** A refused query or body as a JSON endpoint's answer: 400, one message, and each field's. */
export function refusedFields(fieldErrors: FieldErrors) {
  return data({ error: refusalMessage({ fieldErrors }), fieldErrors }, { status: 400 });
}

/**
 * A refused check as the outcome of a form that shows one problem at a time (the account and contact forms, whose
 * browser half is `oneProblem`): the first field at fault, in the schema's order, and its message. A body refused
 * before it was checked (too large, not JSON) has its own status, which its caller answers first.
 */
export function refusedProblem<F extends string>(refusal: { fieldErrors: FieldErrors<F> }) {
  return {
    ok: false as const,
    status: 400 as const,
    message: refusalMessage(refusal),
    field: firstFieldError(refusal.fieldErrors)?.field,
  };
}

async function jsonBody(request: Request, limit?: number): Promise<BodyRead<Body>> {
  const read = await readJson(request, limit);
  return read.ok ? { ok: true, value: { values: read.value, files: [] } } : read;
}

/** Text fields as strings (the first of a repeated name), the declared lists as arrays. */
async function formBody(
  request: Request,
  { limit, lists = [], files }: SubmissionOptions<string>,
): Promise<BodyRead<Body>> {
  const read = await readForm(request, limit);
  if (!read.ok) return read;
  // A body that is not a form is checked like an empty one, so it gets the form's own messages.
  const form = read.value ?? new FormData();
  const values: SubmittedValues = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !lists.includes(name)) values[name] ??= value;
  }
  for (const name of lists) values[name] = form.getAll(name).filter((value) => typeof value === "string");
  // A browser sends one empty part for a file input where nothing was chosen.
  const chosen = files
    ? form.getAll(files).filter((value): value is File => value instanceof File && value.size > 0)
    : [];
  return { ok: true, value: { values, files: chosen } };
}
