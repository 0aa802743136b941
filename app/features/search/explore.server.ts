import { t } from "@lingui/core/macro";
import { type AppLoadContext, data } from "react-router";
import type { ListingCardData } from "~/components/listing-card";
import {
  activeFilters,
  asksAboutRooms,
  COUNTED_RESULTS,
  EXPLORE_FILTERS,
  type ExploreFilterName,
  type ExploreFilters,
  type NarrowingFilterName,
  PAGE_SIZE,
  parseExploreFilters,
} from "~/content/explore-filters";
import { addDays, stayProblems, todayInIndia } from "~/features/bookings/bookings.server";
import type { ProjectCardData } from "~/features/projects/projects";
import { type ProjectIndex, projectIndexAt, projectSearch } from "~/features/projects/projects.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { cachedContent, contentVersion } from "~/lib/content-cache.server";
import { SHOWS_ANY_LISTING, showsCity, showsListing } from "~/lib/content-changes.server";
import { countEach } from "~/lib/filter-sql.server";
import { withoutLocale } from "~/lib/i18n";
import { pageCountOf } from "~/lib/pagination";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import { type Bucket, takeInBatches } from "~/lib/throttle.server";
import { type ListingIndex, listingIndexAt } from "./listing-index.server";
import { listingSearch } from "./listing-search.server";
import { sentenceRedirect } from "./sentence-search";

export type ExploreItem = ({ kind: "listing" } & ListingCardData) | ({ kind: "project" } & ProjectCardData);

/** What a search would find with one of its filters taken away. */
export type NearbySearch = { without: NarrowingFilterName; total: number };

export type ExploreResults = {
  items: ExploreItem[];
  /** Up to COUNTED_RESULTS + 1: more than COUNTED_RESULTS when above it. */
  total: number;
  page: number;
  pageCount: number;
  /** For an empty result: the filters whose removal finds something, and how much. */
  nearby: NearbySearch[];
};

/** Each suggestion costs a count per table; a search sets a handful of filters, but a crafted URL could set them all. */
const MAX_NEARBY = 6;

/** What answers a search from memory, at one content version: the search index, and the projects with it. */
type InMemory = { listings?: ListingIndex; projects?: ProjectIndex };

/** Each side of a search, and the SQL of its count up to COUNTED_RESULTS + 1 (none for a side left out). */
function searchParts(filters: ExploreFilters, { listings, projects }: InMemory, withProjects = true) {
  const listingPart = listingSearch(filters, listings);
  // The projects in memory match words as the search index read them, so only where it can read the search's.
  const words = listings?.knows(filters.q) ? listings : undefined;
  const projectPart = withProjects
    ? projectSearch(
        filters,
        words && projects ? { index: projects, textPrefixes: (text) => words.textPrefixes(text) } : undefined,
      )
    : undefined;
  return {
    listingPart,
    projectPart,
    counts: [listingPart?.count(COUNTED_RESULTS), projectPart?.count(COUNTED_RESULTS)],
  };
}

/** Both sides' counts as one total, itself counted no further than COUNTED_RESULTS + 1. */
const cappedTotal = (listingTotal: number, projectTotal: number) =>
  Math.min(listingTotal + projectTotal, COUNTED_RESULTS + 1);

/**
 * The nearest searches to an empty one: each active filter removed in turn, those that find something. Every
 * count of every suggestion goes in one statement.
 */
async function nearbySearches(
  filters: ExploreFilters,
  fixed: ReadonlyArray<ExploreFilterName>,
  inMemory: InMemory,
  version: number | undefined,
): Promise<NearbySearch[]> {
  const removable = activeFilters(filters, fixed).slice(0, MAX_NEARBY);
  const counts = await countEach(
    removable.flatMap(
      (name) => searchParts({ ...filters, [name]: name === "amenities" ? [] : undefined }, inMemory).counts,
    ),
    version,
  );
  return removable.flatMap((without, index) => {
    const total = cappedTotal(counts[2 * index], counts[2 * index + 1]);
    return total > 0 ? [{ without, total }] : [];
  });
}

/** Whether `a` goes before `b` by price, or beside it; no price goes last. */
const comesFirst = (a: ExploreItem, b: ExploreItem, way: 1 | -1) =>
  b.price === null || (a.price !== null && a.price * way <= b.price * way);

/** Listings and projects as one list by price, the way they go (1 cheapest first), a project without a price last. */
function mergedByPrice(listings: ExploreItem[], projects: ExploreItem[], way: 1 | -1): ExploreItem[] {
  const merged: ExploreItem[] = [];
  let [l, p] = [0, 0];
  while (l < listings.length || p < projects.length) {
    const [listing, project] = [listings[l], projects[p]];
    const listingFirst = project === undefined || (listing !== undefined && comesFirst(listing, project, way));
    merged.push(listingFirst ? listing : project);
    if (listingFirst) l++;
    else p++;
  }
  return merged;
}

