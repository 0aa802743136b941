import { and, asc, gt, inArray, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import { type DatabaseHandle, database, databaseHandle } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import { contentVersion } from "~/lib/content-cache.server";
import { logger } from "~/lib/logger.server";
import { plainWords } from "~/lib/text-search.server";
import { publicListings } from "./listing-cards.server";

/**
 * The search index: every public listing's searchable facts in memory, in columns, with its words' postings and its
 * place in each order. A search nobody made before is answered here in a millisecond or two, where the database spent
 * 13–18 ms on its counts and page (ADR 023). The database stays the definition: the index answers only at the
 * content version it was read at, and `listing-index.test.ts` checks that it answers every kind of search exactly as
 * the SQL does.
 */
export type ListingColumns = {
  size: number;
  id: string[];
  city: CodedColumn;
  listingType: CodedColumn;
  propertyType: CodedColumn;
  propertyCategory: CodedColumn;
  price: Float64Array;
  furnishing: CodedColumn;
  furnished: CodedColumn;
  pgGender: CodedColumn;
  foodAvailable: CodedColumn;
  /** NaN where the listing gives none, so no comparison holds, as with SQL's null. */
  bhk: Float64Array;
  sharing: CodedColumn;
  /** "YYYY-MM-DD", which compares as the day it is. */
  availableFrom: CodedColumn;
  hasRera: Uint8Array;
  isCoLiving: Uint8Array;
  isShortStay: Uint8Array;
  amenities: CodedLists;
  posterRole: CodedColumn;
};

/** One condition of a search on a row of the index. */
export type RowTest = (row: number) => boolean;

/** A code per value read, each distinct value kept once and numbered in the order first read. */
class Encoder<T> {
  readonly values: T[] = [];
  readonly numbers = new Map<T, number>();
  private readonly codes: number[] = [];

  push(value: T): void {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.numbers.set(value, number);
    }
    this.codes.push(number);
  }

  get length(): number {
    return this.codes.length;
  }

  /** The codes so far, in the narrowest array that holds them. */
  encoded(): Uint16Array | Uint32Array {
    return this.values.length <= 0x10000 ? Uint16Array.from(this.codes) : Uint32Array.from(this.codes);
  }
}

/**
 * A text column as a code per row, each distinct value (null too) kept once. A million listings share a handful of
 * cities, types and answers: a reference per row cost more memory than all the values, in every worker (ADR 023).
 */
export class CodedColumn {
  private readonly values: ReadonlyArray<string | null>;
  private readonly codes: Uint16Array | Uint32Array;

  private constructor(encoder: Encoder<string | null>) {
    this.values = encoder.values;
    this.codes = encoder.encoded();
  }

  /** Codes a column a value at a time, as its rows are read: no row's own copy of a text outlives its batch. */
  static reader() {
    const encoder = new Encoder<string | null>();
    return { push: (value: string | null) => encoder.push(value), done: () => new CodedColumn(encoder) };
  }

  /** The rows whose value passes `test`, which is asked once per distinct value, not once per row. */
  where(test: (value: string | null) => boolean): RowTest {
    const passes = Uint8Array.from(this.values, (value) => (test(value) ? 1 : 0));
    const codes = this.codes;
    return (row) => passes[codes[row]] === 1;
  }
}

/** A list of texts per row (a listing's amenities) as codes, each row's a run of one array. */
export class CodedLists {
  private readonly numbers: ReadonlyMap<string, number>;
  /** Row `r`'s codes are `codes[starts[r]]` up to, not including, `codes[starts[r + 1]]`. */
  private readonly starts: Uint32Array;
  private readonly codes: Uint16Array | Uint32Array;

  private constructor(encoder: Encoder<string>, starts: readonly number[]) {
    this.numbers = encoder.numbers;
    this.starts = Uint32Array.from(starts);
    this.codes = encoder.encoded();
  }

  /** Codes the lists a row at a time, as they are read. */
  static reader() {
    const encoder = new Encoder<string>();
    const starts = [0];
    return {
      push: (list: readonly string[]) => {
        for (const value of list) encoder.push(value);
        starts.push(encoder.length);
      },
      done: () => new CodedLists(encoder, starts),
    };
  }

