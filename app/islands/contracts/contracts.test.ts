import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Contract } from "./contract";

/**
 * Islands meet their markup only through these contracts (ADR 047): a `data-*` name typed again on either side would
 * drift from its twin without failing the typecheck. This reads the sources: an island names no attribute itself
 * (neither a `data-…` name nor `dataset`), and no module outside the islands writes a name a contract declares.
 */
const app = path.resolve(import.meta.dirname, "../..");
const islands = path.join(app, "islands");
const contracts = path.join(islands, "contracts");
const ATTRIBUTE = /\bdata-[a-z][a-z0-9-]*/g;
const DATASET = /\.dataset\b/g;

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const isContract = (value: unknown): value is Contract<Record<string, `data-${string}`>> =>
  typeof value === "object" && value !== null && "names" in value && "attrs" in value;
const declared = new Set<string>(
  Object.values(modules).flatMap((module) =>
    Object.values(module)
      .filter(isContract)
      .flatMap((contract) => Object.values(contract.names)),
  ),
);

/** The TypeScript sources under `dir`, tests left out. */
const sourcesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

const attributesIn = (source: string) => [...source.matchAll(ATTRIBUTE)].map(([name]) => name);

/** What `find` finds in each file, for the files where it finds something. */
const findIn = (files: string[], find: (source: string) => string[]) =>
  Object.fromEntries(
    files
      .map((file) => [path.relative(app, file), find(readFileSync(file, "utf8"))] as const)
      .filter(([, found]) => found.length > 0),
  );

describe("island contracts", () => {
  it("declare the attributes of every control", () => {
    expect([...declared]).toEqual(
      expect.arrayContaining([
        "data-heart",
        "data-carousel-step",
        "data-slider-show",
        "data-lightbox-open",
        "data-filter-for",
        "data-search-tab",
        "data-fill",
        "data-pay-online",
      ]),
    );
  });

  it("are the only place an island names an attribute", () => {
    const islandSources = sourcesIn(islands).filter((file) => !file.startsWith(`${contracts}${path.sep}`));
    expect(islandSources.map((file) => path.relative(app, file))).toContain("islands/carousel.ts");
    expect(
      findIn(islandSources, (source) => [
        ...attributesIn(source),
        ...[...source.matchAll(DATASET)].map(([hit]) => hit),
      ]),
    ).toEqual({});
  });

  it("are the only place a component names an island's attribute", () => {
    const others = sourcesIn(app).filter((file) => !file.startsWith(`${islands}${path.sep}`));
    expect(others.map((file) => path.relative(app, file))).toContain("components/ui/carousel.tsx");
    expect(findIn(others, (source) => attributesIn(source).filter((name) => declared.has(name)))).toEqual({});
  });

  it("would notice a name typed again", () => {
    expect(attributesIn('<button type="button" data-carousel-step="1">')).toEqual(["data-carousel-step"]);
    expect(attributesIn('button.closest("[data-lightbox]")')).toEqual(["data-lightbox"]);
    // Tailwind's variants style an attribute's value (the reveal contract's states) without writing the attribute.
    expect(attributesIn('className="data-[reveal=shown]:transition"')).toEqual([]);
  });
});
