import { type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { database } from "~/db/client.server";
import { contentMemo } from "~/lib/content-cache.server";

/**
 * What one filter's value asks of a table: a condition, nothing (undefined), or "no row here" (null). The other
 * filters are there for a condition that can be answered faster knowing them.
 */
export type FilterSql<Filters, Name extends keyof Filters> = FilterForms<Filters, Name, SQL>;

/** What one filter's value asks of a row in some form (SQL, or a test of the search index's row): see FilterSql. */
export type FilterForms<Filters, Name extends keyof Filters, Condition> = {
  [K in Name]: (value: NonNullable<Filters[K]>, filters: Filters) => Condition | undefined | null;
};

/**
 * The conditions the set filters put on one table, in one form, or null when one of them leaves the table out
 * of the search altogether. An unset filter, or an empty list, asks nothing.
 */
export function conditionsOf<Condition, Filters, Name extends keyof Filters>(
  filters: Filters,
  formOf: FilterForms<Filters, Name, Condition>,
): Condition[] | null {
  const conditions: Condition[] = [];
  for (const name of Object.keys(formOf) as Name[]) {
    const value = filters[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const condition = formOf[name](value as NonNullable<Filters[Name]>, filters);
    if (condition === null) return null;
    if (condition !== undefined) conditions.push(condition);
  }
  return conditions;
}

/** The SQL conditions the set filters put on one table (see conditionsOf). */
export const filterConditions = <Filters, Name extends keyof Filters>(
  filters: Filters,
  sqlOf: FilterSql<Filters, Name>,
) => conditionsOf<SQL, Filters, Name>(filters, sqlOf);

/** A list of strings as a PostgreSQL text[] literal, for array containment (`@>`). */
export function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The rows matching `where`, counted up to `upTo` + 1 and no further: a search's count reads at most
 * that many index entries however broad it is, so `upTo` + 1 means "more than upTo". A scalar subquery,
 * so that `countEach` asks several in one statement.
 */
export function countUpTo(table: PgTable, where: SQL, upTo: number): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} where ${where} limit ${upTo + 1}) as matches)`;
}

/** A count: SQL still to ask, or a number already known (the search index's). */
export type Count = SQL<number> | number;

/**
 * The counts asked at one content version of one database, keyed by their SQL and parameters (about half a kilobyte
 * each). Searches nobody made before still share most of their counts: the same filters in another order or on
 * another page, and each "Remove the … filter" suggestion is a search someone else may have made. A filter cache, as
 * search engines keep one.
 */
const knownCounts = contentMemo<number>(10_000);
const dialect = new PgDialect();

function keyOf(count: SQL<number>): string {
  const { sql: text, params } = dialect.sqlToQuery(count);
  return `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * Several counts in one statement, in their order; an absent one is 0, a known one is itself. Each statement is a
 * trip to the database and back (on PostgreSQL, a network write the server wakes up for), which cost a fresh search
 * more than its counting did when an empty result asked a dozen counts for its suggestions one by one. Given the
 * content version (read before the search), a count already asked at that version is not asked again.
 */
export async function countEach(counts: ReadonlyArray<Count | undefined>, version?: number): Promise<number[]> {
  const memo = version === undefined ? undefined : knownCounts.at(version);
  const keys = counts.map((count) => (memo && count !== undefined && typeof count !== "number" ? keyOf(count) : ""));
  const known = keys.map((key) => (key ? memo?.get(key) : undefined));
  const asked = counts.flatMap((count, index) =>
    count !== undefined && typeof count !== "number" && known[index] === undefined
      ? [sql`${count} as ${sql.identifier(`c${index}`)}`]
      : [],
  );
  const row = asked.length === 0 ? {} : (await database().execute(sql`select ${sql.join(asked, sql`, `)}`)).rows[0];
  return counts.map((count, index) => {
    if (count === undefined) return 0;
    if (typeof count === "number") return count;
    const remembered = known[index];
    if (remembered !== undefined) return remembered;
    const value = Number(row[`c${index}`] ?? 0);
    if (memo && keys[index]) knownCounts.keep(memo, keys[index], value);
    return value;
  });
}

/** One side of a search: how many rows match (up to `upTo` + 1, see countUpTo) and one page of them. */
export type SearchPart<Row> = {
  count(upTo: number): Count;
  page(offset: number, limit: number): Promise<Row[]>;
};
