import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { label as valueLabel } from "~/content/labels";
import { formatDate, formatRupees } from "~/lib/format";
import { i18n } from "~/lib/i18n";
import { z } from "~/lib/zod";
import type { NarrowingFilterName } from "./explore-filters";
import {
  ALL_AMENITIES,
  AMENITIES,
  type Amenity,
  BHK_OPTIONS,
  bhkLabel,
  FACING_TYPES,
  FURNISHING_OPTIONS,
  type ListingType,
  NOTICE_PERIODS,
  PG_GENDERS,
  POSSESSION_OPTIONS,
  PREFERRED_TENANTS,
  PROPERTY_CATEGORIES,
  SHARING_OPTIONS,
  STAR_RATINGS,
  STAY_AMENITIES,
  YES_NO,
} from "./listing-options";
import { normaliseReraNumber } from "./rera";
import type { ReviewCategory } from "./review-options";

/**
 * The catalogue (issue 41, ADR 048): every listing kind and every fact a listing records beyond its name, place, type
 * and price, declared once. The wizard's fields, the server's rules, what the database stores, the cards' chips, the
 * listing page's rows, the explore kinds and their names all read these declarations; `catalogue.test.ts` fails when
 * a fact lacks a label, a Hindi translation, or an input for a kind that has it.
 */

/** A fact's value as a listing holds it: a number or a stored English word, null when the owner left it empty. */
type Stored = string | number | null | undefined;
/** A listing's facts by name, whether kept in columns or as JSON: what a fact's words are read from. */
export type StoredFacts = Record<string, Stored>;

/** A form value is a string; a blank one means "not given". */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
/** A rule's message, read when the check fails, so it is in the language of that page or request. */
const says = (problem: MessageDescriptor) => ({ error: () => i18n._(problem) });

const whole = (min: number, max: number) => (problem: MessageDescriptor) =>
  z.preprocess(
    blank,
    z.coerce.number(says(problem)).int(says(problem)).min(min, says(problem)).max(max, says(problem)).optional(),
  );
const oneOf =
  <T extends readonly [string, ...string[]]>(values: T) =>
  (problem: MessageDescriptor) =>
    z.preprocess(blank, z.enum(values, says(problem)).optional());

/** "HH:MM", 24-hour. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "YYYY-MM-DD"; the range check rejects impossible dates such as 2026-02-31. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date from a year ago (a place free since then is free now) to two years ahead. */
function isPlausibleDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return time > Date.now() - 366 * DAY_MS && time < Date.now() + 2 * 366 * DAY_MS;
}

/** A listing's text columns a search can test, as the database and the search index both name them. */
export type TextColumn =
  | "listingType"
  | "propertyType"
  | "propertyCategory"
  | "furnishing"
  | "furnished"
  | "pgGender"
  | "foodAvailable"
  | "sharing"
  | "availableFrom";

/**
 * A condition on a listing, as data: `features/catalogue/kind-rules.server.ts` makes both the database's condition
 * and the search index's row test from it, so the two cannot say different things. As in SQL, a missing value
 * passes no comparison.
 */
export type Rule =
  | { column: TextColumn; is: string }
  | { column: TextColumn; in: readonly string[] }
  | { column: TextColumn; notIn: readonly string[] }
  | { column: TextColumn; isMissing: true }
  /** Compares as text: "YYYY-MM-DD" days compare as the days they are. */
  | { column: TextColumn; atMost: string }
  | { number: "bhk"; is: number }
  | { number: "bhk"; atLeast: number }
  | { flag: "isCoLiving" | "isShortStay" }
  | { all: readonly [Rule, ...Rule[]] }
  | { any: readonly [Rule, ...Rule[]] };

/** How a fact narrows a search: the explore filter (its URL key) and the rule for a value of it. */
type FactFilter<V> = { param: NarrowingFilterName; rule: (value: V) => Rule };

/** How the wizard asks for a fact. 'category' facts are asked by the Stay Info step beside the listing type. */
export type FactInput = { label: MessageDescriptor; hint?: MessageDescriptor } & (
  | {
      control: "select";
      placeholder: MessageDescriptor;
      options: readonly string[];
      optionLabel?: (v: string) => string;
    }
  | { control: "number"; min?: number }
  | { control: "time" | "date" }
  | { control: "text"; maxLength: number }
  | { control: "category" }
);

