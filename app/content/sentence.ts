import { MOST_GUESTS } from "./booking-options";
import type { ExploreFilters, ExploreType } from "./explore-filters";
import { localitiesInEnglish, searchSpelling } from "./place-names";
import { LANDMARKS, nearPlaces, type Place } from "./places";
import {
  AMOUNT_UNITS,
  KNOWN_PLACES,
  LANDMARK_KIND_WORDS,
  type Meaning,
  OWNER_WORDS,
  PHRASES,
} from "./sentence-vocabulary";

/** The filters a sentence can name (ADR 039). */
export type SentenceFilterName =
  | "type"
  | "city"
  | "minPrice"
  | "maxPrice"
  | "pgGender"
  | "food"
  | "furnishing"
  | "sharing"
  | "bhk"
  | "rera"
  | "guests"
  | "near";
export type SentenceFilters = Partial<Pick<ExploreFilters, SentenceFilterName>>;

export type ReadSentence = {
  /** The filters the sentence names, none that disagrees with `preset`. */
  filters: SentenceFilters;
  /** The words that named nothing, as typed, searched as text; undefined when none are left. */
  text: string | undefined;
};

/** Whether a filter means something for a kind of place; one that does not is left as words. */
export type FilterApplies = (name: SentenceFilterName, type: ExploreType | undefined) => boolean;

const MAX_PRICE = 1_000_000_000_000;
const AMOUNT = /^(₹)?(\d[\d,]*(?:\.\d+)?)([^\d,.]+)?$/;
const DEVANAGARI_DIGITS = /[०-९]/g;
/** A number alone is read as a budget in the range of a month's rent or a night's stay, not a sector or a pin code. */
const BARE_BUDGET = { least: 1_000, most: 99_999 };
/**
 * A budget no stay or rent comes near, nights and months alike: 'under 80 lakh' with no kind named is a purchase. Two
 * lakh a month may be an office's rent, so the line is well above it.
 */
const SALE_PRICE = 10_00_000;

/** The spellings a sentence is rewritten to before its words are read: units, currency and ranges as separate words. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\s)p\.\s?g\.?(?=\s|$)/giu, "$1pg"],
  [/पी\.\s?जी\.?/gu, "पीजी"],
  [/(\d)\s*(bhk|b\.h\.k\.?)(?=\s|$|[,.])/giu, "$1 bhk"],
  [/(?:(?<=^|\s)(?:rs\.?|inr)|₹)\s*(?=\d)/giu, "₹"],
  [/(\d(?:k|l|lakh|lac|cr)?)\s*(?:-|–|to)\s*(?=[\d₹])/giu, "$1 - "],
  [/(\d)\s*\+/gu, "$1 +"],
  [/(\d)\s*\/\s*(?=\p{L}|-)/gu, "$1 /"],
  [/(\d)\s+(?=k\b)/giu, "$1"],
  [/,(?!\d{2})/gu, " "],
];

const PHRASES_BY_FIRST = new Map<string, Array<(typeof PHRASES)[number]>>();
for (const phrase of [...PHRASES].sort((a, b) => b.words.length - a.words.length)) {
  const list = PHRASES_BY_FIRST.get(phrase.words[0]) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST.set(phrase.words[0], list);
}

/** A run of words read as one thing: a phrase, an amount or a word that is neither. */
type Item =
  | { kind: "phrase"; meaning: Meaning; from: number; to: number }
  | { kind: "amount"; rupees: number; unit: number | undefined; from: number; to: number }
  | { kind: "word"; from: number; to: number };

