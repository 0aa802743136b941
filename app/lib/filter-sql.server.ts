import { type SQL, sql } from "drizzle-orm";

/** What one filter's value asks of a table: a condition, nothing (undefined), or "no row here" (null). */
export type FilterSql<Filters, Name extends keyof Filters> = {
  [K in Name]: (value: NonNullable<Filters[K]>) => SQL | undefined | null;
};

/**
 * The conditions the set filters put on one table, or null when one of them leaves the table out
 * of the search altogether. An unset filter, or an empty list, asks nothing.
 */
export function filterConditions<Filters, Name extends keyof Filters>(
  filters: Filters,
  sqlOf: FilterSql<Filters, Name>,
): SQL[] | null {
  const conditions: SQL[] = [];
  for (const name of Object.keys(sqlOf) as Name[]) {
    const value = filters[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const condition = sqlOf[name](value as NonNullable<Filters[Name]>);
    if (condition === null) return null;
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** A list of strings as a PostgreSQL text[] literal, for array containment (`@>`). */
export function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** One side of a search: how many rows match and one page of them. */
export type SearchPart<Row> = { count(): Promise<number>; page(offset: number, limit: number): Promise<Row[]> };
