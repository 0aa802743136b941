import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const MAX_QUERY_WORDS = 8;

/**
 * Every word of the search as a prefix ("awad" finds "Awadh"), all required. Words are cut to
 * letters and digits, so nothing a visitor types reaches to_tsquery's own syntax.
 */
function prefixQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_QUERY_WORDS);
  return words?.length ? words.map((word) => `${word}:*`).join(" & ") : undefined;
}

/** What websearch_to_tsquery reads as syntax: a quoted phrase, a word left out with "-", or "or" between words. */
const WEB_SYNTAX = /["-]|\bor\b/iu;

/** Full text over a generated tsvector column (served by its GIN index): web-search syntax, or every word as a prefix. */
export function textMatches(vector: AnyPgColumn, text: string): SQL {
  const web = sql`websearch_to_tsquery('english', ${text})`;
  const prefix = prefixQuery(text);
  if (!prefix) return sql`${vector} @@ ${web}`;
  // Plain words: whatever has every word has every word's beginning, so the prefix query finds all the web query
  // does. Asking both makes the index read each word's entries twice (a third of a word search's time).
  if (!WEB_SYNTAX.test(text)) return sql`${vector} @@ to_tsquery('english', ${prefix})`;
  // One tsquery (a || b), so one index scan answers both ways of matching.
  return sql`${vector} @@ (${web} || to_tsquery('english', ${prefix}))`;
}