/** An amount as people type it at `at` ('10000', '₹10,000', '10k', '1.5 cr', '10 हज़ार'), and the words it took. */
function readAmount(words: string[], at: number): Extract<Item, { kind: "amount" }> | undefined {
  const match = AMOUNT.exec(words[at]);
  if (!match) return undefined;
  const [, , digits, joined] = match;
  if (joined !== undefined && AMOUNT_UNITS[joined] === undefined) return undefined;
  const next = joined === undefined ? AMOUNT_UNITS[words[at + 1] ?? ""] : undefined;
  const unit = joined === undefined ? next : AMOUNT_UNITS[joined];
  const number = Number(digits.replaceAll(",", ""));
  const rupees = Math.round(number * (unit ?? 1));
  if (!Number.isFinite(rupees) || rupees > MAX_PRICE) return undefined;
  return { kind: "amount", rupees, unit: unit ?? (match[1] ? 1 : undefined), from: at, to: at + (next ? 2 : 1) };
}

function readPhrase(words: string[], at: number): Extract<Item, { kind: "phrase" }> | undefined {
  const phrase = PHRASES_BY_FIRST.get(words[at])?.find((candidate) =>
    candidate.words.every((word, offset) => words[at + offset] === word),
  );
  return phrase && { kind: "phrase", meaning: phrase.meaning, from: at, to: at + phrase.words.length };
}

/** The sentence's words as typed (without the punctuation around them) and as compared. */
function wordsOf(sentence: string): { typed: string[]; spelled: string[] } {
  let text = localitiesInEnglish(sentence).replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966));
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  const typed = text
    .split(/\s+/)
    .map((word) =>
      word === "-" || word === "+" ? word : word.replace(/^[^\p{L}\p{M}\p{N}₹/]+|[^\p{L}\p{M}\p{N}]+$/gu, ""),
    )
    .filter((word) => word !== "");
  return { typed, spelled: typed.map(searchSpelling) };
}

function itemsOf(spelled: string[]): Item[] {
  const items: Item[] = [];
  for (let at = 0; at < spelled.length; ) {
    const item = readAmount(spelled, at) ?? readPhrase(spelled, at) ?? { kind: "word", from: at, to: at + 1 };
    items.push(item);
    at = item.to;
  }
  return items;
}

const isAmount = (item: Item | undefined): item is Extract<Item, { kind: "amount" }> => item?.kind === "amount";
const amountWord = (item: Item | undefined, word: string): boolean =>
  item?.kind === "phrase" && "amount" in item.meaning && item.meaning.amount === word;

const SHARING_BY_COUNT = { 1: "Single", 2: "Double", 3: "Triple" } as const;

/**
 * Reads a sentence the way a person means it: 'girls pg in noida under 10000 with food' is PGs for girls in Noida, up
 * to ₹10,000, with food. A filter `preset` already sets wins; a word naming another value of it stays as text, as does
 * a fact of another kind of place ('boys' for a hotel). Sentences that name nothing come back exactly as typed.
 */