  /** The rows whose list holds every one of `wanted` (every row when none is wanted, as SQL's `@> '{}'`). */
  whereAll(wanted: readonly string[]): RowTest {
    const numbers = wanted.map((value) => this.numbers.get(value));
    if (numbers.some((number) => number === undefined)) return () => false;
    const { starts, codes } = this;
    return (row) =>
      numbers.every((number) => {
        for (let at = starts[row]; at < starts[row + 1]; at++) if (codes[at] === number) return true;
        return false;
      });
  }
}

export type SearchOrder = "newest" | "price-asc" | "price-desc";

/**
 * Rows read per statement while loading: the embedded database works on this thread, so each statement holds off every
 * request until it ends (about 100 ms for 1,000 rows of 100,000 on this machine), and a turn of the event loop between
 * them lets requests in.
 */
const LOAD_BATCH = 1_000;
/** The unit of work per turn of the event loop while building: sorting runs of five, merging and laying out twenty. */
const BUILD_STEP = 10_000;
/** Text queries whose words the database has already turned into lexemes (see `prepareText`). */
const MAX_KNOWN_TEXTS = 2_000;
/**
 * Up to this many matches (and an eighth of all listings), a page sorts them; past it, matches are common enough that
 * walking the order reaches the page sooner.
 */
const SORT_MATCHES_UP_TO = 4_096;
/** The row sets kept per index, a filter's value each: an eighth of a megabyte each for a million listings. */
const MAX_ROW_SETS = 128;

export class ListingIndex {
  /** Each order as the rows in it; price-desc is price-asc backwards (both sort ties by id, the other way). */
  private readonly newest: Int32Array;
  private readonly byPrice: Int32Array;
  /** Each row's place in newest and price-asc order. */
  private readonly newestRank: Int32Array;
  private readonly priceRank: Int32Array;
  /**
   * Every lexeme, sorted, and the rows that have it (ascending): lexeme `i`'s are `postings[starts[i]]` up to, not
   * including, `postings[starts[i + 1]]`. One array for all, since most lexemes (a name's number, a rare word) are on
   * one listing or a few, and an array each cost more than its rows.
   */
  private readonly lexemes: string[];
  private readonly starts: Uint32Array;
  private readonly postings: Int32Array;
  /** Text query → its words as lexeme prefixes, read from the database once; null when it has none. */
  private readonly knownTexts = new Map<string, string[] | null>();
  /** The rows of a filter's value, worked out once per index, the least recently used going first. */
  private readonly rowSets = new Map<string, RowSet>();
  /** Where `page` marks a search's matches. */
  private found: RowBits | undefined;

  private constructor(
    readonly handle: DatabaseHandle,
    readonly version: number,
    readonly columns: ListingColumns,
    built: { newest: Int32Array; byPrice: Int32Array; lexemes: string[]; starts: Uint32Array; postings: Int32Array },
  ) {
    this.newest = built.newest;
    this.byPrice = built.byPrice;
    this.newestRank = ranks(this.newest);
    this.priceRank = ranks(this.byPrice);
    this.lexemes = built.lexemes;
    this.starts = built.starts;
    this.postings = built.postings;
  }