/**
 * One page of explore results: by price, matching listings and projects in one order; otherwise matching listings
 * first, then matching projects, each in the chosen order. Both parts are counted and paged in the database, so a page reads 24 rows; or in memory, by the
 * search index and the projects kept beside it, when it is at the content version given (`version`, read before the
 * search) and can read the words. `projects: false` leaves projects out, of the count and the pages too.
 */
export async function searchExplore(
  filters: ExploreFilters,
  fixed: ReadonlyArray<ExploreFilterName> = [],
  version?: number,
  { projects = true } = {},
): Promise<ExploreResults> {
  const listings = version === undefined ? undefined : await listingIndexAt(version, filters.q);
  const inMemory = { listings, projects: listings ? await projectIndexAt(listings.version) : undefined };
  const { listingPart, projectPart, counts } = searchParts(filters, inMemory, projects);
  const [listingTotal, projectTotal] = await countEach(counts, version);
  const total = cappedTotal(listingTotal, projectTotal);
  // Pages reach the counted results; past them, "More than 1,000 results" asks for narrower filters.
  const pageCount = pageCountOf(Math.min(total, COUNTED_RESULTS), PAGE_SIZE);
  const page = Math.min(filters.page, pageCount);
  const offset = (page - 1) * PAGE_SIZE;

  const way = filters.sort === "price-asc" ? 1 : filters.sort === "price-desc" ? -1 : undefined;
  let items: ExploreItem[];
  if (way && listingPart && projectPart && listingTotal > 0 && projectTotal > 0) {
    // A page's rows are among the first `offset + PAGE_SIZE` of each side; pages stop at COUNTED_RESULTS.
    const [listingRows, projectRows] = await Promise.all([
      listingPart.page(0, offset + PAGE_SIZE),
      projectPart.page(0, offset + PAGE_SIZE),
    ]);
    items = mergedByPrice(
      listingRows.map((row) => ({ kind: "listing" as const, ...row })),
      projectRows.map((row) => ({ kind: "project" as const, ...row })),
      way,
    ).slice(offset, offset + PAGE_SIZE);
  } else {
    const listingRows = listingPart && offset < listingTotal ? await listingPart.page(offset, PAGE_SIZE) : [];
    const room = PAGE_SIZE - listingRows.length;
    const projectRows =
      projectPart && room > 0 && projectTotal > 0
        ? await projectPart.page(Math.max(0, offset - listingTotal), room)
        : [];
    items = [
      ...listingRows.map((row) => ({ kind: "listing" as const, ...row })),
      ...projectRows.map((row) => ({ kind: "project" as const, ...row })),
    ];
  }

  return {
    items,
    total,
    page,
    pageCount,
    nearby: total === 0 ? await nearbySearches(filters, fixed, inMemory, version) : [],
  };
}

/**
 * Searches from one address the page cache did not answer: a college hostel, an office or a mobile carrier's NAT puts
 * hundreds of people behind one address, each searching a few times a minute, while one script asking as fast as it
 * can is held to the refill rate once its burst is spent (ADR 032).
 */
const ADDRESS_SEARCHES: Bucket = { burst: 200, perMinute: 1_000 };
/** Searches from one signed-in account, wherever it is: one person paging through results never needs more. */
const ACCOUNT_SEARCHES: Bucket = { burst: 120, perMinute: 120 };
/** A request that waited this long for its turn finds the server behind already: a new search would only add to it. */
const BUSY_AFTER_WAITING_MS = 2_000;
/** New searches running at once past which another would only wait for the database's connections (ten a process). */
const MOST_SEARCHES_AT_ONCE = 40;
/** When a refused search may try again: the time a busy moment usually takes to pass. */
const BUSY_RETRY_AFTER_SECONDS = 5;
let searchesRunning = 0;

/** Why a search was refused before it ran, and when to try again. */
export type SearchRefusal = { status: 429 | 503; message: string; retryAfterSeconds: number };

/** A refusal's Retry-After header. */
const retryAfter = (refusal: SearchRefusal) => ({ "Retry-After": String(refusal.retryAfterSeconds) });

/** A refusal as the JSON API answers it: `{ error }` with its status and Retry-After. */
export const refusalAsJson = (refusal: SearchRefusal) =>
  data({ error: refusal.message }, { status: refusal.status, headers: retryAfter(refusal) });

/**
 * Whether a new search may run now: a 503 while the server is behind on its work as a whole, whoever asks (requests
 * wait for their turn of the event loop, where the embedded database's searches run, or the searches already running
 * wait for the database); a 429 when the signed-in user's bucket, or else the visitor's address's, is empty. Pages the
 * cache answers and health checks never get here, so only searches that reach the search count.
 */
export async function searchRefusal(request: Request, context: AppLoadContext): Promise<SearchRefusal | undefined> {
  if ((context.waitedMs ?? 0) >= BUSY_AFTER_WAITING_MS || searchesRunning >= MOST_SEARCHES_AT_ONCE) {
    return {
      status: 503,
      message: t`GharStay is busy right now. Please try your search again in a few seconds.`,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    };
  }
  const user = await getCurrentUser(request);
  const answer = user
    ? takeInBatches(`search-account:${user.id}`, ACCOUNT_SEARCHES)
    : takeInBatches(`search-address:${request.headers.get(CLIENT_IP_HEADER) ?? "unknown"}`, ADDRESS_SEARCHES);
  if (answer.allowed) return undefined;
  return {
    status: 429,
    message: user
      ? t`Too many searches from your account. Please wait a minute and try again.`
      : t`Too many searches from your address. Please wait a minute and try again.`,
    retryAfterSeconds: answer.retryAfterSeconds,
  };
}

