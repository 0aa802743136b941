import {
  COLUMN_FACTS,
  type ColumnFact,
  type FactValue,
  JSON_FACTS,
  KINDS,
  type KindFact,
  type ListingKind,
  PER_SQ_FT_AREAS,
} from "~/content/catalogue";
import { listings } from "~/db/schema";

// The catalogue part's server entry (docs/architecture.md): besides this module, the declared rules as SQL and tests.
export { factFilterSql, factFilterTests, ruleSql, ruleTest } from "./kind-rules.server";

/**
 * Where the catalogue's facts live in the database (ADR 048): a column each for those declared so, one JSON column for
 * the rest. Listing pages, cards and saves select and write facts only through these.
 */
export const factColumns = {
  ...(Object.fromEntries(COLUMN_FACTS.map((fact) => [fact, listings[fact]])) as {
    [F in ColumnFact]: (typeof listings)[F];
  }),
  kindFacts: listings.kindFacts,
};

/** The facts some kind shows on its card (pricePerSqFt is worked out from the areas). */
const CARD_FACTS = new Set<string>(
  (Object.keys(KINDS) as ListingKind[]).flatMap((kind) =>
    KINDS[kind].cardFacts.flatMap((fact) =>
      fact === "pricePerSqFt" ? PER_SQ_FT_AREAS.map((area): string => area.fact) : [fact],
    ),
  ),
);

/** The columns a card's chips read: only the facts some kind shows on its card, and the JSON ones. */
export const cardFactColumns = {
  ...(Object.fromEntries(COLUMN_FACTS.filter((fact) => CARD_FACTS.has(fact)).map((fact) => [fact, listings[fact]])) as {
    [F in ColumnFact]?: (typeof listings)[F];
  }),
  kindFacts: listings.kindFacts,
};

/** A checked listing's facts as the table stores them: what was not given is null, or absent from the JSON. */
export function factValues(input: { [F in KindFact]?: FactValue<F> }) {
  return {
    ...(Object.fromEntries(COLUMN_FACTS.map((fact) => [fact, input[fact] ?? null])) as {
      [F in ColumnFact]: FactValue<F> | null;
    }),
    kindFacts: Object.fromEntries(
      JSON_FACTS.flatMap((fact) => {
        const value: unknown = input[fact];
        return typeof value === "string" || typeof value === "number" ? [[fact, value]] : [];
      }),
    ),
  };
}
