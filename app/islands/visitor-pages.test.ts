import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Pages a visitor gets without React (ADR 021) work through the islands alone, so a component they render must not
 * keep React state: the state would never change for a visitor, and the control would look alive and do nothing.
 * This walks each such page's imports, as the bundler would, and looks for state hooks (ADR 047).
 */
const app = path.resolve(import.meta.dirname, "..");
const routes = path.join(app, "routes");
const STATE = /\buse(State|Reducer|SyncExternalStore|ActionState|Optimistic)\s*[<(]/;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(app, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts")].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/**
 * The page's own module and every module of ours it imports, but no server module (none reaches the browser) and no
 * `import type` (erased before bundling).
 */
function modulesOf(page: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(
      /^\s*(?:import|export)\b(?!\s+type\b)[^"']*["']([^"']+)["']/gm,
    )) {
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  visit(page);
  return [...seen];
}

/** The routes that declare a visitor gets them without React, and the layout (app/root.tsx) that frames them. */
const visitorPages = [
  path.join(app, "root.tsx"),
  ...readdirSync(routes, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(routes, file))
    .filter((file) => /visitorsWithoutReact|hydrate: (?:"signed-in"|false)/.test(readFileSync(file, "utf8"))),
];

const holdingState = (page: string) =>
  modulesOf(page)
    .filter((file) => STATE.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(app, file));

describe("components on pages a visitor gets without React", () => {
  it("finds the pages and walks into their components", () => {
    expect(visitorPages.map((file) => path.relative(app, file))).toEqual(
      expect.arrayContaining(["root.tsx", "routes/home.tsx", "routes/explore.tsx", "routes/property.tsx"]),
    );
    expect(modulesOf(path.join(routes, "property.tsx")).map((file) => path.relative(app, file))).toContain(
      "components/heart.tsx",
    );
  });

  it("hold no React state: their controls are islands", () => {
    expect(Object.fromEntries(visitorPages.map((page) => [path.relative(app, page), holdingState(page)]))).toEqual(
      Object.fromEntries(visitorPages.map((page) => [path.relative(app, page), []])),
    );
  });

  it("would notice a component that does", () => {
    expect(STATE.test("const [open, setOpen] = useState(false);")).toBe(true);
    expect(STATE.test("const [state, dispatch] = useReducer<State>(reduce, start);")).toBe(true);
    expect(STATE.test("// the state lives in the island, no React here")).toBe(false);
  });
});