  /**
   * Sorts the orders and lays out the words' postings (each word's rows, as gathered while reading) a step at a time,
   * each step on its own turn of the event loop: for 100,000 listings the whole takes a few hundred milliseconds, which
   * no request should wait behind.
   */
  static async build(
    handle: DatabaseHandle,
    version: number,
    columns: ListingColumns,
    gathered: Map<string, number[]>,
    createdMicros: Float64Array,
  ): Promise<ListingIndex> {
    // Rows are numbered in the database's order of ids (see readIndex), so ties go by row as the SQL's go by id.
    const rows = Int32Array.from({ length: columns.size }, (_, row) => row);
    const { price } = columns;
    const newest = await sortInSteps(rows, (a, b) => createdMicros[b] - createdMicros[a] || b - a);
    const byPrice = await sortInSteps(rows, (a, b) => price[a] - price[b] || a - b);
    const lexemes = [...gathered.keys()].sort();
    const lists = lexemes.map((word) => gathered.get(word) ?? []);
    const starts = new Uint32Array(lexemes.length + 1);
    lists.forEach((list, at) => {
      starts[at + 1] = starts[at] + list.length;
    });
    const postings = new Int32Array(starts[lexemes.length]);
    let sinceTurn = 0;
    for (let at = 0; at < lists.length; at++) {
      const list = lists[at];
      postings.set(list, starts[at]);
      sinceTurn += list.length;
      if (sinceTurn >= BUILD_STEP * 20) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
    return new ListingIndex(handle, version, columns, { newest, byPrice, lexemes, starts, postings });
  }

  /**
   * Makes the text query's words known, asking the database how it reads them (its stemming and stop words, so the
   * index matches exactly what `to_tsquery` does). False when the index cannot answer the text: web-search syntax, or
   * a reading other than words joined by "and".
   */
  async prepareText(text: string): Promise<boolean> {
    const prefixQuery = plainWords(text);
    if (prefixQuery === undefined) return false;
    if (!this.knownTexts.has(text)) {
      const { rows } = await database().execute(sql`select to_tsquery('english', ${prefixQuery})::text as query`);
      const reading = lexemePrefixes(String((rows[0] as { query: string }).query));
      if (reading === undefined) return false;
      // The oldest goes first; a text asked again is one cheap statement.
      if (this.knownTexts.size >= MAX_KNOWN_TEXTS)
        this.knownTexts.delete(this.knownTexts.keys().next().value as string);
      this.knownTexts.set(text, reading);
    }
    return true;
  }

  /** Whether a search's text (if any) is prepared: another request may have pushed it out since its own search prepared it. */
  knows(text: string | undefined): boolean {
    return text === undefined || this.knownTexts.has(text);
  }

  /**
   * The text's words as the database reads them, lexeme prefixes all required, once the text is known; empty when it has
   * none (only stop words), which matches nothing, as `to_tsquery` does. Other indexes of the same content (the
   * projects') match with these too.
   */
  textPrefixes(text: string): readonly string[] {
    return this.knownTexts.get(text) ?? [];
  }

  /** The rows whose words begin with each of the text's prefixes; the text must be known. */
  textRows(text: string): RowBits {
    const prefixes = this.textPrefixes(text);
    const words = wordsFor(this.columns.size);
    // No lexeme at all (only stop words): to_tsquery matches nothing.
    if (prefixes.length === 0) return new Uint32Array(words);
    let all: RowBits | undefined;
    for (const prefix of prefixes) {
      const rows = new Uint32Array(words);
      for (let at = lowerBound(this.lexemes, prefix); at < this.lexemes.length; at++) {
        if (!this.lexemes[at].startsWith(prefix)) break;
        for (let posting = this.starts[at]; posting < this.starts[at + 1]; posting++) add(rows, this.postings[posting]);
      }
      if (all) for (let word = 0; word < words; word++) all[word] &= rows[word];
      else all = rows;
    }
    return all ?? new Uint32Array(words);
  }

  /**
   * The rows of one filter's value (`key`, such as a city), worked out once per index from its test or bits (`make`);
   * null or undefined as `make` gives them (the filter leaves listings out, or asks nothing).
   */
  rowsOf(key: string, make: () => RowTest | RowBits | null | undefined): RowSet | null | undefined {
    const kept = this.rowSets.get(key);
    if (kept) {
      this.rowSets.delete(key);
      this.rowSets.set(key, kept);
      return kept;
    }
    const made = make();
    if (made === null || made === undefined) return made;
    const bits = made instanceof Uint32Array ? made : this.passing(made);
    const set = { bits, size: bits.reduce((total, word) => total + bitCount(word), 0) };
    if (this.rowSets.size >= MAX_ROW_SETS) this.rowSets.delete(this.rowSets.keys().next().value as string);
    this.rowSets.set(key, set);
    return set;
  }

  private passing(test: RowTest): RowBits {
    const bits = new Uint32Array(wordsFor(this.columns.size));
    for (let row = 0; row < this.columns.size; row++) if (test(row)) add(bits, row);
    return bits;
  }

  /** How many rows are in every one of `sets` (every row when none), counted no further than `most`. */
  count(sets: readonly RowSet[], most: number): number {
    if (sets.length === 0) return Math.min(this.columns.size, most);
    let count = 0;
    this.eachWord(sets, (_word, bits) => {
      count += bitCount(bits);
      return count < most;
    });
    return Math.min(count, most);
  }

  /**
   * The rows in every one of `sets`, at `offset`… in the order asked. The intersection is read once: when few match,
   * they are collected on the way and sorted by their place in the order; otherwise the order is walked over the
   * intersection until the page is reached, which a search with many matches does early.
   */
  page(sets: readonly RowSet[], order: SearchOrder, offset: number, limit: number): number[] {
    const walk = order === "newest" ? this.newest : this.byPrice;
    const rowAt =
      order === "price-desc" ? (step: number) => walk[walk.length - 1 - step] : (step: number) => walk[step];
    // Every row matches: the page is a slice of the order, with no intersection to read.
    if (sets.length === 0) {
      const size = Math.max(0, Math.min(limit, walk.length - offset));
      return Array.from({ length: size }, (_, step) => rowAt(offset + step));
    }
    const few = Math.min(SORT_MATCHES_UP_TO, this.columns.size / 8);
    // The intersection is read within this call, which awaits nothing: one array serves every page. A new one each
    // time was 125 KB outside the heap for a million listings, which brought full collections sooner: with the page
    // cache's copy gone too, 5,000 searches took 11 instead of 14 (ADR 023).
    this.found ??= new Uint32Array(wordsFor(this.columns.size));
    const found = this.found.fill(0);
    const rows: number[] = [];
    let many = false;
    this.eachWord(sets, (word, bits) => {
      found[word] = bits;
      if (!many)
        for (let left = bits; left !== 0; left &= left - 1) rows.push(word * 32 + 31 - Math.clz32(left & -left));
      many = rows.length > few;
      return true;
    });
    if (!many) {
      const rank = order === "newest" ? this.newestRank : this.priceRank;
      rows.sort(order === "price-desc" ? (a, b) => rank[b] - rank[a] : (a, b) => rank[a] - rank[b]);
      return rows.slice(offset, offset + limit);
    }
    const page: number[] = [];
    let count = 0;
    for (let step = 0; step < walk.length && page.length < limit; step++) {
      const row = rowAt(step);
      if (!has(found, row)) continue;
      if (count >= offset) page.push(row);
      count += 1;
    }
    return page;
  }

  /**
   * Each word of the sets' intersection with a row in it, in order, until `each` says stop. The sparsest set is read
   * first, so most words are ruled out by one read.
   */
  private eachWord(sets: readonly RowSet[], each: (word: number, bits: number) => boolean): void {
    const [first, ...rest] = [...sets].sort((a, b) => a.size - b.size).map((set) => set.bits);
    for (let word = 0; word < first.length; word++) {
      let bits = first[word];
      for (let at = 0; at < rest.length && bits !== 0; at++) bits &= rest[at][word];
      if (bits !== 0 && !each(word, bits)) return;
    }
  }
}

/** Rows of the index as bits: row `r` is bit `r % 32` of word `r / 32`. */
export type RowBits = Uint32Array;
/** A filter's rows, and how many they are. */
export type RowSet = { readonly bits: RowBits; readonly size: number };

const wordsFor = (rows: number) => (rows + 31) >>> 5;
const add = (bits: RowBits, row: number) => {
  bits[row >>> 5] |= 1 << (row & 31);
};
const has = (bits: RowBits, row: number) => ((bits[row >>> 5] >>> (row & 31)) & 1) === 1;

/** The bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A turn of the event loop. PGlite answers on this thread and its promises resolve without one, so a chain of
 * statements and steps would otherwise hold off every request (the HTTP server's too) until the whole chain ends.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows in the order `compare` gives (a total order: no two rows tie), sorted a run at a time and merged a stretch at
 * a time, with a turn of the event loop after each: one sort of a million rows held the thread for over a second.
 */
export async function sortInSteps(
  rows: Int32Array,
  compare: (a: number, b: number) => number,
  runLength = BUILD_STEP * 5,
): Promise<Int32Array> {
  let runs: Int32Array[] = [];
  for (let from = 0; from < rows.length; from += runLength) {
    runs.push(rows.slice(from, from + runLength).sort(compare));
    await nextTurn();
  }
  while (runs.length > 1) {
    const merged: Int32Array[] = [];
    for (let at = 0; at < runs.length; at += 2) {
      merged.push(at + 1 < runs.length ? await mergeInSteps(runs[at], runs[at + 1], compare) : runs[at]);
    }
    runs = merged;
  }
  return runs[0] ?? new Int32Array(0);
}

async function mergeInSteps(
  first: Int32Array,
  second: Int32Array,
  compare: (a: number, b: number) => number,
): Promise<Int32Array> {
  const merged = new Int32Array(first.length + second.length);
  let i = 0;
  let j = 0;
  for (let at = 0; at < merged.length; ) {
    const stop = Math.min(merged.length, at + BUILD_STEP * 20);
    for (; at < stop; at++) {
      merged[at] =
        j >= second.length || (i < first.length && compare(first[i], second[j]) < 0) ? first[i++] : second[j++];
    }
    await nextTurn();
  }
  return merged;
}

function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((row, place) => {
    rank[row] = place;
  });
  return rank;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `'resid':* & 'height':*` → ["resid", "height"]; undefined for any other shape of query. Empty: no lexeme left. */
function lexemePrefixes(query: string): string[] | undefined {
  if (query.trim() === "") return [];
  const prefixes: string[] = [];
  for (const part of query.split(" & ")) {
    const match = /^'((?:[^']|'')*)':\*$/u.exec(part);
    if (!match) return undefined;
    prefixes.push(match[1].replaceAll("''", "'"));
  }
  return prefixes;
}

