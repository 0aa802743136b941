import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { withLocale } from "~/lib/i18n.server";
import { EXPLORE_KINDS, FACT_FILTER_RULES, FACT_NAMES, FACTS, KINDS, LISTING_KINDS, type Rule } from "./catalogue";
import { EXPLORE_FILTERS } from "./explore-filters";
import { ALL_AMENITIES, LISTING_TYPES, PROPERTY_TYPES } from "./listing-options";

/** Every Hindi msgid with a non-empty msgstr, from the catalogs the build compiles. */
function hindiMessages(): Set<string> {
  const dir = path.resolve(import.meta.dirname, "../locales/hi");
  const translated = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const entries = readFileSync(path.join(dir, file), "utf8").split(/\n\n+/);
    for (const entry of entries) {
      // Continuation lines ("…") join the string before them.
      const joined = entry.replace(/"\n"/g, "");
      const id = /^msgid "(.*)"$/m.exec(joined)?.[1];
      const str = /^msgstr "(.*)"$/m.exec(joined)?.[1];
      if (id && str) translated.add(id.replace(/\\"/g, '"'));
    }
  }
  return translated;
}

const HINDI = hindiMessages();
/** A message's English: the build keeps only ids in descriptors, so it is read through the English catalog. */
const words = (descriptor: MessageDescriptor) => withLocale("en", () => i18n._(descriptor));

/** The words a fact's declaration shows: its name on pages and its input's label, placeholder and hint. */
function factWords(fact: (typeof FACT_NAMES)[number]): MessageDescriptor[] {
  const { label, input, problem } = FACTS[fact];
  return [
    label,
    problem,
    input.label,
    ...("placeholder" in input ? [input.placeholder] : []),
    ...("hint" in input && input.hint ? [input.hint] : []),
  ];
}

/** The columns a rule reads. */
function columnsOf(rule: Rule): string[] {
  if ("all" in rule) return rule.all.flatMap(columnsOf);
  if ("any" in rule) return rule.any.flatMap(columnsOf);
  if ("flag" in rule) return [rule.flag];
  if ("number" in rule) return [rule.number];
  return [rule.column];
}

describe("the catalogue's facts", () => {
  it.each(FACT_NAMES)("%s has a label, an input and a rule's message, each in Hindi", (fact) => {
    for (const descriptor of factWords(fact)) {
      expect(words(descriptor), `${fact}: a label`).toBeTruthy();
      expect(HINDI.has(words(descriptor)), `${fact}: '${words(descriptor)}' has no Hindi`).toBe(true);
    }
  });

  it.each(FACT_NAMES)("%s, when it filters, names an explore filter and tests its own value", (fact) => {
    const declared = FACTS[fact];
    if (!("filter" in declared)) return;
    const { param } = declared.filter;
    expect(Object.keys(EXPLORE_FILTERS)).toContain(param);
    expect(Object.keys(FACT_FILTER_RULES)).toContain(param);
    // Every value the filter reads from a URL makes a rule, and the rule reads the fact it is declared on.
    const sample = param === "bhk" ? [1, 5] : param === "availableFrom" ? ["2026-12-01"] : ["Yes", "Both", "Double"];
    for (const value of sample) {
      const rule = (declared.filter.rule as (value: unknown) => Rule)(value);
      expect(columnsOf(rule)).toContain(fact);
    }
  });
});

describe("the catalogue's kinds", () => {
  it.each(LISTING_KINDS)("%s asks for every fact it has and offers only known amenities", (kind) => {
    const declared = KINDS[kind];
    expect(LISTING_TYPES).toContain(declared.listingType);
    expect(PROPERTY_TYPES[declared.listingType].length).toBeGreaterThan(0);
    for (const fact of declared.facts) {
      expect(FACTS[fact], `${kind}: ${fact} is declared`).toBeDefined();
      expect(FACTS[fact].input.control, `${kind}: ${fact} has an input`).toBeTruthy();
    }
    for (const fact of declared.cardFacts) {
      if (fact !== "pricePerSqFt") expect(declared.facts, `${kind}: its card's ${fact}`).toContain(fact);
    }
    for (const amenity of declared.amenities) expect(ALL_AMENITIES).toContain(amenity);
  });

  it("names every kind of place a search narrows to, one and many, in Hindi", () => {
    for (const kind of EXPLORE_KINDS) {
      expect(HINDI.has(words(kind.one)), `${kind.value}: '${words(kind.one)}'`).toBe(true);
      expect(HINDI.has(words(kind.many)), `${kind.value}: '${words(kind.many)}'`).toBe(true);
    }
  });
});
