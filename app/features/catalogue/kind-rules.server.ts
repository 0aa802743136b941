import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { ExploreType } from "~/content/explore-filters";
import type { ListingType } from "~/content/listing-options";
import { listings } from "~/db/schema";
import type { ListingColumns, RowTest } from "~/features/listings/listing-index.server";

/** The columns of a listing a kind is told by: coded text in the search index, plain text in the database. */
type KindColumn = "listingType" | "propertyType" | "propertyCategory";

/**
 * What makes a listing one kind of place, declared once: the database's condition and the search index's test are
 * both made from it, so the two cannot say different things.
 */
export type KindRule =
  | { column: KindColumn; is: string }
  | { column: KindColumn; notIn: readonly string[] }
  | { flag: "isCoLiving" | "isShortStay" }
  | { all: readonly [KindRule, ...KindRule[]] };

/** Stays, which are never commercial property, whatever category their poster gave. */
const STAY_TYPES: readonly ListingType[] = ["Hotel", "PG", "Room"];

/** Each kind of place explore and the stay pages narrow listings to (a project is not a listing). */
export const EXPLORE_KIND_RULES: Record<Exclude<ExploreType, "project">, KindRule> = {
  hotel: { column: "listingType", is: "Hotel" },
  pg: { column: "listingType", is: "PG" },
  room: { column: "listingType", is: "Room" },
  "co-living": { flag: "isCoLiving" },
  "short-stay": { flag: "isShortStay" },
  sell: { column: "listingType", is: "Sell" },
  rent: { column: "listingType", is: "Rent" },
  plot: { column: "propertyType", is: "Plot/Land" },
  commercial: {
    all: [
      { column: "propertyCategory", is: "Commercial" },
      { column: "listingType", notIn: STAY_TYPES },
    ],
  },
};

/** The rule as a condition on the listings table. */
export function kindSql(rule: KindRule): SQL {
  if ("all" in rule) {
    const [first, ...rest] = rule.all.map(kindSql);
    return and(first, ...rest) ?? first;
  }
  if ("flag" in rule) return sql`${listings[rule.flag]}`;
  if ("is" in rule) return eq(listings[rule.column], rule.is);
  return notInArray(listings[rule.column], [...rule.notIn]);
}

/** The rule as a test of a row of the search index. */
export function kindTest(rule: KindRule, c: ListingColumns): RowTest {
  if ("all" in rule) {
    const tests = rule.all.map((part) => kindTest(part, c));
    return (row) => tests.every((test) => test(row));
  }
  if ("flag" in rule) {
    const flags = c[rule.flag];
    return (row) => flags[row] === 1;
  }
  if ("is" in rule) {
    const wanted = rule.is;
    return c[rule.column].where((value) => value === wanted);
  }
  const refused = rule.notIn;
  // As in SQL, a missing value is not "not in" anything.
  return c[rule.column].where((value) => value !== null && !refused.includes(value));
}
