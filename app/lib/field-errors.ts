import { z } from "~/lib/zod";

/** One message per field at fault, keyed by the field's name. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** What was sent, as plain values: kept so a refused form can show them again. */
export type SubmittedValues = Record<string, unknown>;

/** Values checked against a form's schema: the parsed value, or the field messages. */
export type Checked<T, F extends string = string> =
  | { ok: true; value: T; values: SubmittedValues }
  | { ok: false; fieldErrors: FieldErrors<F>; values: SubmittedValues };

/** The field names of an object schema, also behind refinements and transforms. */
export type FieldOf<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

/** An object schema's fields in the order they are declared, which is the order the specification checks them. */
function fieldsOf(schema: z.ZodType): string[] | undefined {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return undefined;
}

/**
 * The first message for each field, in `fields` order when given (other fields are left out), else in the
 * order the issues came. An issue about the whole value (it was not an object) names no field.
 */
export function fieldErrors<F extends string>(error: z.ZodError, fields?: readonly F[]): FieldErrors<F> {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && !first.has(String(field))) first.set(String(field), issue.message);
  }
  const errors: FieldErrors<F> = {};
  for (const field of fields ?? ([...first.keys()] as F[])) {
    if (first.has(field)) errors[field] = first.get(field);
  }
  return errors;
}

/**
 * Checks values against a schema, the same way in the browser and on the server. Messages come in the
 * order of `fields`, by default the schema's own field order.
 */
export function checkFields<S extends z.ZodType, F extends string = FieldOf<S>>(
  schema: S,
  input: unknown,
  fields?: readonly F[],
): Checked<z.output<S>, F> {
  const values = input !== null && typeof input === "object" && !Array.isArray(input) ? (input as SubmittedValues) : {};
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data, values };
  return { ok: false, fieldErrors: fieldErrors(parsed.error, fields ?? (fieldsOf(schema) as F[] | undefined)), values };
}

/** For forms that show one message at a time: the first field at fault, if any field is named. */
export function firstFieldError<F extends string>(errors: FieldErrors<F>): { field: F; message: string } | undefined {
  const [first] = Object.entries(errors) as [F, string][];
  return first && { field: first[0], message: first[1] };
}

/**
 * For forms that show one message at a time: the first problem of `input` in the schema's order, or null when there
 * is none. A value that is not an object is checked like an empty form, so it names the first field too.
 */
export function firstProblem<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { field: FieldOf<S>; message: string } | null {
  const form = input !== null && typeof input === "object" && !Array.isArray(input) ? input : {};
  const checked = checkFields(schema, form);
  return checked.ok ? null : (firstFieldError(checked.fieldErrors) ?? null);
}
