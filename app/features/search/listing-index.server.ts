import { and, asc, gt, inArray, type SQL, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import { haversineKm } from "~/content/places";
import { type DatabaseHandle, database, databaseHandle } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import { ListingRooms, type RoomTypesAt, type StayNights } from "~/features/bookings/bookings.server";
import { publicListings } from "~/features/listings/listings.server";
import { bayesianAverage } from "~/features/reviews/reviews.server";
import { contentVersion } from "~/lib/content-cache.server";
import { journalFollowedBy, recordChanges, touchedByListing } from "~/lib/content-changes.server";
import { logger } from "~/lib/logger.server";
import { plainWords } from "~/lib/text-search.server";

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
  /** Shown guest reviews and their stars added up ('Rated 4+' and 'Best rated', ADR 050). */
  reviewCount: Int32Array;
  reviewStars: Int32Array;
  /** The listing's point, in degrees, which 'near' measures from (ADR 042); NaN where it has none, as SQL's null. */
  latitude: Float64Array;
  longitude: Float64Array;
};

/** One condition of a search on a row of the index. */
export type RowTest = (row: number) => boolean;

/** A typed array with room for `length` items: itself when it has it, else a copy with a quarter more besides. */
function withRoom<T extends Float64Array | Int32Array | Uint8Array | Uint16Array | Uint32Array>(
  array: T,
  length: number,
): T {
  if (length <= array.length) return array;
  const grown = new (array.constructor as new (length: number) => T)(
    Math.max(length, Math.ceil(array.length * 1.25) + 16),
  );
  grown.set(array);
  return grown;
}

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
  private readonly values: Array<string | null>;
  private readonly numbers: Map<string | null, number>;
  private codes: Uint16Array | Uint32Array;

  private constructor(encoder: Encoder<string | null>) {
    this.values = encoder.values;
    this.numbers = encoder.numbers;
    this.codes = encoder.encoded();
  }

  /** Sets row `row`'s value: a row added to the index since it was read. */
  set(row: number, value: string | null): void {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.numbers.set(value, number);
      if (number >= 0x10000 && this.codes instanceof Uint16Array) this.codes = Uint32Array.from(this.codes);
    }
    this.codes = withRoom(this.codes, row + 1);
    this.codes[row] = number;
  }

  /** Codes a column a value at a time, as its rows are read: no row's own copy of a text outlives its batch. */
  static reader() {
    const encoder = new Encoder<string | null>();
    return { push: (value: string | null) => encoder.push(value), done: () => new CodedColumn(encoder) };
  }

  /** Row `row`'s value. */
  valueAt(row: number): string | null {
    return this.values[this.codes[row]];
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
  private readonly numbers: Map<string, number>;
  /** Row `r`'s codes are `codes[starts[r]]` up to, not including, `codes[starts[r + 1]]`. */
  private starts: Uint32Array;
  private codes: Uint16Array | Uint32Array;
  private rows: number;

  private constructor(encoder: Encoder<string>, starts: readonly number[]) {
    this.numbers = encoder.numbers;
    this.starts = Uint32Array.from(starts);
    this.codes = encoder.encoded();
    this.rows = starts.length - 1;
  }

  /** Adds the next row's list: a row added to the index since it was read. */
  push(list: readonly string[]): void {
    const from = this.starts[this.rows];
    if (this.numbers.size + list.length > 0x10000 && this.codes instanceof Uint16Array) {
      this.codes = Uint32Array.from(this.codes);
    }
    this.codes = withRoom(this.codes, from + list.length);
    list.forEach((value, at) => {
      let number = this.numbers.get(value);
      if (number === undefined) {
        number = this.numbers.size;
        this.numbers.set(value, number);
      }
      this.codes[from + at] = number;
    });
    this.rows += 1;
    this.starts = withRoom(this.starts, this.rows + 1);
    this.starts[this.rows] = from + list.length;
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

export type SearchOrder = "newest" | "price-asc" | "price-desc" | "best-rated";

/**
 * Rows read per statement while loading: the embedded database works on this thread, so each statement holds off every
 * request until it ends (about 100 ms for 1,000 rows of 100,000 on this machine), and a turn of the event loop between
 * them lets requests in.
 */
const LOAD_BATCH = 1_000;
/** Each row's 'Best rated' score, bayesianAverage of its reviews, as the SQL's `bayesianScore` computes it. */
const scoresOf =
  ({ reviewCount, reviewStars }: Pick<ListingColumns, "reviewCount" | "reviewStars">) =>
  (row: number) =>
    bayesianAverage(reviewCount[row], reviewStars[row]);

/** The unit of work per turn of the event loop while building: sorting runs of five, merging and laying out twenty. */
const BUILD_STEP = 10_000;
/** Text queries whose words the database has already turned into lexemes (see `prepareText`). */
const MAX_KNOWN_TEXTS = 2_000;
/** Past this many matches a page never sorts them: walking the order reaches the page sooner (`sortsSooner`). */
const SORT_MATCHES_UP_TO = 4_096;
/** The row sets kept per index, a filter's value each: an eighth of a megabyte each for a million listings. */
const MAX_ROW_SETS = 128;

export class ListingIndex {
  /**
   * Each order as the rows in it, rows since removed included; price-desc is price-asc backwards (both sort ties by
   * id, the other way). The first `columns.size` entries are the order; past them is room for rows to come.
   */
  private newest: Int32Array;
  private byPrice: Int32Array;
  /** Best rated first: the Bayesian average, highest first, ties by id (as the SQL's `asc(id)`). */
  private byScore: Int32Array;
  /**
   * Every lexeme of the rows read at start, sorted, and the rows that have it (ascending): lexeme `i`'s are
   * `postings[starts[i]]` up to, not including, `postings[starts[i + 1]]`. One array for all, since most lexemes (a
   * name's number, a rare word) are on one listing or a few, and an array each cost more than its rows.
   */
  private readonly lexemes: string[];
  private readonly starts: Uint32Array;
  private readonly postings: Int32Array;
  /** The lexemes of rows added since, each with its rows: few beside the rest, so kept as they come. */
  private readonly addedWords = new Map<string, number[]>();
  /** The rows read at start are in the order of ids, found by halving; each listing added since is found here. */
  private readonly readRows: number;
  private readonly addedRows = new Map<string, number>();
  /** The rows still in the index: a changed listing's old row leaves it, and its new facts come in as a new row. */
  private live: RowBits;
  private liveCount: number;
  /** Text query → its words as lexeme prefixes, read from the database once; null when it has none. */
  private readonly knownTexts = new Map<string, string[] | null>();
  /** The rows of a filter's value, worked out once per index, the least recently used going first. */
  private readonly rowSets = new Map<string, RowSet>();
  /** Where `page` marks a search's matches. */
  private found: RowBits | undefined;
  /** False when the database's order of ids is not JavaScript's: a change then means a whole read. */
  takesChanges = true;
  /** Each listing's rooms and the nights they are taken, for searches by dates; read with the listings. */
  private rooms = new ListingRooms();
  /** Each row's room types, looked up once: a search by dates asks every row, and a lookup by id each time cost 40 ms. */
  private roomTypesAt: Array<RoomTypesAt | undefined> = [];

  private constructor(
    readonly handle: DatabaseHandle,
    /** The content version whose changes are all in; a row's facts may be newer, read after it. */
    public version: number,
    readonly columns: ListingColumns,
    private createdMicros: Float64Array,
    /** Each row's searched facts as one number (`factsHashOf`): a change that keeps it leaves every search as it was. */
    private factsHash: Float64Array,
    built: {
      newest: Int32Array;
      byPrice: Int32Array;
      byScore: Int32Array;
      lexemes: string[];
      starts: Uint32Array;
      postings: Int32Array;
    },
  ) {
    this.newest = built.newest;
    this.byPrice = built.byPrice;
    this.byScore = built.byScore;
    this.lexemes = built.lexemes;
    this.starts = built.starts;
    this.postings = built.postings;
    this.readRows = columns.size;
    this.liveCount = columns.size;
    this.live = new Uint32Array(wordsFor(columns.size));
    for (let row = 0; row < columns.size; row++) add(this.live, row);
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
    factsHash: Float64Array,
  ): Promise<ListingIndex> {
    // Rows are numbered in the database's order of ids (see readIndex), so ties go by row as the SQL's go by id.
    const rows = Int32Array.from({ length: columns.size }, (_, row) => row);
    const { price } = columns;
    const newest = await sortInSteps(rows, (a, b) => createdMicros[b] - createdMicros[a] || b - a);
    const byPrice = await sortInSteps(rows, (a, b) => price[a] - price[b] || a - b);
    const score = scoresOf(columns);
    const byScore = await sortInSteps(rows, (a, b) => score(b) - score(a) || a - b);
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
    return new ListingIndex(handle, version, columns, createdMicros, factsHash, {
      newest,
      byPrice,
      byScore,
      lexemes,
      starts,
      postings,
    });
  }

  /** Ids compare as the database's "C" collation does, by code point: the index checks it while reading (readIndex). */
  private compareIds(a: number, b: number): number {
    const { id } = this.columns;
    return id[a] < id[b] ? -1 : id[a] > id[b] ? 1 : 0;
  }

  private readonly newerFirst = (a: number, b: number) =>
    this.createdMicros[b] - this.createdMicros[a] || this.compareIds(b, a);

  private readonly cheaperFirst = (a: number, b: number) =>
    this.columns.price[a] - this.columns.price[b] || this.compareIds(a, b);

  private readonly betterRatedFirst = (a: number, b: number) => {
    const score = scoresOf(this.columns);
    return score(b) - score(a) || this.compareIds(a, b);
  };

  /** Takes every listing's rooms, as read with the listings. */
  keepRooms(rooms: ListingRooms): void {
    this.rooms = rooms;
    this.roomTypesAt = this.columns.id.map((id) => rooms.of(id));
  }

  /** Whether a row's listing has a room free on every night of the stay, for the guests (`hasFreeRoomSql`). */
  hasFreeRoom(row: number, stay: StayNights, now: number): boolean {
    const types = this.roomTypesAt[row];
    return types !== undefined && this.rooms.hasFreeRoom(types, stay, now);
  }

  /** What a stay costs at a row's listing, in its cheapest room free for it, in paise (`cheapestStays`). */
  cheapestStay(row: number, stay: StayNights, now: number): number | undefined {
    const types = this.roomTypesAt[row];
    return types === undefined ? undefined : this.rooms.cheapestStay(types, stay, now);
  }

  /** Whether a row's listing has a room type that takes so many guests (`takesGuestsSql`). */
  takesGuests(row: number, guests: number): boolean {
    const types = this.roomTypesAt[row];
    return types !== undefined && this.rooms.takesGuests(types, guests);
  }

  /** The live row of a listing, if it is in the index. */
  private rowOf(id: string): number | undefined {
    const added = this.addedRows.get(id);
    if (added !== undefined) return added;
    let low = 0;
    let high = this.readRows;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.columns.id[middle] < id) low = middle + 1;
      else high = middle;
    }
    return low < this.readRows && this.columns.id[low] === id && has(this.live, low) ? low : undefined;
  }

  /** How many rows the index holds for listings that left it or changed since: past half, a new read is cheaper. */
  get leftBehind(): number {
    return this.columns.size - this.liveCount;
  }

  /**
   * Takes the changes since its version: every listing of `changed` leaves the index, and those of `rows` (the ones
   * public now, with their facts as read) come in again. The work is the changes', not the catalogue's, but for
   * moving each new row into its place in both orders.
   */
  apply(changed: readonly string[], rows: readonly IndexedRow[], rooms: ListingRooms, version: number): Set<string> {
    this.rooms.replace(changed, rooms);
    const read = new Map(rows.map((facts) => [facts.id, facts]));
    const before = new Map<string, { city: string | null; facts: number }>();
    const after = new Map<string, { city: string | null; facts: number }>();
    let rowsMoved = false;
    for (const id of changed) {
      const row = this.rowOf(id);
      if (row === undefined) continue;
      const was = { city: this.columns.city.valueAt(row), facts: this.factsHash[row] };
      before.set(id, was);
      const facts = read.get(id);
      // Only what no fact of its row reads changed (a booking, its rooms, a photo): it keeps its row and its places.
      if (facts && factsHashOf(facts) === was.facts) {
        this.roomTypesAt[row] = this.rooms.of(id);
        after.set(id, was);
        read.delete(id);
        continue;
      }
      rowsMoved = true;
      this.live[row >>> 5] &= ~(1 << (row & 31));
      this.liveCount -= 1;
      this.addedRows.delete(id);
    }
    for (const facts of read.values()) {
      rowsMoved = true;
      after.set(facts.id, { city: facts.city, facts: this.add(facts) });
    }
    this.version = version;
    // Each set was worked out over the rows as they were; with the same rows, only the guests' sets read the rooms.
    if (rowsMoved) this.rowSets.clear();
    else for (const key of [...this.rowSets.keys()]) if (key.startsWith("guests:")) this.rowSets.delete(key);
    const touched = new Set<string>();
    for (const id of changed) touchedByListing(touched, id, before.get(id), after.get(id));
    return touched;
  }

  /** Adds a listing's facts as a new row; returns their hash. */
  private add(facts: IndexedRow): number {
    const c = this.columns;
    const row = c.size;
    const fact = factsOf(facts);
    c.id.push(facts.id);
    for (const key of CODED) c[key].set(row, facts[key]);
    c.amenities.push(facts.amenities);
    c.price = withRoom(c.price, row + 1);
    c.price[row] = fact.price;
    c.bhk = withRoom(c.bhk, row + 1);
    c.bhk[row] = fact.bhk;
    c.reviewCount = withRoom(c.reviewCount, row + 1);
    c.reviewCount[row] = facts.reviewCount;
    c.reviewStars = withRoom(c.reviewStars, row + 1);
    c.reviewStars[row] = facts.reviewStars;
    c.latitude = withRoom(c.latitude, row + 1);
    c.latitude[row] = fact.latitude;
    c.longitude = withRoom(c.longitude, row + 1);
    c.longitude[row] = fact.longitude;
    for (const key of FLAGS) {
      c[key] = withRoom(c[key], row + 1);
      c[key][row] = fact[key];
    }
    this.createdMicros = withRoom(this.createdMicros, row + 1);
    this.createdMicros[row] = fact.createdMicros;
    this.factsHash = withRoom(this.factsHash, row + 1);
    this.factsHash[row] = fact.hash;
    c.size = row + 1;
    this.roomTypesAt[row] = this.rooms.of(facts.id);
    this.addedRows.set(facts.id, row);
    if (wordsFor(c.size) > this.live.length) {
      const live = new Uint32Array(wordsFor(c.size));
      live.set(this.live);
      this.live = live;
    }
    add(this.live, row);
    this.liveCount += 1;
    this.newest = placed(this.newest, row, this.newerFirst);
    this.byPrice = placed(this.byPrice, row, this.cheaperFirst);
    this.byScore = placed(this.byScore, row, this.betterRatedFirst);
    for (const word of fact.words) {
      const list = this.addedWords.get(word);
      if (list) list.push(row);
      else this.addedWords.set(word, [row]);
    }
    return fact.hash;
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

  /** The rows whose words begin with each of the text's prefixes, rows since removed among them; the text must be known. */
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
      for (const [lexeme, added] of this.addedWords)
        if (lexeme.startsWith(prefix)) for (const row of added) add(rows, row);
      if (all) for (let word = 0; word < words; word++) all[word] &= rows[word];
      else all = rows;
    }
    return all ?? new Uint32Array(words);
  }

  /**
   * The rows of one filter's value (`key`, such as a city) still in the index, worked out once per index and change from
   * its test or bits (`make`); null or undefined as `make` gives them (the filter leaves listings out, or asks nothing).
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
    const bits = made instanceof Uint32Array ? made.map((word, at) => word & this.live[at]) : this.passing(made);
    const set = { bits, size: bits.reduce((total, word) => total + bitCount(word), 0) };
    if (this.rowSets.size >= MAX_ROW_SETS) this.rowSets.delete(this.rowSets.keys().next().value as string);
    this.rowSets.set(key, set);
    return set;
  }

  private passing(test: RowTest): RowBits {
    const bits = new Uint32Array(wordsFor(this.columns.size));
    for (let row = 0; row < this.columns.size; row++) if (has(this.live, row) && test(row)) add(bits, row);
    return bits;
  }

  /**
   * How many rows are in every one of `sets` (every row when none) and pass `test`, if any, counted no further than
   * `most`: a test is asked of the intersection's rows only until `most` pass.
   */
  count(sets: readonly RowSet[], most: number, test?: RowTest): number {
    if (sets.length === 0 && !test) return Math.min(this.liveCount, most);
    let count = 0;
    this.eachWord(this.orLive(sets), (word, bits) => {
      if (!test) count += bitCount(bits);
      else for (let left = bits; left !== 0 && count < most; left &= left - 1) if (test(rowIn(word, left))) count += 1;
      return count < most;
    });
    return Math.min(count, most);
  }

  /**
   * The rows in every one of `sets` that pass `test`, if any, at `offset`… in the order asked. The intersection is read
   * once; then whichever costs less: its rows are tested and sorted by their place in the order, or the order is walked
   * over the intersection, each row met tested, until the page is reached (which a search with many matches does early).
   */
  page(asked: readonly RowSet[], order: SearchOrder, offset: number, limit: number, test?: RowTest): number[] {
    const size = this.columns.size;
    const walk = order === "newest" ? this.newest : order === "best-rated" ? this.byScore : this.byPrice;
    const rowAt = order === "price-desc" ? (step: number) => walk[size - 1 - step] : (step: number) => walk[step];
    // Every row matches: the page is a slice of the order, with no intersection to read.
    if (asked.length === 0 && !test && this.liveCount === size) {
      const length = Math.max(0, Math.min(limit, size - offset));
      return Array.from({ length }, (_, step) => rowAt(offset + step));
    }
    // The intersection is read within this call, which awaits nothing: one array serves every page. A new one each
    // time was 125 KB outside the heap for a million listings, which brought full collections sooner: with the page
    // cache's copy gone too, 5,000 searches took 11 instead of 14 (ADR 023).
    if (this.found?.length !== wordsFor(size)) this.found = new Uint32Array(wordsFor(size));
    const found = this.found.fill(0);
    const rows: number[] = [];
    let matches = 0;
    this.eachWord(this.orLive(asked), (word, bits) => {
      found[word] = bits;
      matches += bitCount(bits);
      if (matches <= SORT_MATCHES_UP_TO)
        for (let left = bits; left !== 0; left &= left - 1) rows.push(rowIn(word, left));
      return true;
    });
    if (sortsSooner(matches, offset + limit, size, test !== undefined)) {
      const compare =
        order === "newest" ? this.newerFirst : order === "best-rated" ? this.betterRatedFirst : this.cheaperFirst;
      const kept = test ? rows.filter(test) : rows;
      kept.sort(order === "price-desc" ? (a, b) => compare(b, a) : compare);
      return kept.slice(offset, offset + limit);
    }
    const page: number[] = [];
    let count = 0;
    for (let step = 0; step < size && page.length < limit; step++) {
      const row = rowAt(step);
      if (!has(found, row) || (test && !test(row))) continue;
      if (count >= offset) page.push(row);
      count += 1;
    }
    return page;
  }

  /**
   * The rows in every one of `sets` that pass `test`, if any, at `offset`… nearest to `place` first, ties by id as the
   * SQL's `asc(id)`. A 'near' search's sets include its circle, so its matches are that circle's listings at most: they
   * are measured and sorted at each page, with no order kept for them.
   */
  nearestPage(
    sets: readonly RowSet[],
    place: { lat: number; lng: number },
    offset: number,
    limit: number,
    test?: RowTest,
  ): number[] {
    const rows: number[] = [];
    this.eachWord(this.orLive(sets), (word, bits) => {
      for (let left = bits; left !== 0; left &= left - 1) {
        const row = rowIn(word, left);
        if (!test || test(row)) rows.push(row);
      }
      return true;
    });
    const km = Float64Array.from(rows, (row) => this.distanceKm(row, place));
    return Array.from(rows.keys())
      .sort((a, b) => km[a] - km[b] || this.compareIds(rows[a], rows[b]))
      .slice(offset, offset + limit)
      .map((at) => rows[at]);
  }

  /** The sets to intersect: every live row when none is asked. */
  private orLive(sets: readonly RowSet[]): readonly RowSet[] {
    return sets.length === 0 ? [{ bits: this.live, size: this.liveCount }] : sets;
  }

  /** A row's straight-line distance from a place, in kilometres, as its card says it. */
  distanceKm(row: number, place: { lat: number; lng: number }): number {
    return haversineKm(place, { lat: this.columns.latitude[row], lng: this.columns.longitude[row] });
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
/** The row of the lowest bit set in `bits`, word `word` of a set. */
const rowIn = (word: number, bits: number) => word * 32 + 31 - Math.clz32(bits & -bits);

/** What a comparison of two rows by their order costs, in steps of a walk over the order (a bit read each). */
const COMPARE_STEPS = 4;
/** What asking a row's test costs, in steps of a walk: a search by dates reads the row's rooms and nights. */
const TEST_STEPS = 16;

/**
 * Whether sorting a page's matches costs less than walking the order to it. A walk reads about `size / matches` rows
 * of the order per match it reaches, `needed` of them, and tests only those; a sort compares about
 * `matches × log2(matches)` pairs, after testing every match.
 */
function sortsSooner(matches: number, needed: number, size: number, tested: boolean): boolean {
  if (matches > SORT_MATCHES_UP_TO) return false;
  const walking = (needed * size) / Math.max(matches, 1) + (tested ? needed * TEST_STEPS : 0);
  const sorting = matches * Math.log2(matches + 1) * COMPARE_STEPS + (tested ? matches * TEST_STEPS : 0);
  return sorting <= walking;
}

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

/** `order` (its first rows, as many as there are but one) with `row` moved into its place: one copy of the rest. */
function placed(order: Int32Array, row: number, compare: (a: number, b: number) => number): Int32Array {
  const length = row;
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(order[middle], row) < 0) low = middle + 1;
    else high = middle;
  }
  const grown = withRoom(order, length + 1);
  grown.copyWithin(low + 1, low, length);
  grown[low] = row;
  return grown;
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

