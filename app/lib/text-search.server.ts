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

/**
 * The text as the prefix query of its plain words (what `to_tsquery` reads), or undefined when it has web-search syntax
 * or no word: the search index answers only plain words.
 */
export function plainWords(text: string): string | undefined {
  return WEB_SYNTAX.test(text) ? undefined : prefixQuery(text);
}

/** The text query of a search: web-search syntax, or every word as a prefix. */
function textQuery(text: string): SQL {
  const web = sql`websearch_to_tsquery('english', ${text})`;
  const prefix = prefixQuery(text);
  if (!prefix) return web;
  // Plain words: whatever has every word has every word's beginning, so the prefix query finds all the web query
  // does. Asking both makes the index read each word's entries twice (a third of a word search's time).
  if (!WEB_SYNTAX.test(text)) return sql`to_tsquery('english', ${prefix})`;
  // One tsquery (a || b), so one index scan answers both ways of matching.
  return sql`(${web} || to_tsquery('english', ${prefix}))`;
}

/**
 * Full text over a generated tsvector column (served by its GIN index). `city`, when the search has one, must be
 * among the column's words too (the vector includes the row's city, so every row of that city has it): the text
 * index then drops the other cities' rows itself, where before each of them was read from the table and refused
 * (a word search in one city took a quarter of the time).
 */
export function textMatches(vector: AnyPgColumn, text: string, city?: string): SQL {
  const query = textQuery(text);
  // Two conditions, not one query joined with &&: a text of stop words alone ('the') reads as an empty query, which
  // matches nothing, and joined to the city's word it would have matched the whole city. One GIN scan takes both.
  return city
    ? sql`${vector} @@ ${query} and ${vector} @@ plainto_tsquery('english', ${city})`
    : sql`${vector} @@ ${query}`;
}
