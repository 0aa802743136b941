import { z } from "~/lib/zod";

/** A URL filter value that fails its rule becomes undefined, so a bad parameter is dropped instead of failing the page. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** One of a fixed list of choices, or dropped. */
export const oneOf = <const T extends readonly string[]>(values: T) => lenient(z.enum(values));

/** Free text from a URL: spaces collapsed, trimmed and cut to 100 characters; blank is dropped. */
export const searchText = lenient(
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100))
    .pipe(z.string().min(1)),
);