type FactDeclaration = {
  /** Where the fact is kept: its own column of `listings` (named as the fact), or a key of `kind_facts` (JSON). */
  stored: "column" | "json";
  /** Its name on the listing page. */
  label: MessageDescriptor;
  input: FactInput;
  /** What the server says when the value breaks the rule. */
  problem: MessageDescriptor;
  rule: (problem: MessageDescriptor) => z.ZodType;
  /**
   * The fact in words, the same on a card's chip and the listing page, or null when it is missing. A fact without
   * one is read beside another (the floor count with the floor) or has a section of its own (RERA).
   */
  show?: (facts: StoredFacts) => string | null;
  /** The explore filter the fact answers, if any. */
  filter?: FactFilter<never>;
};

/** A stored choice (furnishing, facing, possession…) in the words of the language being served. */
const text = (value: Stored) => (typeof value === "string" && value ? valueLabel(value) : null);
const worded = (words: Record<string, MessageDescriptor>, value: Stored) =>
  typeof value !== "string" || !value ? null : Object.hasOwn(words, value) ? i18n._(words[value]) : value;
const sqFt = (area: number) => `${area.toLocaleString("en-IN")} sq ft`;

const GENDER_WORDS: Record<string, MessageDescriptor> = {
  Boys: msg`For boys`,
  Girls: msg`For girls`,
  Both: msg`For boys & girls`,
};
const FOOD_WORDS: Record<string, MessageDescriptor> = { Yes: msg`Food included`, No: msg`No food` };
const BATHROOM_WORDS: Record<string, MessageDescriptor> = { Yes: msg`Attached bathroom`, No: msg`Shared bathroom` };
const WOMEN_DORM_WORDS: Record<string, MessageDescriptor> = { Yes: msg`Women-only dorm`, No: msg`Mixed dorms only` };

/** '3 of 12': the floor, and out of how many when the owner said. */
function floorWords(floor: Stored, total: Stored): string | null {
  if (typeof floor !== "number") return null;
  return total ? t`${floor} of ${total}` : String(floor);
}