/** The text facts many listings share, each kept as a code per row. */
const CODED = [
  "city",
  "listingType",
  "propertyType",
  "propertyCategory",
  "furnishing",
  "furnished",
  "pgGender",
  "foodAvailable",
  "sharing",
  "availableFrom",
  "posterRole",
] as const;

/**
 * Reads every public listing into a new index, a batch per statement in the database's order of ids, with a turn of
 * the event loop between batches. Each batch goes into the columns and the words' postings as it arrives, so no row
 * object of the read outlives its batch.
 */
async function readIndex(handle: DatabaseHandle, version: number): Promise<ListingIndex> {
  const id: string[] = [];
  const coded = Object.fromEntries(CODED.map((key) => [key, CodedColumn.reader()])) as Record<
    (typeof CODED)[number],
    ReturnType<typeof CodedColumn.reader>
  >;
  const amenities = CodedLists.reader();
  const numbers = { price: [] as number[], bhk: [] as number[], createdMicros: [] as number[] };
  const flags = { hasRera: [] as number[], isCoLiving: [] as number[], isShortStay: [] as number[] };
  const postings = new Map<string, number[]>();
  let after: string | undefined;
  for (;;) {
    const batch = await database()
      .select({
        id: listings.id,
        city: listings.city,
        listingType: listings.listingType,
        propertyType: listings.propertyType,
        propertyCategory: listings.propertyCategory,
        price: listings.price,
        furnishing: listings.furnishing,
        furnished: listings.furnished,
        pgGender: listings.pgGender,
        foodAvailable: listings.foodAvailable,
        bhk: listings.bhk,
        sharing: listings.sharing,
        availableFrom: listings.availableFrom,
        hasRera: sql<boolean>`${listings.reraNumber} is not null`,
        isCoLiving: listings.isCoLiving,
        isShortStay: listings.isShortStay,
        amenities: listings.amenities,
        posterRole: sql<string | null>`(select ${users.role} from ${users} where ${users.id} = ${listings.userId})`,
        // Microseconds, exactly: newest-first order breaks ties below a millisecond as the database does.
        createdMicros: sql<string>`(extract(epoch from ${listings.createdAt}) * 1000000)::bigint::text`,
        words: sql<string>`array_to_string(tsvector_to_array(${listings.searchVector}), ' ')`,
      })
      .from(listings)
      .where(
        and(publicListings, inArray(listings.city, [...SUPPORTED_CITIES]), after ? gt(listings.id, after) : undefined),
      )
      .orderBy(asc(listings.id))
      .limit(LOAD_BATCH);
    for (const row of batch) {
      const at = id.length;
      id.push(row.id);
      for (const key of CODED) coded[key].push(row[key]);
      amenities.push(row.amenities);
      numbers.price.push(Number(row.price));
      numbers.bhk.push(row.bhk ?? Number.NaN);
      numbers.createdMicros.push(Number(row.createdMicros));
      flags.hasRera.push(row.hasRera ? 1 : 0);
      flags.isCoLiving.push(row.isCoLiving ? 1 : 0);
      flags.isShortStay.push(row.isShortStay ? 1 : 0);
      for (const word of row.words ? row.words.split(" ") : []) {
        const list = postings.get(word);
        if (list) list.push(at);
        else postings.set(word, [at]);
      }
    }
    if (batch.length < LOAD_BATCH) break;
    after = batch[batch.length - 1].id;
    await nextTurn();
  }
  const columns: ListingColumns = {
    size: id.length,
    id,
    city: coded.city.done(),
    listingType: coded.listingType.done(),
    propertyType: coded.propertyType.done(),
    propertyCategory: coded.propertyCategory.done(),
    price: Float64Array.from(numbers.price),
    furnishing: coded.furnishing.done(),
    furnished: coded.furnished.done(),
    pgGender: coded.pgGender.done(),
    foodAvailable: coded.foodAvailable.done(),
    bhk: Float64Array.from(numbers.bhk),
    sharing: coded.sharing.done(),
    availableFrom: coded.availableFrom.done(),
    hasRera: Uint8Array.from(flags.hasRera),
    isCoLiving: Uint8Array.from(flags.isCoLiving),
    isShortStay: Uint8Array.from(flags.isShortStay),
    amenities: amenities.done(),
    posterRole: coded.posterRole.done(),
  };
  return ListingIndex.build(handle, version, columns, postings, Float64Array.from(numbers.createdMicros));
}

