import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
    ]) {
      const { ok, output } = lint("app/features/search/probe.ts", source);
      expect(ok, output).toBe(false);
      expect(output).toContain("only through its public modules");
    }
  });

  it("lets a feature use another feature's public module, and its own files by ./ paths", () => {
    const { ok, output } = lint(
      "app/features/search/probe.ts",
      'import { publicListingCards } from "~/features/listings/listing-cards.server";\nimport { searchExplore } from "./explore.server";\n\nexport const both = [publicListingCards, searchExplore];\n',
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