/** The yes-or-no facts, a byte per row. */
const FLAGS = ["hasRera", "isCoLiving", "isShortStay"] as const;

/** What the index keeps of a listing, as the database gives it. */
const indexedFacts = {
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
  reviewCount: listings.reviewCount,
  reviewStars: listings.reviewStars,
  latitude: listings.latitude,
  longitude: listings.longitude,
};

/** The public listings among those `where` asks for, in the order of ids, with what the index keeps of each. */
function indexedListings(where: SQL | undefined) {
  return database()
    .select(indexedFacts)
    .from(listings)
    .where(and(publicListings, inArray(listings.city, [...SUPPORTED_CITIES]), where))
    .orderBy(asc(listings.id));
}

type IndexedRow = Awaited<ReturnType<typeof indexedListings>>[number];

/** A row's numbers and flags as the columns hold them, and its words. */
function factsOf(row: IndexedRow) {
  return {
    price: Number(row.price),
    bhk: row.bhk ?? Number.NaN,
    createdMicros: Number(row.createdMicros),
    hasRera: row.hasRera ? 1 : 0,
    isCoLiving: row.isCoLiving ? 1 : 0,
    isShortStay: row.isShortStay ? 1 : 0,
    latitude: row.latitude ?? Number.NaN,
    longitude: row.longitude ?? Number.NaN,
    words: row.words ? row.words.split(" ") : [],
    hash: factsHashOf(row),
  };
}

