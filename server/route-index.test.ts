import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import config from "../app/routes";
import { routeIndex } from "./route-index";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/** The app's own routes as a build holds them: a flat manifest under the root, each route naming its parent. */
function buildOf(entries: RouteConfigEntry[]): ServerBuild {
  const routes: Record<string, ServerRoute> = { root: { id: "root", path: "" } as ServerRoute };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file;
    routes[id] = { id, parentId, path: entry.path, index: entry.index } as ServerRoute;
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return { routes, assets: { routes } } as unknown as ServerBuild;
}

/** The manifest as the tree React Router's matcher takes. */
function treeOf(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route?.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: treeOf(routes, route.id) },
    );
}

/** The route ids React Router matches to `path`, and to each address it starts with (the browser's manifest holds those too). */
const trees = new WeakMap<ServerBuild, { tree: RouteObject[]; byPath: Map<string, string[]> }>();
function matched(build: ServerBuild, address: string): string[][] {
  // React Router ranks every route on each call of its matcher: the whole build's answers are worth keeping.
  const known = trees.get(build) ?? { tree: treeOf(build.routes), byPath: new Map<string, string[]>() };
  trees.set(build, known);
  const segments = address.split("/").filter(Boolean);
  const paths = [address, ...segments.map((_, end) => `/${segments.slice(0, end).join("/")}`)];
  return paths.map((path) => {
    const ids =
      known.byPath.get(path) ?? (matchRoutes(known.tree, path) ?? []).map((match) => match.route.id as string);
    known.byPath.set(path, ids);
    return ids;
  });
}

const full = buildOf(config);

/** An address for every route's pattern, its parameters and splats filled in, in several spellings. */
const addresses = Object.values(full.routes).flatMap((route) => {
  const chain: string[] = [];
  for (let at = route; at; at = at.parentId ? full.routes[at.parentId] : undefined) if (at.path) chain.unshift(at.path);
  const filled = chain
    .join("/")
    .split("/")
    .filter((segment) => segment && !segment.endsWith("?"))
    .map((segment) => (segment === "*" ? "some/where" : segment.startsWith(":") ? "lucknow" : segment))
    .join("/");
  return [`/${filled}`, `/${filled.toUpperCase()}/`, `/hi/${filled}`, `/${filled}/deeper`];
});

describe("the route index", () => {
  it("matches every address, and every address it starts with, to the routes the whole build would", () => {
    const cutOf = routeIndex(full, (cut) => cut);
    const odd = ["/", "/hi", "/HI/", "/nowhere", "/hi/nowhere", "/api/v1/nowhere", "/explore/x/y/z", "/hi/hi/explore"];
    for (const address of [...addresses, ...odd]) {
      expect(matched(cutOf(address), address), address).toEqual(matched(full, address));
    }
    // Some 1,700 matches against the whole build: seconds on a busy machine.
  }, 30_000);

  it("cuts a search's address down to a few routes in both languages, the same build every time", () => {
    const cutOf = routeIndex(full, (cut) => cut);
    const all = Object.keys(full.routes).length;
    for (const address of ["/explore", "/hi/explore", "/property/1f3a", "/admin/reports"]) {
      const cut = cutOf(address);
      expect(Object.keys(cut.routes).length, address).toBeLessThan(all / 4);
      expect(Object.keys(cut.assets.routes), address).toEqual(Object.keys(cut.routes));
      // Another spelling of the same first segments gets the very same cut, not one made again.
      expect(cutOf(`${address.toUpperCase()}/`), address).toBe(cut);
    }
  });

  it("leaves an address that is not plain segments, or starts with no route's word, to the whole build", () => {
    const cutOf = routeIndex(full, (cut) => cut);
    for (const address of [
      "/explore.data",
      "/__manifest",
      "/expl%6Fre",
      "/explore/../admin",
      "//explore",
      "/nowhere",
    ]) {
      expect(cutOf(address), address).toBe(full);
    }
  });
});
