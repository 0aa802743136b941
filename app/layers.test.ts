import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
const sandbox = mkdtempSync(path.join(os.tmpdir(), "gharstay-layers-"));
copyFileSync(path.join(root, "biome.json"), path.join(sandbox, "biome.json"));

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints one file placed at `file` in a copy of the project's lint set-up, so the real tree is never touched. */
function lint(file: string, source: string): { ok: boolean; output: string } {
  const target = path.join(sandbox, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, source);
  const result = spawnSync(process.execPath, [biome, "lint", file], { cwd: sandbox, encoding: "utf8" });
  rmSync(target);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const importsListings =
  'import { listingForView } from "~/features/listings/listings.server";\n\nexport const view = listingForView;\n';

// Each probe starts Biome once; under load that can take seconds.
describe("npm run lint keeps the layers one-way", { timeout: 30_000 }, () => {
  it("refuses a shared layer that imports a feature", () => {
    for (const layer of ["lib", "components", "content", "db"]) {
      const { ok, output } = lint(`app/${layer}/probe.ts`, importsListings);
      expect(ok, output).toBe(false);
      expect(output).toContain("never import features");
    }
  });

  it("refuses a feature that imports a route", () => {
    const { ok, output } = lint(
      "app/features/listings/probe.ts",
      'import { loader } from "~/routes/home";\n\nexport const load = loader;\n',
    );
    expect(ok, output).toBe(false);
    expect(output).toContain("Features never import routes");
  });

  it("refuses a feature that reaches into another feature's internal module", () => {
    for (const source of [
      'import { listingSchema } from "~/features/listings/listing-schema";\n\nexport const schema = listingSchema;\n',
      'import { listingSchema } from "../listings/listing-schema";\n\nexport const schema = listingSchema;\n',
      // A server module behind its part's entry (listings.server) is internal too.
      'import { publicListingCards } from "~/features/listings/listing-cards.server";\n\nexport const cards = publicListingCards;\n',
      'import { receiveUpload } from "~/features/photos/uploads.server";\n\nexport const upload = receiveUpload;\n',
    ]) {
      const { ok, output } = lint("app/features/search/probe.ts", source);
      expect(ok, output).toBe(false);
      expect(output).toContain("only through its public modules");
    }
  });

  it("lets a feature use another feature's entry, and its own files by ./ paths", () => {
    const { ok, output } = lint(
      "app/features/search/probe.ts",
      'import { publicListingCards } from "~/features/listings/listings.server";\nimport { searchExplore } from "./explore.server";\n\nexport const both = [publicListingCards, searchExplore];\n',
    );
    expect(ok, output).toBe(true);
  });

  it("lets a route compose a feature", () => {
    const { ok, output } = lint("app/routes/probe.ts", importsListings);
    expect(ok, output).toBe(true);
  });

  it("refuses a file name that is not kebab-case", () => {
    const { ok, output } = lint("app/lib/ListingCard.ts", "export const card = 1;\n");
    expect(ok, output).toBe(false);
    expect(output).toContain("useFilenamingConvention");
  });
});

describe("each part has one entry", () => {
  it("lets a part expose one module for the server and one for the browser, no more", () => {
    type Override = { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } };
    type Rule = { options: { patterns: Array<{ group: string[] }> } };
    const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as { overrides: Override[] };
    const features = config.overrides.find((override) => override.includes.includes("app/features/**"));
    const rule = features?.linter?.rules?.style?.noRestrictedImports as Rule;
    const entries = new Map<string, { server: number; browser: number }>();
    for (const allowed of rule.options.patterns.flatMap((pattern) => pattern.group)) {
      const [, part, module] = /^!~\/features\/([^/]+)\/(.+)$/.exec(allowed) ?? [];
      if (!part) continue;
      const count = entries.get(part) ?? { server: 0, browser: 0 };
      count[module.endsWith(".server") ? "server" : "browser"] += 1;
      entries.set(part, count);
    }
    const several = [...entries].filter(([, count]) => count.server > 1 || count.browser > 1).map(([part]) => part);
    expect(several).toEqual([]);
    for (const part of ["listings", "photos", "search", "trust"]) expect(entries.has(part), part).toBe(true);
  });
});