/**
 * A listing's facts as the index reads them (all but its id) as one 53-bit number, cyrb53's: equal for an unchanged
 * listing, so an owner's rename or a photo, which leave them, touch the listing's own page and card but no search.
 */
function factsHashOf(row: IndexedRow): number {
  const { id: _id, ...facts } = row;
  const text = JSON.stringify(Object.values(facts));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Reads every public listing into a new index, a batch per statement in the database's order of ids, with a turn of
 * the event loop between batches. Each batch goes into the columns and the words' postings as it arrives, so no row
 * object of the read outlives its batch. The ids must arrive in the order JavaScript compares them (the database's "C"
 * collation), or the changes could not be put in their places after: an index that finds them otherwise says so and is
 * read whole at each change.
 */
async function readIndex(handle: DatabaseHandle, version: number): Promise<ListingIndex> {
  const id: string[] = [];
  const coded = Object.fromEntries(CODED.map((key) => [key, CodedColumn.reader()])) as Record<
    (typeof CODED)[number],
    ReturnType<typeof CodedColumn.reader>
  >;
  const amenities = CodedLists.reader();
  const numbers = { price: [] as number[], bhk: [] as number[], createdMicros: [] as number[], hash: [] as number[] };
  const reviewed = { count: [] as number[], stars: [] as number[] };
  const point = { latitude: [] as number[], longitude: [] as number[] };
  const flags = { hasRera: [] as number[], isCoLiving: [] as number[], isShortStay: [] as number[] };
  const postings = new Map<string, number[]>();
  let inCodeOrder = true;
  let after: string | undefined;
  for (;;) {
    const batch = await indexedListings(after ? gt(listings.id, after) : undefined).limit(LOAD_BATCH);
    for (const row of batch) {
      const at = id.length;
      if (at > 0 && id[at - 1] >= row.id) inCodeOrder = false;
      id.push(row.id);
      for (const key of CODED) coded[key].push(row[key]);
      amenities.push(row.amenities);
      const fact = factsOf(row);
      numbers.price.push(fact.price);
      numbers.bhk.push(fact.bhk);
      numbers.createdMicros.push(fact.createdMicros);
      numbers.hash.push(fact.hash);
      reviewed.count.push(row.reviewCount);
      reviewed.stars.push(row.reviewStars);
      point.latitude.push(fact.latitude);
      point.longitude.push(fact.longitude);
      for (const key of FLAGS) flags[key].push(fact[key]);
      for (const word of fact.words) {
        const list = postings.get(word);
        if (list) list.push(at);
        else postings.set(word, [at]);
      }
    }
    if (batch.length < LOAD_BATCH) break;
    after = batch[batch.length - 1].id;
    await nextTurn();
  }
  if (!inCodeOrder) logger.warn("search index: the database orders ids otherwise than by code point");
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
    reviewCount: Int32Array.from(reviewed.count),
    reviewStars: Int32Array.from(reviewed.stars),
    latitude: Float64Array.from(point.latitude),
    longitude: Float64Array.from(point.longitude),
  };
  const index = await ListingIndex.build(
    handle,
    version,
    columns,
    postings,
    Float64Array.from(numbers.createdMicros),
    Float64Array.from(numbers.hash),
  );
  index.takesChanges = inCodeOrder;
  index.keepRooms(await ListingRooms.read());
  return index;
}

