import { readForm } from "~/lib/forms.server";

/**
 * The named text fields of a posted form. A body that is not a form (wrong content type,
 * malformed) reads as empty, so validation answers it with the usual first message.
 */
export async function readFormFields<K extends string>(
  request: Request,
  names: readonly K[],
): Promise<Partial<Record<K, string>>> {
  const form = await readForm(request);
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = form?.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