/**
 * What a search's page shows, for the caches (ADR 023): its cards, and whatever a change in its city can alter (its
 * results and counts). An empty result's suggestions drop one filter, the city's among them, and a search in no city
 * reads every city: any listing's change may alter those.
 */
function searchShows(filters: ExploreFilters, shown: ExploreResults): string[] {
  if (!filters.city || shown.total === 0) return [SHOWS_ANY_LISTING];
  return [
    showsCity(filters.city),
    ...shown.items.flatMap((item) => (item.kind === "listing" ? [showsListing(item.id)] : [])),
  ];
}

type StayDateName = "checkIn" | "checkOut";

/** The search form's date fields: the first day each offers, and dates the booking side refuses, as asked, with why. */
export type StayDates = {
  /** Today in India: no stay starts earlier. */
  checkInFrom: string;
  /** The day after today, or after the check-in asked for when that is later. */
  checkOutFrom: string;
  /** The dates as asked when refused, to show again beside their message; empty otherwise. */
  asked: Partial<Record<StayDateName, string>>;
  errors: Partial<Record<StayDateName, string>>;
};

/** A real calendar day written YYYY-MM-DD, as the search reads one; undefined for anything else. */
const asDay = (value: string): string | undefined => EXPLORE_FILTERS.checkIn.parse.parse(value || undefined);

/**
 * The dates a query asks about, judged as a booking would judge them: a stay no one could book (check-in before today
 * in India, check-out not after it, past the booking window, too long) is refused with the booking page's message,
 * so the search neither narrows nor prices by it.
 */
export function stayDates(params: URLSearchParams, now = new Date()): StayDates {
  const today = todayInIndia(now);
  const checkIn = (params.get("checkIn") ?? "").slice(0, 20);
  const checkOut = (params.get("checkOut") ?? "").slice(0, 20);
  const errors = checkIn || checkOut ? stayProblems(checkIn, checkOut, now) : {};
  // Only real days go back into the fields: a date field empties anything else.
  const start = asDay(checkIn);
  return {
    checkInFrom: today,
    checkOutFrom: addDays(start && start > today ? start : today, 1),
    asked: Object.keys(errors).length > 0 ? { checkIn: start, checkOut: asDay(checkOut) } : {},
    errors,
  };
}

/** Whether the booking side refuses the dates asked: the search then runs as if none were given. */
const datesRefused = (dates: StayDates) => Object.keys(dates.errors).length > 0;

/**
 * Reads the filters of a request (with any fixed by the page itself) and runs the search. Dates the booking side
 * refuses are left out of the search and come back with their messages in `dates`.
 */
export async function loadExplore(
  { request, context }: { request: Request; context: AppLoadContext },
  fixed: Partial<Pick<ExploreFilters, "type">> = {},
) {
  const url = new URL(request.url);
  const sentence = sentenceRedirect(withoutLocale(url.pathname), url.searchParams, fixed);
  if (sentence !== undefined) throw redirect(sentence);
  const read = new URLSearchParams(url.searchParams);
  if (fixed.type) read.set("type", fixed.type);
  const dates = stayDates(url.searchParams);
  const parsed: ExploreFilters = { ...parseExploreFilters(read), ...fixed };
  const filters = datesRefused(dates) ? { ...parsed, checkIn: undefined, checkOut: undefined } : parsed;
  const refusal = await searchRefusal(request, context);
  if (refusal) throw data(refusal.message, { status: refusal.status, headers: retryAfter(refusal) });
  const results = await runSearch(filters, Object.keys(fixed) as ExploreFilterName[], context);
  return { filters: { ...filters, page: results.page }, results, dates };
}

/**
 * Runs a search that `searchRefusal` let through, from the caches where they may answer it: the pages' searches and
 * `GET /api/v1/search`'s.
 */
export async function runSearch(
  filters: ExploreFilters,
  fixedNames: ExploreFilterName[],
  context: AppLoadContext,
): Promise<ExploreResults> {
  searchesRunning += 1;
  // A search asking about rooms is answered as the bookings stand, by the search index at the content version they
  // move (ADR 059), never from a cache: a booking names only its listing, not the searches it takes it out of.
  return (
    asksAboutRooms(filters)
      ? searchExplore(filters, fixedNames, context.contentVersion ?? (await contentVersion()))
      : cachedContent(
          `explore:${JSON.stringify(filters)}:${fixedNames}`,
          (version) => searchExplore(filters, fixedNames, version),
          context,
          (shown) => searchShows(filters, shown),
        )
  ).finally(() => {
    searchesRunning -= 1;
  });
}