let current: ListingIndex | undefined;
let reading: Promise<void> | undefined;
/** When the next read may start: reads run at most half the time, however often the content changes. */
let nextReadAt = 0;

function readInBackground(handle: DatabaseHandle, version: number): Promise<void> {
  reading ??= (async () => {
    const began = performance.now();
    try {
      const index = await readIndex(handle, version);
      logger.info(
        { listings: index.columns.size, version, ms: Math.round(performance.now() - began) },
        "search index read",
      );
      if (databaseHandle() === handle && (!current || current.handle !== handle || current.version < version)) {
        current = index;
      }
    } catch (error) {
      // A database closed while it read (a test's, or at shutdown) is no fault; anything else is worth a look.
      if (databaseHandle() === handle) {
        logger.warn({ err: error }, "the search index could not be read");
        tryAgainLater(handle, performance.now() - began);
      }
    } finally {
      nextReadAt = Date.now() + (performance.now() - began);
      reading = undefined;
    }
  })();
  return reading;
}

/** The least wait before reading again after a failed read. */
const RETRY_MS = 5_000;
let retry: NodeJS.Timeout | undefined;

/**
 * Reads the index again a while after a failed read: of the index itself (the statement time-out, while the database
 * was busy) or of the content version before it. A search would start a read too, but a server nobody searches yet
 * would stay without its index, and its health check would say "reading" to whatever waits for "ready" before sending
 * traffic.
 */
