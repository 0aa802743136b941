import type { ServerBuild } from "react-router";
import { fullPattern } from "./route-policies";

/**
 * An address made only of plain segments. Anything else (a dot, an escape, an empty segment) is left to the whole
 * build, where React Router's own normalising and matching decide: such addresses are rare and never a visitor's search.
 */
const PLAIN_ADDRESS = /^(?:\/[A-Za-z0-9_-]+)*\/?$/;

/** Every way a pattern's segments can be written out, each optional segment both there and not. */
function spelledOut(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments;
  const tails = spelledOut(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  return [...tails.map((tail) => [first.slice(0, -1), ...tail]), ...tails];
}

/**
 * Whether a pattern could match an address that starts with `prefix`, or any shorter address that one starts with:
 * each segment both have is the same word (in any case, as React Router matches), a parameter, or a splat.
 */
function couldMatch(pattern: string[], prefix: string[]): boolean {
  for (let i = 0; i < Math.min(pattern.length, prefix.length); i++) {
    const segment = pattern[i];
    if (segment === "*") return true;
    if (!segment.startsWith(":") && segment.toLowerCase() !== prefix[i]) return false;
  }
  return true;
}

/** The build with only the given routes, in their order, for React Router's routes and the browser's manifest alike. */
function withRoutes(build: ServerBuild, ids: Set<string>): ServerBuild {
  const pick = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
  return {
    ...build,
    routes: pick(build.routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
}

/**
 * React Router matches an address against every route of a build, twice a request, and rebuilds every route's objects
 * for the render: with ~180 route branches that was a sixth of a fresh search (ADR 023). The routes that could answer
 * an address, or any address it starts with (React Router's manifest for the browser matches those too), follow from
 * its first one or two fixed segments. This gives, for an address, what `serve` made of the build cut down to those
 * routes (a request handler, in the app), made once per pair of segments any route names; an address that starts
 * otherwise gets what it made of the whole build.
 */
export function routeIndex<Served>(
  build: ServerBuild,
  serve: (build: ServerBuild) => Served,
): (pathname: string) => Served {
  const patterns = Object.values(build.routes).flatMap((route) =>
    route
      ? spelledOut(fullPattern(build.routes, route).split("/").filter(Boolean)).map((segments) => ({
          id: route.id,
          segments,
        }))
      : [],
  );
  const fixed = (segment: string | undefined) => segment !== undefined && segment !== "*" && !segment.startsWith(":");
  const firsts = new Set(patterns.flatMap(({ segments: [first] }) => (fixed(first) ? [first.toLowerCase()] : [])));
  const seconds = new Set(
    patterns.flatMap(({ segments: [first, second] }) =>
      fixed(first) && fixed(second) ? [`${first.toLowerCase()}/${second.toLowerCase()}`] : [],
    ),
  );
  const whole = serve(build);
  const cuts = new Map<string, Served>();

  return (pathname) => {
    if (!PLAIN_ADDRESS.test(pathname)) return whole;
    const [first, second] = pathname.toLowerCase().split("/", 3).slice(1);
    if (!first || !firsts.has(first)) return whole;
    const key = second && seconds.has(`${first}/${second}`) ? `${first}/${second}` : first;
    let served = cuts.get(key);
    if (served === undefined) {
      const prefix = key.split("/");
      served = serve(
        withRoutes(build, new Set(patterns.filter(({ segments }) => couldMatch(segments, prefix)).map(({ id }) => id))),
      );
      cuts.set(key, served);
    }
    return served;
  };
}
