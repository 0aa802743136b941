import { matchPath, type ServerBuild } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";

type ServerRoute = ServerBuild["routes"][string];

/** One route's full address pattern (as app/routes.ts composes it) and what its `handle` declares. */
type RoutePolicy = { pattern: string; handle: RouteHandle };

/** The request policies of one build, read from its routes' `handle` exports. */
export type RoutePolicies = {
  /** The cached-page rule of a route whose address is exactly `pathname` (cached pages have no parameters). */
  pageCache(pathname: string): RouteHandle["pageCache"];
  /** The body limit of the route that will answer `pathname`, matched the way React Router matches it. */
  bodyLimit(pathname: string): RouteHandle["bodyLimit"];
};

function fullPattern(routes: ServerBuild["routes"], route: ServerRoute): string {
  const parts: string[] = [];
  for (let at: ServerRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

function readPolicies(build: ServerBuild): RoutePolicies {
  const declared: RoutePolicy[] = [];
  for (const route of Object.values(build.routes)) {
    const handle = route?.module.handle as RouteHandle | undefined;
    if (route && (handle?.pageCache || handle?.bodyLimit))
      declared.push({ pattern: fullPattern(build.routes, route), handle });
  }
  const cached = new Map(declared.filter((p) => p.handle.pageCache).map((p) => [p.pattern, p.handle.pageCache]));
  const limited = declared.filter((p) => p.handle.bodyLimit);
  return {
    pageCache: (pathname) => cached.get(pathname),
    bodyLimit: (pathname) =>
      limited.find((p) => matchPath({ path: p.pattern, caseSensitive: false, end: true }, pathname))?.handle.bodyLimit,
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