export function readSentence(
  sentence: string,
  preset: SentenceFilters,
  applies: FilterApplies,
  nearSaid = true,
): ReadSentence {
  const words = wordsOf(sentence);
  const near = nearSaid ? readNear(words.spelled) : undefined;
  const [typed, spelled] = [words.typed, words.spelled].map((list) =>
    near ? [...list.slice(0, near.from), ...list.slice(near.to)] : list,
  );
  const items = itemsOf(spelled);
  const read: SentenceFilters = {};
  /** Items read as each filter, given back as words when the filter turns out not to apply. */
  const readFrom = new Map<SentenceFilterName, Item[]>();
  const used = new Set<Item>();
  let weakType = false;
  let saleSized = false;

  const set = <K extends SentenceFilterName>(
    name: K,
    value: SentenceFilters[K],
    from: Item[],
    weak = false,
  ): boolean => {
    if (preset[name] !== undefined) return preset[name] === value || (name === "type" && weak);
    const current = read[name];
    if (name === "type" && current !== undefined && current !== value) {
      // A deal ('for rent') gives way to a kind it describes ('room for rent'), and is said by one.
      if (weak) return true;
      if (!weakType) return false;
    }
    if (name !== "type" && current !== undefined && current !== value) return false;
    read[name] = value;
    if (name === "type") weakType = weak;
    readFrom.set(name, [...(readFrom.get(name) ?? []), ...from]);
    return true;
  };
  const take = (...taken: Item[]) => {
    for (const item of taken) used.add(item);
  };

  // Amounts first, with the words around them: 'under 10k', '10000 से कम', '30 lakh to 50 lakh', 'between 5 and 8 k'.
  for (let index = 0; index < items.length; index++) {
    const amount = items[index];
    if (!isAmount(amount) || used.has(amount)) continue;
    let after = index + 1;
    while (amountWord(items[after], "unit")) after++;
    const units = items.slice(index + 1, after);
    const before = items[index - 1];
    const second = items[after + 1];
    if (amountWord(items[after], "to") && isAmount(second)) {
      let afterSecond = after + 2;
      while (amountWord(items[afterSecond], "unit")) afterSecond++;
      // '30 to 50 lakh': the first amount is in the second's unit.
      const low = amount.unit === undefined && second.unit ? amount.rupees * second.unit : amount.rupees;
      const opening = amountWord(before, "between") || amountWord(before, "atLeast") ? [before] : [];
      const closing = amountWord(items[afterSecond], "atMost") ? [items[afterSecond]] : [];
      const range = [...opening, amount, ...units, items[after], ...items.slice(after + 1, afterSecond), ...closing];
      if (
        set("minPrice", Math.min(low, second.rupees), range) &&
        set("maxPrice", Math.max(low, second.rupees), range)
      ) {
        take(...range);
        saleSized ||= second.rupees >= SALE_PRICE;
      }
      continue;
    }
    // A marker between two amounts goes with the second: 'sector 62 under 8000' is a budget of 8,000.
    const following = isAmount(items[after + 1]) ? undefined : items[after];
    const marker = [before, following].find(
      (item) => (amountWord(item, "atMost") || amountWord(item, "atLeast")) && item && !used.has(item),
    );
    const bare = amount.unit === undefined && (amount.rupees < BARE_BUDGET.least || amount.rupees > BARE_BUDGET.most);
    if (!marker && (bare || readCount(items, index) !== undefined)) continue;
    const side = marker && amountWord(marker, "atLeast") ? "minPrice" : "maxPrice";
    const taken = [...(marker ? [marker] : []), amount, ...units];
    if (set(side, amount.rupees, taken)) {
      take(...taken);
      saleSized ||= amount.rupees >= SALE_PRICE;
    }
  }

  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (used.has(item)) continue;
    const count = readCount(items, index);
    if (count) {
      const [name, value] = count;
      if (set(name, value as never, [item, items[index + 1]])) take(item, items[index + 1]);
      continue;
    }
    if (item.kind !== "phrase") continue;
    const { meaning } = item;
    if ("set" in meaning) {
      if (set(meaning.set, meaning.value as never, [item], "weak" in meaning)) take(item);
    } else if ("negates" in meaning) {
      const next = items[index + 1];
      if (
        next?.kind === "phrase" &&
        "set" in next.meaning &&
        next.meaning.set === "food" &&
        set("food", "No", [item, next])
      )
        take(item, next);
    }
  }

  // A kind named anywhere wins over the one the budget suggests.
  if (saleSized && read.type === undefined) set("type", "sell", [], true);
  const type = preset.type ?? read.type;
  for (const [name, from] of readFrom) {
    if (name === "type" || name === "city" || applies(name, type)) continue;
    delete read[name];
    for (const item of from) used.delete(item);
  }
  if (near && preset.near === undefined) {
    const city = preset.city ?? read.city;
    const place = city === undefined ? near.places[0] : near.places.find((candidate) => candidate.city === city);
    // A place of that name in another city than the one named ('near sector 62 gurgaon') is not the one meant: its
    // words are searched as text there, as a place the site does not know is.
    if (!place) return readSentence(sentence, preset, applies, false);
    read.near = place.id;
  }
  if (used.size === 0 && read.near === undefined) {
    return { filters: {}, text: localitiesInEnglish(sentence).trim() || undefined };
  }

  const homeSaid = type === "rent" || type === "sell" || read.bhk !== undefined;
  const rest = items
    .filter((item) => !used.has(item))
    .filter((item) => {
      if (item.kind !== "phrase") return true;
      const { meaning } = item;
      if ("joins" in meaning || ("amount" in meaning && meaning.amount !== "atMost" && meaning.amount !== "atLeast"))
        return false;
      return !("home" in meaning && homeSaid);
    })
    .flatMap((item) => typed.slice(item.from, item.to));
  return { filters: read, text: rest.length ? rest.join(" ") : undefined };
}

