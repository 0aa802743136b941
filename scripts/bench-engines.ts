/**
 * `npm run bench:engines`: our search index beside two well-kept in-process engines that take changes one document at
 * a time (Orama and MiniSearch), over the same 100,000 synthetic listings on the embedded database, asked the same never-repeated
 * searches as `bench:search` (city × kind × words × price band × order, on pages 1 to 5). For each engine: the time to
 * build it, the memory it holds, each search's time (p50, p95) for the count and the page of ids a results page
 * shows, how often its answer (count and page, in order) is the SQL's, and what 1,000 changed listings cost it.
 *
 * Orama is asked twice: in its own order (`sortBy` on one property, ties in no set order) and in the SQL's exact order
 * (a comparison function that breaks ties by id, as the database does), since the site must show what the SQL shows.
 * MiniSearch has no filters or orders of its own: it finds the words (or every listing), and its `filter` callback and
 * a sort do the rest. Each engine gets at most BENCH_ENGINE_SECONDS (default 60) for its searches, and the table says
 * how many it answered in that time: an engine that needs seconds a search would otherwise hold the bench for hours.
 * All run in this one process, with nothing else asking: the figures are each engine's own work, without HTTP,
 * the page cache or the cards' read. ADR 023 gives the decision these figures stand behind.
 *
 * BENCH_DATA_DIR (default: bench:search's folder, so one seed serves both), BENCH_SEARCHES (default 1,000),
 * BENCH_ENGINE_SECONDS.
 */
import { execSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { create, insertMultiple, type Orama, search, updateMultiple } from "@orama/orama";
import { sql } from "drizzle-orm";
import MiniSearch from "minisearch";
import { EXPLORE_KINDS } from "~/content/catalogue";
import {
  COUNTED_RESULTS,
  EXPLORE_TYPES,
  type ExploreFilters,
  PAGE_SIZE,
  parseExploreFilters,
} from "~/content/explore-filters";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { ruleTest } from "~/features/catalogue/kind-rules.server";
import {
  type ListingIndex,
  listingIndexAt,
  listingIndexFullReads,
  readListingIndex,
  type SearchOrder,
} from "~/features/search/listing-index.server";
import { indexedListingMatches, listingSearch } from "~/features/search/listing-search.server";
import { contentVersion } from "~/lib/content-cache.server";
import { searchCombinations, seedEmbedded } from "./bench-corpus";
import { loadAverages } from "./bench-http";

const LISTINGS = 100_000;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1_000);
const ENGINE_MS = Number(process.env.BENCH_ENGINE_SECONDS ?? 60) * 1000;
const CHANGES = 1_000;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "gharstay-bench-search"));

const SCHEMA = {
  city: "enum",
  kinds: "enum[]",
  price: "number",
  created: "number",
  text: "string",
} as const;
type Engine = Orama<typeof SCHEMA>;
type Doc = { id: string; city: string; kinds: string[]; price: number; created: number; text: string };
type Answer = { count: number; ids: string[] };

