import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  exploreQuery,
  PAGE_SIZE,
  parseExploreFilters,
  refusedSearchParameter,
  searchedStay,
} from "~/content/explore-filters";
import { refusalAsJson, runSearch, searchRefusal, stayDates } from "~/features/search/explore.server";
import type { Route } from "./+types/search";

/** The most a query may hold: every filter with a long value, and no more. */
const MOST_QUERY_CHARACTERS = 2_000;

/**
 * GET /api/v1/search?…: the search `/explore` shows, for the mobile apps: the same filters (a stay's checkIn, checkOut
 * and guests among them), the same results, counts and order, a page at a time. With dates, only listings with a room
 * free on every night, each with `stay` (nights and the total in paise, taxes included). A parameter the search does not
 * know or cannot read is refused with 400 and its name, where the page would search without it; so are dates a booking
 * would refuse (a check-in before today in India, or past the booking window), with the booking page's message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.search.length > MOST_QUERY_CHARACTERS) {
    return data({ error: t`This search is too long.` }, { status: 400 });
  }
  const refused = refusedSearchParameter(url.searchParams);
  if (refused === "dates") {
    return data({ error: t`Give a check-in and a check-out date, 1 to 30 nights apart.` }, { status: 400 });
  }
  if (refused !== undefined) {
    return data({ error: t`The search cannot read “${refused}”.`, parameter: refused }, { status: 400 });
  }
  const [field, message] = Object.entries(stayDates(url.searchParams).errors)[0] ?? [];
  if (message !== undefined) return data({ error: message, parameter: field }, { status: 400 });
  const refusal = await searchRefusal(request, context);
  if (refusal) return refusalAsJson(refusal);
  const filters = parseExploreFilters(url.searchParams);
  const results = await runSearch(filters, [], context);
  const stay = searchedStay(filters);
  const stayQuery = stay ? exploreQuery(stay) : "";
  return {
    total: results.total,
    page: results.page,
    pageCount: results.pageCount,
    pageSize: PAGE_SIZE,
    items: results.items.map((item) =>
      item.kind === "listing" ? { ...item, url: `/property/${item.id}${stayQuery}` } : item,
    ),
    nearby: results.nearby,
  };
}