/** The longest run of words a place in `nearPlaces` is called, that many words at most. */
const LONGEST_PLACE_NAME = 6;

/** The places called by the words from `from`, the longest name first, and where the name ends. */
function placeAt(spelled: string[], from: number): { places: ReturnType<typeof nearPlaces>; to: number } | undefined {
  for (let to = Math.min(spelled.length, from + LONGEST_PLACE_NAME); to > from; to--) {
    const places = nearPlaces(spelled.slice(from, to).join(" "));
    if (places.length > 0) return { places, to };
  }
  return undefined;
}

/**
 * 'near IIT Kanpur', 'आईआईटी कानपुर के पास': a known place with the word that asks for what is near it, and the words
 * that took (ADR 042). A place named without it ('pg in gomti nagar') stays words, as before.
 */
function readNear(spelled: string[]): { places: ReturnType<typeof nearPlaces>; from: number; to: number } | undefined {
  for (let at = 0; at < spelled.length; at++) {
    if (spelled[at] === "near") {
      const found = placeAt(spelled, at + 1);
      if (found) return { places: found.places, from: at, to: found.to };
    }
    const found = placeAt(spelled, at);
    if (!found) continue;
    const after = spelled.slice(found.to, found.to + 2);
    const taken = after[0] === "पास" ? 1 : after[0] === "के" && after[1] === "पास" ? 2 : 0;
    if (taken > 0) return { places: found.places, from: at, to: found.to + taken };
  }
  return undefined;
}

/** '2 bhk', '3 sharing': a small number before the word that counts it. */
function readCount(
  items: Item[],
  index: number,
): readonly ["bhk" | "guests", number] | readonly ["sharing", string] | undefined {
  const number = items[index];
  const counted = items[index + 1];
  if (!isAmount(number) || number.unit !== undefined || counted?.kind !== "phrase" || !("counts" in counted.meaning))
    return undefined;
  if (counted.meaning.counts === "bhk")
    return number.rupees >= 1 && number.rupees <= 5 ? ["bhk", number.rupees] : undefined;
  if (counted.meaning.counts === "guests")
    return number.rupees >= 1 && number.rupees <= MOST_GUESTS ? ["guests", number.rupees] : undefined;
  const sharing = SHARING_BY_COUNT[number.rupees as keyof typeof SHARING_BY_COUNT];
  return sharing ? ["sharing", sharing] : undefined;
}

/** Levenshtein distance, stopping once it passes `most`. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > most) return most + 1;
    previous = current;
  }
  return previous[b.length];
}

/** A name as names are compared for a slip of the keys: case, spaces, punctuation and Hindi vowel signs aside. */
const compact = (name: string) => searchSpelling(name).replace(/[^\p{L}\p{N}]+/gu, "");

/** Names a slip of the keys may have meant, compared as `compact` writes them: places searched as text, the filters' words. */
const TEXT_NAMES: ReadonlyArray<readonly [key: string, name: string]> = [
  ...KNOWN_PLACES.map(([, name]) => [compact(name), name] as const),
  ...PHRASES.filter(({ words, meaning }) => words.length === 1 && "set" in meaning).map(
    ({ name }) => [compact(name), name] as const,
  ),
].filter(([key]) => key.length >= 4);

/** The landmarks by each of their names: one searched for by name is searched near (ADR 042). */
const LANDMARK_NAMES: ReadonlyArray<readonly [key: string, place: Place]> = LANDMARKS.flatMap((place) =>
  [place.name, place.hindi, ...(place.alsoCalled ?? [])].flatMap((name) =>
    name ? [[compact(name), place] as const] : [],
  ),
);