function tryAgainLater(handle: DatabaseHandle, tookMs: number): void {
  if (retry) return;
  retry = setTimeout(
    () => {
      retry = undefined;
      if (databaseHandle() === handle) startReadingListingIndex();
    },
    Math.max(RETRY_MS, 2 * tookMs),
  );
  retry.unref();
}

/** Start-up's read of the index, in the background: searches ask the database until it is there. */
export function startReadingListingIndex(): void {
  const handle = databaseHandle();
  readListingIndex().catch((error) => {
    logger.warn({ err: error }, "the search index could not be read");
    if (handle && databaseHandle() === handle) tryAgainLater(handle, 0);
  });
}

/**
 * The search index at `version` with `text` (a search's words, if any) prepared, or undefined when there is none at
 * that version yet: the caller then asks the database, and a read of the index at the new version starts in the
 * background (at most one at a time).
 */
export async function listingIndexAt(version: number, text?: string): Promise<ListingIndex | undefined> {
  const handle = databaseHandle();
  if (!handle) return undefined;
  const index = current?.handle === handle && current.version === version ? current : undefined;
  if (!index) {
    if (!reading && Date.now() >= nextReadAt) void readInBackground(handle, version);
    return undefined;
  }
  if (text !== undefined && !(await index.prepareText(text))) return undefined;
  return index;
}

/** Whether the index has been read for the database open now (at any version): the health check says so. */
export function listingIndexReady(): boolean {
  const handle = databaseHandle();
  return handle !== undefined && current?.handle === handle;
}

/** Reads the index now, at the current content version, unless it is there already (start-up, and tests). */
export async function readListingIndex(): Promise<void> {
  await reading;
  const handle = databaseHandle();
  const version = await contentVersion();
  if (handle && (current?.handle !== handle || current.version !== version)) await readInBackground(handle, version);
}
