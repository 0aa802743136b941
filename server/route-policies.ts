import type { ServerBuild } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";

type ServerRoute = ServerBuild["routes"][string];

/** One route's full address pattern (as app/routes.ts composes it) and what its `handle` declares. */
type RoutePolicy = { pattern: string; matches: RegExp; handle: RouteHandle };

/** The request policies of one build, read from its routes' `handle` exports. */
export type RoutePolicies = {
  /** The cached-page rule of the route that will answer `pathname`, matched the way React Router matches it. */
  pageCache(pathname: string): RouteHandle["pageCache"];
  /** The body limit of the route that will answer `pathname`, matched the way React Router matches it. */
  bodyLimit(pathname: string): RouteHandle["bodyLimit"];
};

export function fullPattern(routes: ServerBuild["routes"], route: ServerRoute): string {
  const parts: string[] = [];
  for (let at: ServerRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

/**
 * The pattern as one regular expression, made once per build: matched on every request, as React Router matches it
 * (any case, an optional trailing slash, a parameter is one whole segment, `?` makes one optional, a splat is the rest).
 */
function compiled(pattern: string): Pick<RoutePolicy, "pattern" | "matches"> {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*" || segment.startsWith("{*")) return "(?:/.*)?";
      const optional = segment.endsWith("?");
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(":") ? "/[^/]+" : `/${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return optional ? `(?:${part})?` : part;
    })
    .join("");
  return { pattern, matches: new RegExp(`^${source}/?$`, "i") };
}

/** React Router's score of a pattern: a fixed segment counts 10, a parameter 3, a splat nothing. */
function rank(pattern: string): number {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === "*" ? 0 : segment.startsWith(":") ? 3 : 10), 0);
}

function readPolicies(build: ServerBuild): RoutePolicies {
  const declared: RoutePolicy[] = [];
  for (const route of Object.values(build.routes)) {
    const handle = route?.module.handle as RouteHandle | undefined;
    if (route && (handle?.pageCache || handle?.bodyLimit))
      declared.push({ ...compiled(fullPattern(build.routes, route)), handle });
  }
  // Fixed segments before parameters, as React Router ranks them: `/explore` is never taken for a `/:city`.
  declared.sort((a, b) => rank(b.pattern) - rank(a.pattern));
  const cached = declared.filter((p) => p.handle.pageCache);
  const limited = declared.filter((p) => p.handle.bodyLimit);
  const matching = (policies: RoutePolicy[], pathname: string) =>
    policies.find((p) => p.matches.test(pathname))?.handle;
  return {
    pageCache: (pathname) => matching(cached, pathname)?.pageCache,
    bodyLimit: (pathname) => matching(limited, pathname)?.bodyLimit,
  };
}

const byBuild = new WeakMap<ServerBuild, RoutePolicies>();

/**
 * The policies of the build now being served. In development Vite hands out a new build after an
 * edit, so they are read again then; in production they are read once.
 */
export async function routePolicies(build: () => Promise<ServerBuild>): Promise<RoutePolicies> {
  const current = await build();
  let policies = byBuild.get(current);
  if (!policies) {
    policies = readPolicies(current);
    byBuild.set(current, policies);
  }
  return policies;
}
