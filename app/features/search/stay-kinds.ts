import { STAY_SERVICES, type ServiceTile } from "~/content/services";
import type { ExploreType } from "./explore-filters";

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
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return STAY_KINDS.find((kind) => kind.path === path);
}
