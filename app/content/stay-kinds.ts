import type { ExploreType } from "~/content/explore-filters";
import { type ServiceTile, STAY_SERVICES } from "~/content/services";
import { FOOTER_SERVICE_LINKS } from "~/content/site";

export type StayKind = { path: string; type: ExploreType; tile: ServiceTile };

const TYPE_BY_PATH: Record<string, ExploreType> = {
  "/hotels": "hotel",
  "/pgs": "pg",
  "/rooms": "room",
  "/co-living": "co-living",
  "/short-stays": "short-stay",
};

/** The five stay pages of the home services grid, each explore narrowed to one kind of place. */
export const STAY_KINDS: StayKind[] = STAY_SERVICES.flatMap((tile) => {
  const type = TYPE_BY_PATH[tile.to];
  return type ? [{ path: tile.to, type, tile }] : [];
});

export function stayKindAt(pathname: string): StayKind | undefined {
  const path = withoutTrailingSlashes(pathname).toLowerCase();
  return STAY_KINDS.find((kind) => kind.path === path);
}

/** A loop, not `/\/+$/`, which retries from every slash of a long run and so takes quadratic time. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end -= 1;
  return pathname.slice(0, end);
}

/** The footer's service links (/services/{key}) and the stay page each one means. */
const FOOTER_SERVICE_PATHS: Record<string, string> = {
  home: "/hotels",
  commercial: "/pgs",
  rent: "/rooms",
  land: "/co-living",
  hotel: "/hotels",
};

/** A footer service key as the stay page it stands for, under the footer's own name for it. */
export function footerServiceKind(key: string): { kind: StayKind; title: string } | undefined {
  const path = Object.hasOwn(FOOTER_SERVICE_PATHS, key) ? FOOTER_SERVICE_PATHS[key] : undefined;
  const kind = path ? stayKindAt(path) : undefined;
  if (!kind) return undefined;
  const title = FOOTER_SERVICE_LINKS.find((link) => link.to === `/services/${key}`)?.label ?? kind.tile.title;
  return { kind, title };
}
