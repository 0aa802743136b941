import { and, eq, gte, inArray, isNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { FACT_FILTER_RULES, type FactFilterName, type Rule } from "~/content/catalogue";
import { listings } from "~/db/schema";
import type { ListingColumns, RowTest } from "~/features/search/search.server";

/**
 * The catalogue's rules (the explore kinds', the fact filters') made into the database's condition and the search
 * index's row test, both from the one declaration, so the two cannot say different things.
 */

const joined = (parts: SQL[], join: typeof and): SQL => {
  const [first, ...rest] = parts;
  return join(first, ...rest) ?? first;
};

/** The rule as a condition on the listings table. */
export function ruleSql(rule: Rule): SQL {
  if ("all" in rule) return joined(rule.all.map(ruleSql), and);
  if ("any" in rule) return joined(rule.any.map(ruleSql), or);
  if ("flag" in rule) return sql`${listings[rule.flag]}`;
  if ("number" in rule) {
    return "atLeast" in rule ? gte(listings[rule.number], rule.atLeast) : eq(listings[rule.number], rule.is);
  }
  const column = listings[rule.column];
  if ("is" in rule) return eq(column, rule.is);
  if ("in" in rule) return inArray(column, [...rule.in]);
  if ("notIn" in rule) return notInArray(column, [...rule.notIn]);
  if ("isMissing" in rule) return isNull(column);
  return lte(column, rule.atMost);
}

/** The rule as a test of a row of the search index. */
export function ruleTest(rule: Rule, c: ListingColumns): RowTest {
  if ("all" in rule) {
    const tests = rule.all.map((part) => ruleTest(part, c));
    return (row) => tests.every((test) => test(row));
  }
  if ("any" in rule) {
    const tests = rule.any.map((part) => ruleTest(part, c));
    return (row) => tests.some((test) => test(row));
  }
  if ("flag" in rule) {
    const flags = c[rule.flag];
    return (row) => flags[row] === 1;
  }
  if ("number" in rule) {
    // NaN where a listing gives none, so no comparison holds, as with SQL's null.
    const numbers = c[rule.number];
    if ("atLeast" in rule) {
      const least = rule.atLeast;
      return (row) => numbers[row] >= least;
    }
    const wanted = rule.is;
    return (row) => numbers[row] === wanted;
  }
  const column = c[rule.column];
  if ("is" in rule) {
    const wanted = rule.is;
    return column.where((value) => value === wanted);
  }
  if ("in" in rule) {
    const wanted = rule.in;
    return column.where((value) => value !== null && wanted.includes(value));
  }
  if ("notIn" in rule) {
    const refused = rule.notIn;
    // As in SQL, a missing value is not "not in" anything.
    return column.where((value) => value !== null && !refused.includes(value));
  }
  if ("isMissing" in rule) return column.where((value) => value === null);
  const most = rule.atMost;
  return column.where((value) => value !== null && value <= most);
}

type FactFilterForms<Form> = { [P in FactFilterName]: (value: Parameters<(typeof FACT_FILTER_RULES)[P]>[0]) => Form };

const factFilterForms = <Form>(form: (rule: Rule) => Form): FactFilterForms<Form> =>
  Object.fromEntries(
    (Object.keys(FACT_FILTER_RULES) as FactFilterName[]).map((name) => {
      const rule = FACT_FILTER_RULES[name] as (value: unknown) => Rule;
      return [name, (value: unknown) => form(rule(value))];
    }),
  ) as FactFilterForms<Form>;

/** The fact filters as conditions on the listings table, by URL key. */
export const factFilterSql: FactFilterForms<SQL> = factFilterForms(ruleSql);

/** The fact filters as tests of a row of the search index, by URL key. */
export const factFilterTests = (c: ListingColumns): FactFilterForms<RowTest> =>
  factFilterForms((rule) => ruleTest(rule, c));