const LANDMARK_KINDS = Object.entries(LANDMARK_KIND_WORDS).flatMap(([kind, names]) =>
  names.map((name) => ({ words: searchSpelling(name).split(" "), kind })),
);

/** The landmarks a 'near my college' may have meant: at most this many of the kind. */
const MOST_LANDMARKS_OFFERED = 3;

/** What words that matched nothing may have meant: other words to search, or a landmark to search near. */
export type Suggestion = {
  /** The words searched as text once it is taken; undefined when none are left. */
  q: string | undefined;
} & ({ text: string } | { near: Place });

const joined = (words: string[]): string | undefined => (words.length ? words.join(" ") : undefined);

/**
 * What some words searched as text may have meant: the known place or filter word closest to a slip of the keys
 * ('gomti nagr' → Gomti Nagar, 'gils' → girls), a landmark named without 'near' or misspelled ('amity univrsity' →
 * near Amity University), else for a kind of landmark ('my college') that kind's landmarks in `city`. Empty when
 * nothing is near enough to be meant.
 */
export function suggestions(text: string, city: string | undefined): Suggestion[] {
  const words = text.split(/\s+/).filter(Boolean);
  const spelledRight = new Set<number>();
  let best: { from: number; to: number; distance: number; meant: { text: string } | { near: Place } } | undefined;
  const consider = (from: number, to: number, found: number, meant: { text: string } | { near: Place }) => {
    // The most words explained first ('sgpgi hospitl' is SGPGI hospital, not SGPGI and a stray word), then the closest.
    const explained = to - from;
    const bestWords = best ? best.to - best.from : 0;
    const better = !best || explained > bestWords || (explained === bestWords && found < best.distance);
    if (better) best = { from, to, distance: found, meant };
  };
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 1; to <= Math.min(words.length, from + LONGEST_PLACE_NAME); to++) {
      const key = compact(words.slice(from, to).join(" "));
      if (key.length < 4) continue;
      const most = key.length <= 6 ? 1 : 2;
      for (const [name, meant] of TEXT_NAMES) {
        const found = distance(key, name, most);
        if (found === 0) for (let at = from; at < to; at++) spelledRight.add(at);
        else if (found <= most) consider(from, to, found, { text: meant });
      }
      for (const [name, place] of LANDMARK_NAMES) {
        const found = distance(key, name, most);
        // Of two landmarks of one name, the one in the city searched.
        if (found <= most) consider(from, to, found + (city && place.city !== city ? 0.5 : 0), { near: place });
      }
    }
  }
  const found = best;
  if (found && !words.slice(found.from, found.to).some((_, offset) => spelledRight.has(found.from + offset))) {
    const rest = [
      ...words.slice(0, found.from),
      ...("text" in found.meant ? [found.meant.text] : []),
      ...words.slice(found.to),
    ];
    return [{ q: joined(rest), ...found.meant }];
  }
  return landmarksOfKind(words, city);
}

/** 'my college': the landmarks of the kind the words name, in `city` when one is searched. */
function landmarksOfKind(words: string[], city: string | undefined): Suggestion[] {
  const spelled = words.map(searchSpelling);
  for (let at = 0; at < spelled.length; at++) {
    const said = LANDMARK_KINDS.find(({ words: kindWords }) =>
      kindWords.every((word, offset) => spelled[at + offset] === word),
    );
    if (!said) continue;
    const from = at > 0 && OWNER_WORDS.has(spelled[at - 1]) ? at - 1 : at;
    const q = joined([...words.slice(0, from), ...words.slice(at + said.words.length)]);
    return LANDMARKS.filter((place) => place.kind === said.kind && (!city || place.city === city))
      .slice(0, MOST_LANDMARKS_OFFERED)
      .map((near) => ({ q, near }));
  }
  return [];
}