/** 22:30 → 10:30 PM, as a notice on a PG's gate would say it. */
function clockTime(time: Stored): string | null {
  if (typeof time !== "string" || !time) return null;
  const [hours, minutes] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const num = (value: Stored) => (typeof value === "number" ? value : null);
const area = (value: Stored) => (num(value) ? sqFt(value as number) : null);

/**
 * Every fact, in the order the wizard's summary of problems lists them. Each kind below says which it has and in
 * what order its forms and pages show them.
 */
export const FACTS = {
  propertyCategory: {
    stored: "column",
    label: msg`Category`,
    input: { control: "category", label: msg`Property Category` },
    problem: msg`Please choose Residential or Commercial.`,
    rule: oneOf(PROPERTY_CATEGORIES),
    show: (l) =>
      l.propertyCategory
        ? [l.propertyCategory, l.categoryType].flatMap((value) => text(value) ?? []).join(" · ")
        : null,
  },
  categoryType: {
    stored: "column",
    label: msg`Category Type`,
    input: { control: "category", label: msg`Category Type` },
    problem: msg`Please choose a type that belongs to the selected category.`,
    rule: (problem) => z.preprocess(blank, z.string(says(problem)).optional()),
  },
  plotArea: {
    stored: "column",
    label: msg`Plot Area`,
    input: { control: "number", label: msg`Plot Area (sq ft)` },
    problem: msg`Plot area must be a whole number of square feet from 1 to 1,00,00,000.`,
    rule: whole(1, 10_000_000),
    show: (l) => area(l.plotArea),
  },
  // A home's three areas (ADR 056): a buyer compares carpet area, and a seller often quotes super built-up.
  carpetArea: {
    stored: "column",
    label: msg`Carpet Area`,
    input: {
      control: "number",
      label: msg`Carpet Area (sq ft)`,
      hint: msg`The floor inside the walls: what RERA asks builders to quote.`,
    },
    problem: msg`Carpet area must be a whole number of square feet from 1 to 10,00,000.`,
    rule: whole(1, 1_000_000),
    show: (l) => area(l.carpetArea),
  },
  builtUpArea: {
    stored: "column",
    label: msg`Built-up Area`,
    input: {
      control: "number",
      label: msg`Built-up Area (sq ft)`,
      hint: msg`Carpet area with the walls and balconies.`,
    },
    problem: msg`Built-up area must be a whole number of square feet from 1 to 10,00,000.`,
    rule: whole(1, 1_000_000),
    show: (l) => area(l.builtUpArea),
  },
  superBuiltUpArea: {
    stored: "column",
    label: msg`Super Built-up Area`,
    input: {
      control: "number",
      label: msg`Super Built-up Area (sq ft)`,
      hint: msg`Built-up area with a share of the lobby, stairs and other common areas.`,
    },
    problem: msg`Super built-up area must be a whole number of square feet from 1 to 10,00,000.`,
    rule: whole(1, 1_000_000),
    show: (l) => area(l.superBuiltUpArea),
  },
  furnishing: {
    stored: "column",
    label: msg`Furnishing`,
    input: {
      control: "select",
      label: msg`Furnishing`,
      placeholder: msg`Select furnishing`,
      options: FURNISHING_OPTIONS,
    },
    problem: msg`Please choose the furnishing from the list.`,
    rule: oneOf(FURNISHING_OPTIONS),
    show: (l) => text(l.furnishing),
    // A room says how it is furnished in a fact of its own.
    filter: {
      param: "furnishing",
      rule: (furnishing: string): Rule => ({
        any: [
          { column: "furnishing", is: furnishing },
          { column: "furnished", is: furnishing },
        ],
      }),
    },
  },
  floorNumber: {
    stored: "column",
    label: msg`Floor`,
    input: { control: "number", label: msg`Floor Number`, min: 0 },
    problem: msg`Floor number must be a whole number from 0 to 200.`,
    rule: whole(0, 200),
    show: (l) => floorWords(l.floorNumber, l.totalFloors),
  },
  totalFloors: {
    stored: "column",
    label: msg`Total Floors`,
    input: { control: "number", label: msg`Total Floors` },
    problem: msg`Total floors must be a whole number from 1 to 200.`,
    rule: whole(1, 200),
  },
  facingType: {
    stored: "column",
    label: msg`Facing`,
    input: { control: "select", label: msg`Facing Type`, placeholder: msg`Select facing`, options: FACING_TYPES },
    problem: msg`Please choose a facing direction from the list.`,
    rule: oneOf(FACING_TYPES),
    show: (l) => text(l.facingType),
  },
  numRooms: {
    stored: "column",
    label: msg`Number of Rooms`,
    input: { control: "number", label: msg`Number of Rooms` },
    problem: msg`Number of rooms must be a whole number from 1 to 5,000.`,
    rule: whole(1, 5000),
    show: (l) => {
      const rooms = num(l.numRooms);
      return rooms ? t`${plural(rooms, { one: "# room", other: "# rooms" })}` : null;
    },
  },
  starRating: {
    stored: "column",
    label: msg`Star Rating`,
    input: {
      control: "select",
      label: msg`Star Rating`,
      placeholder: msg`Select star rating`,
      options: STAR_RATINGS.map(String),
      optionLabel: String,
    },
    problem: msg`Star rating must be from 1 to 5.`,
    rule: whole(1, 5),
    show: (l) => (l.starRating ? t`${l.starRating} Star` : null),
  },
  pgGender: {
    stored: "column",
    label: msg`Gender`,
    input: { control: "select", label: msg`PG for`, placeholder: msg`Select who can stay`, options: PG_GENDERS },
    problem: msg`Please choose Boys, Girls or Both.`,
    rule: oneOf(PG_GENDERS),
    show: (l) => worded(GENDER_WORDS, l.pgGender),
    // A PG for both takes girls and boys alike, so it answers either search; "Both" asks for mixed PGs only.
    filter: {
      param: "pgGender",
      rule: (gender: string): Rule =>
        gender === "Both" ? { column: "pgGender", is: gender } : { column: "pgGender", in: [gender, "Both"] },
    },
  },
  foodAvailable: {
    stored: "column",
    label: msg`Food`,
    input: { control: "select", label: msg`Food Available`, placeholder: msg`Select`, options: YES_NO },
    problem: msg`Please choose Yes or No for food.`,
    rule: oneOf(YES_NO),
    show: (l) => worded(FOOD_WORDS, l.foodAvailable),
    filter: { param: "food", rule: (food: string): Rule => ({ column: "foodAvailable", is: food }) },
  },
  attachedBathroom: {
    stored: "column",
    label: msg`Bathroom`,
    input: { control: "select", label: msg`Attached Bathroom`, placeholder: msg`Select`, options: YES_NO },
    problem: msg`Please choose Yes or No for the attached bathroom.`,
    rule: oneOf(YES_NO),
    show: (l) => worded(BATHROOM_WORDS, l.attachedBathroom),
  },
  furnished: {
    stored: "column",
    label: msg`Furnished`,
    input: { control: "select", label: msg`Furnished`, placeholder: msg`Select`, options: FURNISHING_OPTIONS },
    problem: msg`Please choose how the room is furnished.`,
    rule: oneOf(FURNISHING_OPTIONS),
    show: (l) => text(l.furnished),
  },
  bhk: {
    stored: "column",
    label: msg`BHK`,
    input: {
      control: "select",
      label: msg`BHK`,
      placeholder: msg`Select bedrooms`,
      options: BHK_OPTIONS.map(String),
      optionLabel: (bhk) => bhkLabel(Number(bhk)),
    },
    problem: msg`Please choose the number of bedrooms (1 to 5+ BHK).`,
    rule: whole(BHK_OPTIONS[0], BHK_OPTIONS[BHK_OPTIONS.length - 1]),
    show: (l) => (num(l.bhk) ? bhkLabel(l.bhk as number) : null),
    // 5 stands for five or more bedrooms.
    filter: {
      param: "bhk",
      rule: (bhk: number): Rule =>
        bhk >= BHK_OPTIONS[BHK_OPTIONS.length - 1] ? { number: "bhk", atLeast: bhk } : { number: "bhk", is: bhk },
    },
  },
  sharing: {
    stored: "column",
    label: msg`Sharing`,
    input: { control: "select", label: msg`Sharing`, placeholder: msg`Select sharing`, options: SHARING_OPTIONS },
    problem: msg`Please choose Single, Double or Triple sharing.`,
    rule: oneOf(SHARING_OPTIONS),
    show: (l) => (typeof l.sharing === "string" && l.sharing ? t`${valueLabel(l.sharing)} sharing` : null),
    // A PG or room listed before sharing was asked says it in its type ('Double Room').
    filter: {
      param: "sharing",
      rule: (sharing: string): Rule => ({
        any: [
          { column: "sharing", is: sharing },
          {
            all: [
              { column: "sharing", isMissing: true },
              { column: "propertyType", is: `${sharing} Room` },
            ],
          },
        ],
      }),
    },
  },
  deposit: {
    stored: "column",
    label: msg`Deposit`,
    input: { control: "number", label: msg`Deposit (₹)`, min: 0 },
    problem: msg`Deposit must be a whole number of rupees from 0 to 1,00,00,000.`,
    rule: whole(0, 10_000_000),
    show: (l) => (num(l.deposit) ? formatRupees(l.deposit as number) : null),
  },
  noticePeriod: {
    stored: "column",
    label: msg`Notice Period`,
    input: {
      control: "select",
      label: msg`Notice Period`,
      placeholder: msg`Select notice period`,
      options: NOTICE_PERIODS,
    },
    problem: msg`Please choose a notice period from the list.`,
    rule: oneOf(NOTICE_PERIODS),
    show: (l) => text(l.noticePeriod),
  },
  gateClosingTime: {
    stored: "column",
    label: msg`Gate Closing Time`,
    input: { control: "time", label: msg`Gate Closing Time` },
    problem: msg`Gate closing time must be a time such as 22:30.`,
    rule: (problem) => z.preprocess(blank, z.string(says(problem)).max(5).regex(TIME, says(problem)).optional()),
    show: (l) => clockTime(l.gateClosingTime),
  },
  preferredTenants: {
    stored: "column",
    label: msg`Preferred Tenants`,
    input: {
      control: "select",
      label: msg`Preferred Tenants`,
      placeholder: msg`Select preferred tenants`,
      options: PREFERRED_TENANTS,
    },
    problem: msg`Please choose preferred tenants from the list.`,
    rule: oneOf(PREFERRED_TENANTS),
    show: (l) => text(l.preferredTenants),
  },
  availableFrom: {
    stored: "column",
    label: msg`Available From`,
    input: { control: "date", label: msg`Available From` },
    problem: msg`Available from must be a date within the next two years.`,
    rule: (problem) =>
      z.preprocess(
        blank,
        z.string(says(problem)).max(10).regex(DATE, says(problem)).refine(isPlausibleDate, says(problem)).optional(),
      ),
    show: (l) => (typeof l.availableFrom === "string" && l.availableFrom ? formatDate(l.availableFrom) : null),
    // Available by the day asked for; no date means available now.
    filter: {
      param: "availableFrom",
      rule: (day: string): Rule => ({
        any: [
          { column: "availableFrom", isMissing: true },
          { column: "availableFrom", atMost: day },
        ],
      }),
    },
  },
  possession: {
    stored: "column",
    label: msg`Possession`,
    input: {
      control: "select",
      label: msg`Possession`,
      placeholder: msg`Select possession`,
      options: POSSESSION_OPTIONS,
    },
    problem: msg`Please choose Ready to move or Under construction.`,
    rule: oneOf(POSSESSION_OPTIONS),
    show: (l) => text(l.possession),
  },
  reraNumber: {
    stored: "column",
    label: msg`RERA registration number`,
    input: {
      control: "text",
      label: msg`RERA registration number`,
      hint: msg`Optional. UPRERAPRJ… in Uttar Pradesh, GGM/…/…/… in Gurugram.`,
      maxLength: 60,
    },
    problem: msg`Please keep the RERA registration number under 60 characters.`,
    rule: (problem) =>
      z.preprocess(blank, z.string(says(problem)).max(60, says(problem)).transform(normaliseReraNumber).optional()),
  },
  dormBeds: {
    stored: "json",
    label: msg`Beds per dorm`,
    input: { control: "number", label: msg`Beds per dorm`, hint: msg`The most beds in one dormitory.` },
    problem: msg`Beds per dorm must be a whole number from 2 to 40.`,
    rule: whole(2, 40),
    show: (l) => {
      const beds = num(l.dormBeds);
      return beds ? t`${beds}-bed dorm` : null;
    },
  },
  womenOnlyDorm: {
    stored: "json",
    label: msg`Women-only dorm`,
    input: { control: "select", label: msg`Women-only dorm`, placeholder: msg`Select`, options: YES_NO },
    problem: msg`Please choose Yes or No for a women-only dorm.`,
    rule: oneOf(YES_NO),
    show: (l) => worded(WOMEN_DORM_WORDS, l.womenOnlyDorm),
  },
} satisfies Record<string, FactDeclaration>;

export type KindFact = keyof typeof FACTS;
/** The facts in declaration order. */
export const FACT_NAMES = Object.keys(FACTS) as KindFact[];

/** Facts kept in a column of their own, named as the fact; the rest are keys of the listing's `kind_facts`. */
export type ColumnFact = { [F in KindFact]: (typeof FACTS)[F]["stored"] extends "column" ? F : never }[KindFact];
export type JsonFact = Exclude<KindFact, ColumnFact>;
export const COLUMN_FACTS = FACT_NAMES.filter((fact): fact is ColumnFact => FACTS[fact].stored === "column");
export const JSON_FACTS = FACT_NAMES.filter(
  (fact): fact is JsonFact => (FACTS[fact] as FactDeclaration).stored === "json",
);

/** A fact's value as the server's rule gives it (a number, or one of the stored words), once checked. */
export type FactValue<F extends KindFact> = Exclude<z.output<ReturnType<(typeof FACTS)[F]["rule"]>>, undefined>;

/** Each fact's rule with its message: the server's schema spreads these. */
export function factRules(): { [F in KindFact]: ReturnType<(typeof FACTS)[F]["rule"]> } {
  return Object.fromEntries(
    FACT_NAMES.map((fact) => [fact, (FACTS[fact] as FactDeclaration).rule(FACTS[fact].problem)]),
  ) as {
    [F in KindFact]: ReturnType<(typeof FACTS)[F]["rule"]>;
  };
}

/** The explore filters the facts answer, each by its URL key, with its value's type. */
type FactFilters = {
  [F in KindFact as (typeof FACTS)[F] extends { filter: { param: infer P extends string } }
    ? P
    : never]: (typeof FACTS)[F] extends {
    filter: { rule: (value: infer V) => Rule };
  }
    ? (value: V) => Rule
    : never;
};
export type FactFilterName = keyof FactFilters;

/** Each fact filter's rule for a value, by its URL key: what the search's SQL and index test are both made from. */
export const FACT_FILTER_RULES = Object.fromEntries(
  FACT_NAMES.flatMap((fact) => {
    const filter = (FACTS[fact] as FactDeclaration).filter;
    return filter ? [[filter.param, filter.rule]] : [];
  }),
) as FactFilters;

/** What a fact's rule says when it fails, in the language being served. */
export const factProblem = (fact: KindFact) => i18n._(FACTS[fact].problem);

/* Kinds */

/**
 * What a listing is to a seeker, which decides the facts it has and the unit of its price. The specification's
 * listing types, with a sale of land told apart from a sale of a home.
 */
export type ListingKind = "hotel" | "pg" | "room" | "rent" | "sale" | "plot" | "hostel";

/** A fact worked out from others rather than recorded: what a square foot costs when the price buys the place. */
export type DerivedFact = "pricePerSqFt";
export type ShownFact = KindFact | DerivedFact;

/**
 * The areas a price per square foot is worked out from, the first the listing gives: carpet area when given, as
 * buyers compare it (ADR 056), then built-up and super built-up; a plot's from its plot area. Each but the plot's
 * says which area it divides by.
 */
export const PER_SQ_FT_AREAS = [
  { fact: "carpetArea", basis: msg`carpet` },
  { fact: "builtUpArea", basis: msg`built-up` },
  { fact: "superBuiltUpArea", basis: msg`super built-up` },
  { fact: "plotArea", basis: null },
] as const satisfies ReadonlyArray<{ fact: KindFact; basis: MessageDescriptor | null }>;

/** '₹5,143 / sq ft (carpet)': a price that buys the place, per square foot of the first area given; null without one. */
export function pricePerSqFt(price: number, facts: StoredFacts): string | null {
  for (const { fact, basis } of PER_SQ_FT_AREAS) {
    const sqFeet = num(facts[fact]);
    if (!sqFeet) continue;
    const perFoot = formatRupees(price / sqFeet);
    const on = basis ? i18n._(basis) : null;
    return on ? t`${perFoot} / sq ft (${on})` : t`${perFoot} / sq ft`;
  }
  return null;
}

/** What the price of a listing pays for: a night's stay, a month's rent, or the place itself (total). */
export type PriceUnit = "night" | "month" | "total";

type KindDeclaration = {
  /** The listing type an owner picks for it; a sale is a plot or a home by its property type. */
  listingType: ListingType;
  /** The facts it records, in the order forms and pages show them; the rest are neither asked nor shown. */
  facts: readonly KindFact[];
  /** The few a card shows as chips under its title: what seekers of the kind compare first. */
  cardFacts: readonly ShownFact[];
  /** What its price pays for (a room let for short stays is priced by the night whatever its kind). */
  priceUnit: PriceUnit;
  /** The amenities its owner may tick, in the order the wizard lists them. */
  amenities: readonly Amenity[];
  /** What a guest rates beside the overall rating (issue 45); none for a place never stayed in. */
  reviewCategories: readonly ReviewCategory[];
};

/** A home's areas (ADR 056); a plot has a plot area and none of these. */
const HOME_AREAS = ["carpetArea", "builtUpArea", "superBuiltUpArea"] as const;
/** What a flat or house has, whether it is let or sold. */
const HOME_FACTS = ["bhk", "furnishing", ...HOME_AREAS, "floorNumber", "totalFloors", "facingType"] as const;
const CATEGORY_FACTS = ["propertyCategory", "categoryType"] as const;
/** What a stay's own rooms and a small building have, from the specification's checklist. */
const BASIC_BUILDING = ["Parking", "Security", "Power Backup", "Lift"] as const satisfies readonly Amenity[];

/**
 * Every kind. Homes for rent or sale keep the specification's whole checklist of 24 amenities (it describes housing
 * projects) after what a stay offers; a plot keeps the 24 alone; a hotel, PG or room is offered what such a place
 * has, never a Helipad or a Golf Course.
 */
export const KINDS: Record<ListingKind, KindDeclaration> = {
  hotel: {
    listingType: "Hotel",
    facts: ["starRating", "numRooms"],
    cardFacts: ["starRating", "numRooms"],
    priceUnit: "night",
    amenities: [
      ...STAY_AMENITIES,
      ...BASIC_BUILDING,
      "Gym",
      "Swimming Pool",
      "Conference Room",
      "Concierge Desk",
      "Medical Facility",
      "Service Elevators",
    ],
    reviewCategories: ["cleanliness", "staff", "location", "value"],
  },
  pg: {
    listingType: "PG",
    facts: ["pgGender", "sharing", "foodAvailable", "deposit", "noticePeriod", "gateClosingTime", "availableFrom"],
    cardFacts: ["pgGender", "sharing", "foodAvailable"],
    priceUnit: "month",
    amenities: [...STAY_AMENITIES, ...BASIC_BUILDING, "Balcony", "Gym", "Indoor Games", "Study Room"],
    reviewCategories: ["food", "safety", "cleanliness", "owner", "value"],
  },
  room: {
    listingType: "Room",
    facts: ["sharing", "attachedBathroom", "furnished", "deposit", "availableFrom"],
    cardFacts: ["sharing", "attachedBathroom", "furnished"],
    priceUnit: "month",
    amenities: [...STAY_AMENITIES, ...BASIC_BUILDING, "Balcony", "Study Room"],
    reviewCategories: ["cleanliness", "location", "owner", "value"],
  },
  rent: {
    listingType: "Rent",
    facts: [...HOME_FACTS, "deposit", "availableFrom", "preferredTenants", ...CATEGORY_FACTS],
    cardFacts: ["bhk", "furnishing", "carpetArea"],
    priceUnit: "month",
    amenities: [...STAY_AMENITIES, ...AMENITIES],
    reviewCategories: ["upkeep", "location", "owner", "value"],
  },
  sale: {
    listingType: "Sell",
    facts: [...HOME_FACTS, "possession", "reraNumber", ...CATEGORY_FACTS],
    cardFacts: ["bhk", "carpetArea", "pricePerSqFt"],
    priceUnit: "total",
    amenities: [...STAY_AMENITIES, ...AMENITIES],
    reviewCategories: [],
  },
  plot: {
    listingType: "Sell",
    facts: ["plotArea", "facingType", "possession", "reraNumber", ...CATEGORY_FACTS],
    cardFacts: ["plotArea", "pricePerSqFt"],
    priceUnit: "total",
    amenities: AMENITIES,
    reviewCategories: [],
  },
  hostel: {
    listingType: "Hostel",
    facts: ["dormBeds", "womenOnlyDorm", "gateClosingTime"],
    cardFacts: ["dormBeds", "womenOnlyDorm"],
    priceUnit: "night",
    amenities: [...STAY_AMENITIES, ...BASIC_BUILDING, "Indoor Games", "Study Room"],
    reviewCategories: ["cleanliness", "staff", "location", "value"],
  },
};

export const LISTING_KINDS = Object.keys(KINDS) as ListingKind[];

type KindOf = { listingType: string; propertyType: string };

export function listingKind({ listingType, propertyType }: KindOf): ListingKind {
  if (listingType === "Sell") return propertyType === "Plot/Land" ? "plot" : "sale";
  return LISTING_KINDS.find((kind) => KINDS[kind].listingType === listingType) ?? "sale";
}

/** A room let for short stays is priced by the night, whatever its kind's usual unit. */
export function priceUnit(listing: KindOf & { isShortStay?: boolean | null }): PriceUnit {
  return listing.isShortStay ? "night" : KINDS[listingKind(listing)].priceUnit;
}

/* Explore kinds: what /explore, the stay pages and saved searches narrow listings (and projects) to. */

type ExploreKindDeclaration = {
  value: string;
  /** One, as a search's chip says it ('PG ×'). */
  one: MessageDescriptor;
  /** Many, as the type filter and a saved search's name say it ('PGs'). */
  many: MessageDescriptor;
  /** What makes a listing this kind of place; a project is not a listing. */
  rule?: Rule;
};

/** Stays, which are never commercial property, whatever category their poster gave. */
const STAY_TYPES: readonly ListingType[] = ["Hotel", "PG", "Room", "Hostel"];

/** The kinds of place a search narrows to, in the order the type filter lists them. */
export const EXPLORE_KINDS = [
  { value: "hotel", one: msg`Hotel`, many: msg`Hotels`, rule: { column: "listingType", is: "Hotel" } },
  { value: "pg", one: msg`PG`, many: msg`PGs`, rule: { column: "listingType", is: "PG" } },
  { value: "room", one: msg`Room`, many: msg`Rooms`, rule: { column: "listingType", is: "Room" } },
  { value: "co-living", one: msg`Co-living`, many: msg`Co-living`, rule: { flag: "isCoLiving" } },
  { value: "short-stay", one: msg`Short stay`, many: msg`Short stays`, rule: { flag: "isShortStay" } },
  { value: "hostel", one: msg`Hostel`, many: msg`Hostels`, rule: { column: "listingType", is: "Hostel" } },
  { value: "sell", one: msg`For sale`, many: msg`For sale`, rule: { column: "listingType", is: "Sell" } },
  { value: "rent", one: msg`For rent`, many: msg`For rent`, rule: { column: "listingType", is: "Rent" } },
  { value: "plot", one: msg`Plots / Land`, many: msg`Plots / Land`, rule: { column: "propertyType", is: "Plot/Land" } },
  {
    value: "commercial",
    one: msg`Commercial`,
    many: msg`Commercial`,
    rule: {
      all: [
        { column: "propertyCategory", is: "Commercial" },
        { column: "listingType", notIn: STAY_TYPES },
      ],
    },
  },
  { value: "project", one: msg`Projects`, many: msg`Projects` },
] as const satisfies readonly ExploreKindDeclaration[];

export type ExploreType = (typeof EXPLORE_KINDS)[number]["value"];

/** What makes a listing the kind of place a search asks for; null for projects, which are not listings. */
export function exploreKindRule(type: ExploreType): Rule | null {
  return (EXPLORE_KINDS.find((declared) => declared.value === type) as ExploreKindDeclaration).rule ?? null;
}

/** The kinds of listing a search of each type finds: its amenities filter offers what those kinds have. */
const KINDS_SEARCHED: Record<ExploreType, readonly ListingKind[]> = {
  hotel: ["hotel"],
  pg: ["pg"],
  room: ["room"],
  "co-living": ["pg", "room", "hostel"],
  "short-stay": ["hotel", "room", "hostel"],
  hostel: ["hostel"],
  sell: ["sale"],
  rent: ["rent"],
  plot: ["plot"],
  commercial: ["sale", "rent"],
  project: ["sale"],
};

/**
 * The amenities a search's filter offers: those the kinds it finds can have (a hotel search offers WiFi and AC, never a
 * Helipad), every one when no type is chosen, and any already ticked, so it can be unticked.
 */
export function searchedAmenities(type: ExploreType | undefined, ticked: readonly string[]): readonly Amenity[] {
  if (!type) return ALL_AMENITIES;
  const offered = new Set<string>([...KINDS_SEARCHED[type].flatMap((kind) => KINDS[kind].amenities), ...ticked]);
  return ALL_AMENITIES.filter((amenity) => offered.has(amenity));
}

/** A kind of place by name, in the language being served: one ('PG') or many ('PGs'). */
export function exploreKindName(type: ExploreType, count: "one" | "many"): string {
  const kind = EXPLORE_KINDS.find((declared) => declared.value === type) as ExploreKindDeclaration;
  return i18n._(kind[count]);
}