let current: ListingIndex | undefined;
let reading: Promise<void> | undefined;
/** When the next read may start: reads run at most half the time, however often the content changes. */
let nextReadAt = 0;
/** Whole reads of the index since the process started, start-up's included: a change should never need one. */
let fullReads = 0;

/**
 * Reads the whole index, for `reason` (start-up, or a gap in the changes it cannot bridge), at `version` or later: the
 * changes made while it reads are taken afterwards.
 */
function readInBackground(handle: DatabaseHandle, version: number, reason: string): Promise<void> {
  reading ??= (async () => {
    const began = performance.now();
    fullReads += 1;
    logger.info({ reason, version }, `search index: full read (${reason})`);
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

/** Changes taken one by one up to this many listings (or an eighth of the index); past it, a whole read is cheaper. */
const MOST_CHANGES = 1_000;

/**
 * The content version now, how far the changes are pruned, the listings changed after `after`, and how many of the
 * versions since named a listing: the others were changes the log does not name, a project's (one snapshot).
 */
async function changesAfter(after: number, most: number) {
  const { rows } = await database().execute(sql`
    select (select version from content_version where id = 1)::text as version,
      (select version from listing_changes_pruned where id = 1)::text as pruned,
      array(select distinct listing_id from listing_changes where version > ${after} limit ${most + 1}) as ids,
      (select count(distinct version) from listing_changes where version > ${after})::int as named`);
  const [row] = rows as Array<{ version: string | null; pruned: string | null; ids: string[]; named: number | null }>;
  return {
    version: Number(row?.version ?? 0),
    pruned: Number(row?.pruned ?? 0),
    ids: row?.ids ?? [],
    named: Number(row?.named ?? 0),
  };
}

let applying: Promise<void> | undefined;
/** Whether a catch-up was asked for while one ran, which may have read the log before the change it was asked for. */
let askedAgain = false;

/**
 * Brings the index up to the database's content version by its change log: the listings changed since are read again
 * (a few rows), not all. Runs one at a time: a caller that came while one ran shares it, and another runs after it.
 */
function catchUp(handle: DatabaseHandle): Promise<void> {
  if (applying) {
    askedAgain = true;
    return applying;
  }
  applying = applyChanges(handle)
    .catch((error) => {
      if (databaseHandle() === handle) logger.warn({ err: error }, "search index: the changes could not be read");
    })
    .finally(() => {
      applying = undefined;
      if (askedAgain && databaseHandle() === handle) {
        askedAgain = false;
        void catchUp(handle);
      }
    });
  return applying;
}

async function applyChanges(handle: DatabaseHandle): Promise<void> {
  const index = current;
  if (!index || index.handle !== handle || reading) return;
  const most = Math.max(MOST_CHANGES, Math.floor(index.columns.size / 8));
  const changes = await changesAfter(index.version, most);
  if (changes.version <= index.version) return;
  const gap = !index.takesChanges
    ? "ids not in code-point order"
    : index.version < changes.pruned
      ? `changes after version ${index.version} pruned`
      : changes.ids.length > most
        ? `over ${most} listings changed`
        : index.leftBehind > index.columns.size / 2
          ? "over half its rows replaced"
          : undefined;
  if (gap) {
    void readInBackground(handle, changes.version, gap);
    return;
  }
  const rows = changes.ids.length > 0 ? await indexedListings(inArray(listings.id, changes.ids)) : [];
  const rooms = await ListingRooms.read(changes.ids);
  // A whole read that ended meanwhile replaced the index, with these changes or later ones.
  if (current !== index) return;
  const from = index.version;
  const touched = index.apply(changes.ids, rows, rooms, changes.version);
  recordChanges(handle, from, changes.version, changes.named < changes.version - from ? "everything" : touched);
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

/**
 * How often an instance on PostgreSQL looks for changes by itself: its notices come on a connection of its own, which a
 * network fault can take away for a moment.
 */
const LOOK_FOR_CHANGES_MS = 1_000;
/** Changes kept in the log: an index further behind than this (an instance stopped meanwhile) is read whole. */
const KEEP_CHANGES = "1 hour";
const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Keeps the index following the database between searches: each commit that moves the content version is announced
 * (migration 0012), at once in this process on the embedded database and a moment later on PostgreSQL (LISTEN), and
 * the changes are taken then; on PostgreSQL the log is also looked at every second. A search that finds the index
 * behind takes the changes itself first either way. The log is pruned now and then.
 */
function followChanges(handle: DatabaseHandle): void {
  handle
    .hear("content_version", () => {
      if (databaseHandle() === handle) setImmediate(() => void catchUp(handle));
    })
    .catch((error) => logger.warn({ err: error }, "search index: changes are not announced"));
  if (handle.kind === "postgres") {
    const look = setInterval(() => {
      if (databaseHandle() === handle) void catchUp(handle);
      else clearInterval(look);
    }, LOOK_FOR_CHANGES_MS);
    look.unref();
  }
  const prune = setInterval(() => {
    if (databaseHandle() !== handle) clearInterval(prune);
    else
      void pruneChanges().catch((error) => logger.warn({ err: error }, "search index: the change log was not pruned"));
  }, PRUNE_EVERY_MS);
  prune.unref();
}

/** Drops the changes older than KEEP_CHANGES, and notes the last version dropped. */
export async function pruneChanges(): Promise<void> {
  await database().execute(sql`
    with through as (
      select max(version) as version from listing_changes where changed_at < now() - ${KEEP_CHANGES}::interval
    ), pruned as (
      delete from listing_changes where version <= (select version from through)
    )
    update listing_changes_pruned set version = greatest(listing_changes_pruned.version, through.version)
    from through where listing_changes_pruned.id = 1 and through.version is not null`);
}

/** Start-up's read of the index, in the background: searches ask the database until it is there. */
export function startReadingListingIndex(): void {
  const handle = databaseHandle();
  if (handle) followChanges(handle);
  readListingIndex().catch((error) => {
    logger.warn({ err: error }, "the search index could not be read");
    if (handle && databaseHandle() === handle) tryAgainLater(handle, 0);
  });
}

/**
 * The search index at `version` or later with `text` (a search's words, if any) prepared, or undefined when there is
 * none yet: the caller then asks the database, and a read of the index starts in the background (at most one at a
 * time). An index behind `version` takes the changes since first (a few rows).
 */
export async function listingIndexAt(version: number, text?: string): Promise<ListingIndex | undefined> {
  const index = await answeringIndex(version, text);
  if (index) answered.byIndex += 1;
  else answered.byDatabase += 1;
  return index;
}

/** Searches the index answered, and those it left to the database, since the process started: `/healthz` shows them. */
const answered = { byIndex: 0, byDatabase: 0 };
export const listingIndexAnswers = (): Readonly<typeof answered> => answered;

async function answeringIndex(version: number, text?: string): Promise<ListingIndex | undefined> {
  const handle = databaseHandle();
  if (!handle) return undefined;
  const index = await caughtUpTo(handle, version);
  if (!index) {
    if (current?.handle !== handle && !reading && Date.now() >= nextReadAt) {
      void readInBackground(handle, version, "start-up");
    }
    return undefined;
  }
  if (text !== undefined && !(await index.prepareText(text))) return undefined;
  return index;
}

// The caches ask what changed up to a version they read: the index reads it from the log, as a search behind would.
journalFollowedBy(async (version) => {
  const handle = databaseHandle();
  if (handle) await caughtUpTo(handle, version);
});

async function caughtUpTo(handle: DatabaseHandle, version: number): Promise<ListingIndex | undefined> {
  const indexOf = () => (current?.handle === handle ? current : undefined);
  // The changes being taken when this search came may have been read before its version: then once more.
  for (let tries = 0; tries < 2 && (indexOf()?.version ?? version) < version; tries++) await catchUp(handle);
  const index = indexOf();
  return index && index.version >= version ? index : undefined;
}

/** Whether the index has been read for the database open now (at any version): the health check says so. */
export function listingIndexReady(): boolean {
  const handle = databaseHandle();
  return handle !== undefined && current?.handle === handle;
}

/** How many times the index was read whole in this process: the health check shows it, and a change should add none. */
export function listingIndexFullReads(): number {
  return fullReads;
}

/** Brings the index up to the current content version: by its changes when it has been read, else whole. */
export async function readListingIndex(): Promise<void> {
  await reading;
  const handle = databaseHandle();
  if (!handle) return;
  if (current?.handle === handle) {
    await catchUp(handle);
    // A gap the changes could not bridge started a whole read.
    await reading;
  } else {
    await readInBackground(handle, await contentVersion(), "start-up");
  }
}
