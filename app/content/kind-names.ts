import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ExploreType } from "./explore-filters";

/** Each kind of place by name: one as a search's chip says it ('PG ×'), many as a saved search's name does ('PGs'). */
export const KIND_NAMES: Record<ExploreType, { one: MessageDescriptor; many: MessageDescriptor }> = {
  hotel: { one: msg`Hotel`, many: msg`Hotels` },
  pg: { one: msg`PG`, many: msg`PGs` },
  room: { one: msg`Room`, many: msg`Rooms` },
  "co-living": { one: msg`Co-living`, many: msg`Co-living` },
  "short-stay": { one: msg`Short stay`, many: msg`Short stays` },
  sell: { one: msg`For sale`, many: msg`For sale` },
  rent: { one: msg`For rent`, many: msg`For rent` },
  plot: { one: msg`Plots / Land`, many: msg`Plots / Land` },
  commercial: { one: msg`Commercial`, many: msg`Commercial` },
  project: { one: msg`Projects`, many: msg`Projects` },
};