/** The heap and the typed arrays' buffers, which live outside it (our index's columns are typed arrays). */
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
};
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Each public listing as Orama's document: its kinds worked out by the catalogue's rules on the index's columns. */
async function documentsOf(index: ListingIndex): Promise<Doc[]> {
  const rows = await database().execute<{ id: string; text: string; created: number }>(sql`
    select id, coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' '
        || coalesce(description, '') as text,
      extract(epoch from created_at) * 1000000 as created
    from listings where status = 'approved'`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  const c = index.columns;
  const kindTests = EXPLORE_KINDS.flatMap((kind) =>
    "rule" in kind ? [[kind.value, ruleTest(kind.rule, c)] as const] : [],
  );
  const docs: Doc[] = [];
  for (let row = 0; row < c.size; row++) {
    const listing = byId.get(c.id[row]);
    if (!listing) continue;
    docs.push({
      id: listing.id,
      city: c.city.valueAt(row) ?? "",
      kinds: kindTests.filter(([, test]) => test(row)).map(([kind]) => kind),
      price: c.price[row],
      created: Number(listing.created),
      text: listing.text,
    });
  }
  return docs;
}

/** Orama's `where` for the filters the searches use. */
function whereOf(filters: ExploreFilters) {
  const price =
    filters.minPrice !== undefined && filters.maxPrice !== undefined
      ? { between: [filters.minPrice, filters.maxPrice] as [number, number] }
      : filters.minPrice !== undefined
        ? { gte: filters.minPrice }
        : filters.maxPrice !== undefined
          ? { lte: filters.maxPrice }
          : undefined;
  return {
    ...(filters.city ? { city: { eq: filters.city } } : {}),
    ...(filters.type ? { kinds: { containsAll: [filters.type] } } : {}),
    ...(price ? { price } : {}),
  };
}

/** The orders the bench compares the engines on: its documents carry no ratings, so never 'Best rated'. */
type BenchOrder = Exclude<SearchOrder, "best-rated">;

/** The searches' order: the bench's searches are never by distance (that needs 'near', which its searches never ask). */
const orderOf = (filters: ExploreFilters): BenchOrder =>
  filters.sort === undefined || filters.sort === "distance" || filters.sort === "best-rated" ? "newest" : filters.sort;

/** The SQL's orders: price with ties by id, newest with ties by id (newest first). */
const EXACT: Record<BenchOrder, (a: Doc, b: Doc) => number> = {
  newest: (a, b) => b.created - a.created || (a.id < b.id ? 1 : -1),
  "price-asc": (a, b) => a.price - b.price || (a.id < b.id ? -1 : 1),
  "price-desc": (a, b) => b.price - a.price || (a.id < b.id ? 1 : -1),
};
const NATIVE = {
  newest: { property: "created", order: "DESC" },
  "price-asc": { property: "price", order: "ASC" },
  "price-desc": { property: "price", order: "DESC" },
} as const;

async function askOrama(engine: Engine, filters: ExploreFilters, exact: boolean): Promise<Answer> {
  const sort = orderOf(filters);
  const found = await search(engine, {
    term: filters.q ?? "",
    properties: ["text"],
    threshold: 0,
    where: whereOf(filters),
    sortBy: exact ? (a: [unknown, number, Doc], b: [unknown, number, Doc]) => EXACT[sort](a[2], b[2]) : NATIVE[sort],
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { count: Math.min(found.count, COUNTED_RESULTS + 1), ids: found.hits.map((hit) => hit.id) };
}

/** The filters the searches use, on one listing: what Orama's `where` says, for MiniSearch's callback. */
function passes(filters: ExploreFilters, doc: Doc): boolean {
  return (
    (!filters.city || doc.city === filters.city) &&
    (!filters.type || doc.kinds.includes(filters.type)) &&
    (filters.minPrice === undefined || doc.price >= filters.minPrice) &&
    (filters.maxPrice === undefined || doc.price <= filters.maxPrice)
  );
}

function askMiniSearch(engine: MiniSearch<Doc>, docs: Map<string, Doc>, filters: ExploreFilters): Answer {
  const filter = (result: { id: string }) => passes(filters, docs.get(result.id) as Doc);
  const found = engine.search(filters.q ?? MiniSearch.wildcard, { prefix: true, combineWith: "AND", filter });
  const matches = found.map((result) => docs.get(result.id) as Doc).sort(EXACT[orderOf(filters)]);
  const offset = (filters.page - 1) * PAGE_SIZE;
  return {
    count: Math.min(matches.length, COUNTED_RESULTS + 1),
    ids: matches.slice(offset, offset + PAGE_SIZE).map((doc) => doc.id),
  };
}

async function askIndex(filters: ExploreFilters): Promise<Answer> {
  const index = await listingIndexAt(await contentVersion(), filters.q);
  if (!index) throw new Error("The search index is not ready.");
  const matches = indexedListingMatches(filters, index);
  if (!matches) return { count: 0, ids: [] };
  return {
    count: matches.count(COUNTED_RESULTS),
    ids: matches.rows((filters.page - 1) * PAGE_SIZE, PAGE_SIZE).map((row) => index.columns.id[row]),
  };
}

async function askSql(filters: ExploreFilters): Promise<Answer> {
  const part = listingSearch(filters);
  if (!part) return { count: 0, ids: [] };
  const counted = part.count(COUNTED_RESULTS);
  const count =
    typeof counted === "number"
      ? counted
      : (await database().execute<{ count: number }>(sql`select ${counted} as count`)).rows[0].count;
  const offset = (filters.page - 1) * PAGE_SIZE;
  return { count, ids: offset < count ? (await part.page(offset, PAGE_SIZE)).map((card) => card.id) : [] };
}

const sameAnswer = (a: Answer, b: Answer) => a.count === b.count && a.ids.join() === b.ids.join();

async function main() {
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
  if (!EXPLORE_TYPES.length) throw new Error("No kinds to search.");
  await seedEmbedded(dataDir, LISTINGS);
  await openDatabase({ dataDir });
  try {
    const searches = searchCombinations()
      .slice(0, SEARCHES)
      .map((query, i) => parseExploreFilters(new URLSearchParams(`${query}&page=${1 + (i % 5)}`)));

    const beforeIndex = heapMb();
    let began = performance.now();
    await readListingIndex();
    const indexBuild = performance.now() - began;
    const indexMemory = heapMb() - beforeIndex;
    const index = await listingIndexAt(await contentVersion());
    if (!index) throw new Error("The search index did not read.");

    const docs = await documentsOf(index);
    const beforeOrama = heapMb();
    began = performance.now();
    const engine = create({ schema: SCHEMA, components: { tokenizer: { stemming: true, language: "english" } } });
    await insertMultiple(engine, docs as never, 1_000);
    const oramaBuild = performance.now() - began;
    const oramaMemory = heapMb() - beforeOrama;
    console.log(`Orama holds ${docs.length.toLocaleString("en")} listings after ${(oramaBuild / 1000).toFixed(1)} s`);

    const docsById = new Map(docs.map((doc) => [doc.id, doc]));
    const beforeMini = heapMb();
    began = performance.now();
    const mini = new MiniSearch<Doc>({ fields: ["text"], storeFields: [] });
    mini.addAll(docs);
    const miniBuild = performance.now() - began;
    const miniMemory = heapMb() - beforeMini;
    console.log(
      `MiniSearch holds ${docs.length.toLocaleString("en")} listings after ${(miniBuild / 1000).toFixed(1)} s`,
    );

    const sqlAnswers: Answer[] = [];
    for (const filters of searches) sqlAnswers.push(await askSql(filters));
    console.log(`The SQL answered ${searches.length.toLocaleString("en")} searches`);

    const engines: Array<[string, (filters: ExploreFilters) => Promise<Answer>]> = [
      ["our index", askIndex],
      ["Orama, its own order", (filters) => askOrama(engine, filters, false)],
      ["Orama, the SQL's order", (filters) => askOrama(engine, filters, true)],
      ["MiniSearch, the SQL's order", async (filters) => askMiniSearch(mini, docsById, filters)],
    ];
    const rows: string[] = [];
    for (const [name, ask] of engines) {
      const times: number[] = [];
      const wordTimes: number[] = [];
      let same = 0;
      let asked = 0;
      const engineStart = performance.now();
      for (const [i, filters] of searches.entries()) {
        if (performance.now() - engineStart > ENGINE_MS) break;
        asked += 1;
        const start = performance.now();
        const answer = await ask(filters);
        const took = performance.now() - start;
        (filters.q ? wordTimes : times).push(took);
        if (sameAnswer(answer, sqlAnswers[i])) same += 1;
      }
      console.log(`${name}: done`);
      times.sort((a, b) => a - b);
      wordTimes.sort((a, b) => a - b);
      rows.push(
        `| ${name} | ${asked.toLocaleString("en")} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(percentile(wordTimes, 0.5))} | ${ms(percentile(wordTimes, 0.95))} | ${((100 * same) / asked).toFixed(1)} % |`,
      );
    }

    // 1,000 owners' price edits, through the database (its triggers log each change), then taken in by each engine.
    const changed = await database().execute<{ id: string; price: number }>(sql`
      update listings set price = price + 1, updated_at = now()
      where id in (select id from listings where status = 'approved' order by md5(id::text) limit ${CHANGES})
      returning id, price`);
    const fullReadsBefore = listingIndexFullReads();
    began = performance.now();
    await readListingIndex();
    const indexChanges = performance.now() - began;
    const updated = changed.rows.flatMap((row) => {
      const doc = docsById.get(row.id);
      return doc ? [{ ...doc, price: Number(row.price) }] : [];
    });
    began = performance.now();
    await updateMultiple(
      engine,
      updated.map((doc) => doc.id),
      updated as never,
      1_000,
    );
    const oramaChanges = performance.now() - began;
    began = performance.now();
    for (const doc of updated) mini.replace(doc);
    const miniChanges = performance.now() - began;

    console.log(
      `\n${LISTINGS.toLocaleString("en")} listings, embedded PGlite, ${searches.length.toLocaleString("en")} searches each (load: ${loadAverages()})\n`,
    );
    console.log(
      `| engine | searches answered in ${ENGINE_MS / 1000} s | filters p50 | filters p95 | with words p50 | with words p95 | the SQL's answer |`,
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    console.log("\n| engine | build | memory | 1,000 changed listings |");
    console.log("|---|---|---|---|");
    console.log(
      `| our index | ${(indexBuild / 1000).toFixed(1)} s (read from the database) | ${indexMemory.toFixed(0)} MB | ${ms(indexChanges)} (read from the database's change log; whole reads: ${listingIndexFullReads() - fullReadsBefore}) |`,
    );
    console.log(
      `| Orama | ${(oramaBuild / 1000).toFixed(1)} s (from rows in memory) | ${oramaMemory.toFixed(0)} MB | ${ms(oramaChanges)} (rows given) |`,
    );
    console.log(
      `| MiniSearch | ${(miniBuild / 1000).toFixed(1)} s (from rows in memory) | ${miniMemory.toFixed(0)} MB, and the rows beside it | ${ms(miniChanges)} (rows given) |`,
    );
  } finally {
    await closeDatabase();
  }
}

await main();
