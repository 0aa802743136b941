import { t } from "@lingui/core/macro";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { FACTS, KINDS, listingKind, PER_SQ_FT_AREAS, pricePerSqFt, type StoredFacts } from "~/content/catalogue";
import { label } from "~/content/labels";
import { kindFactRows } from "~/content/listing-facts";
import { priceUnit } from "~/content/listing-kinds";
import { bhkLabel, projectSells } from "~/content/listing-options";
import { type Place, placeById } from "~/content/places";
import { database } from "~/db/client.server";
import { comparedItems, users } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import { listingForView } from "~/features/listings/listings.server";
import { projectPath } from "~/features/projects/projects";
import { type ProjectDetail, projectById } from "~/features/projects/projects.server";
import { env } from "~/lib/env.server";
import { formatFullPrice, formatMonth, formatNumber, formatRupees } from "~/lib/format";
import { i18n } from "~/lib/i18n";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";

/** Four columns still read side by side on a laptop, and two at a time on a phone. */
export const MOST_COMPARED = 4;

/** Getters: each read speaks the language of the request being served. */
export const COMPARE_MESSAGES = {
  get full() {
    return t`You can compare up to four homes at a time. Remove one to add another.`;
  },
  get notFound() {
    return t`This listing or project could not be found.`;
  },
  get tooManyInAddress() {
    return t`A comparison holds up to four homes; the first four are shown.`;
  },
  get tooFast() {
    return t`Too many changes to your comparison. Please wait a minute and try again.`;
  },
  get gone() {
    return t`Some homes in this comparison are no longer listed.`;
  },
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isItemId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

/** `?ids=a,b`: the ids in order, each once; anything that is not an id is dropped, and the address bounded first. */
export function idsFromAddress(value: string): { ids: string[]; tooMany: boolean } {
  const ids = [
    ...new Set(
      value
        .slice(0, 1_000)
        .split(",")
        .map((id) => id.trim().toLowerCase()),
    ),
  ].filter(isItemId);
  return { ids: ids.slice(0, MOST_COMPARED), tooMany: ids.length > MOST_COMPARED };
}

/** A comparison's address; with the place of the 'near' search it was made from, its distances come along. */
export const compareAddress = (ids: readonly string[], near?: Place | null) =>
  `/compare?ids=${ids.join(",")}${near ? `&near=${encodeURIComponent(near.id)}` : ""}`;

/** One column of the comparison: every text in the language of the request. */
export type ComparedItem = {
  id: string;
  kind: "listing" | "project";
  name: string;
  href: string;
  place: string;
  /** Whole rupees; null when the project has not said. */
  price: number | null;
  /** The price buys the place (a sale or a project), so a loan can be worked out from it. */
  forSale: boolean;
  priceText: string | null;
  pricePerSqFt: string | null;
  /** Carpet, built-up, super built-up or plot area, each as the catalogue names it (ADR 056); a project's as ranges. */
  areas: Array<{ label: string; value: string }>;
  configuration: string | null;
  possession: string | null;
  facts: Array<{ label: string; value: string | null }>;
  amenities: string[];
  /** Where it is (ADR 042, 056), for its distance to the place of a 'near' search; null when it has no point. */
  point: { lat: number; lng: number } | null;
};

/** The areas a comparison has a row for, as the catalogue declares them. */
type AreaFact = (typeof PER_SQ_FT_AREAS)[number]["fact"];

const pointOf = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude };

/** '1,050 sq ft', or '1,050–1,480 sq ft' across a project's configurations. */
function sqFtRange(values: readonly number[]): string | null {
  if (values.length === 0) return null;
  const [low, high] = [Math.min(...values), Math.max(...values)].map(formatNumber);
  return low === high ? t`${low} sq ft` : t`${low}–${high} sq ft`;
}

const areaName = (fact: AreaFact) => i18n._(FACTS[fact].label);

async function listingColumn(id: string): Promise<ComparedItem | null> {
  const view = await listingForView(id, null);
  if (!view) return null;
  const { listing } = view;
  const buys = priceUnit(listing) === "total";
  const kindFacts: readonly string[] = KINDS[listingKind(listing)].facts;
  // Only the areas of its kind: a flat's stale plot area, say, is not one.
  const sqFeet: StoredFacts = Object.fromEntries(
    PER_SQ_FT_AREAS.map(({ fact }) => [fact, kindFacts.includes(fact) ? listing[fact] : null]),
  );
  const areas = PER_SQ_FT_AREAS.flatMap(({ fact }) => {
    const value = sqFeet[fact];
    return typeof value === "number" && value > 0
      ? [{ label: areaName(fact), value: sqFtRange([value]) as string }]
      : [];
  });
  // Facts with a row of their own above, in the same words kindFactRows uses, so they are not shown twice.
  const shownAbove = new Set([t`BHK`, t`Price per sq ft`, t`Possession`, ...areas.map((area) => area.label)]);
  return {
    id: listing.id,
    kind: "listing",
    name: listingName(listing.projectBuildingName),
    href: `/property/${listing.id}`,
    place: [listing.locality, label(listing.city)].filter(Boolean).join(", "),
    price: listing.price,
    forSale: buys,
    priceText: formatFullPrice(listing),
    pricePerSqFt: buys ? pricePerSqFt(listing.price, sqFeet) : null,
    areas,
    configuration: listing.bhk ? bhkLabel(listing.bhk) : label(listing.propertyType),
    possession: listing.possession ? label(listing.possession) : null,
    facts: kindFactRows(listing).filter((fact) => !shownAbove.has(fact.label)),
    amenities: listing.amenities.map(label),
    point: pointOf(listing),
  };
}

/** A project's price per square foot of carpet across its configurations; a plot's per square foot of plot. */
function projectPerSqFt(project: ProjectDetail): string | null {
  const { configurations } = project;
  if (configurations.length === 0) {
    // Only a plot is priced by its plot area: a flat's is not shown, so dividing by it would explain nothing.
    const plotArea = project.propertyType === "Plot/Land" ? project.plotArea : null;
    return project.price === null ? null : pricePerSqFt(project.price, { plotArea });
  }
  const low = formatRupees(Math.min(...configurations.map((c) => c.priceMin / c.carpetArea)));
  const high = formatRupees(Math.max(...configurations.map((c) => c.priceMax / c.carpetArea)));
  const range = low === high ? low : `${low}–${high}`;
  return t`${range} / sq ft (carpet)`;
}

function projectAreas(project: ProjectDetail): ComparedItem["areas"] {
  const { configurations } = project;
  const ranges: Array<[AreaFact, string | null]> = [
    ["carpetArea", sqFtRange(configurations.map((c) => c.carpetArea))],
    ["builtUpArea", sqFtRange(configurations.flatMap((c) => c.builtUpArea ?? []))],
    ["superBuiltUpArea", sqFtRange(configurations.flatMap((c) => c.superBuiltUpArea ?? []))],
    // A flat's areas are its configurations'; only a plot has a plot area.
    ["plotArea", project.propertyType === "Plot/Land" && project.plotArea ? sqFtRange([project.plotArea]) : null],
  ];
  return ranges.flatMap(([fact, value]) => (value ? [{ label: areaName(fact), value }] : []));
}

/** 'Under construction, Dec 2027': a project's status and the month possession is promised for, as given. */
function projectPossession(project: ProjectDetail): string | null {
  if (project.comingSoon) return t`Coming Soon`;
  const parts = [
    project.possessionStatus ? label(project.possessionStatus) : null,
    project.possessionDate ? formatMonth(project.possessionDate) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

function projectColumn(project: ProjectDetail): ComparedItem {
  const shown = (value: string | null) => (value ? label(value) : null);
  return {
    id: project.id,
    kind: "project",
    name: project.projectBuildingName.trim() || t`Untitled Project`,
    href: projectPath(project),
    place: [project.locality, label(project.city)].filter(Boolean).join(", "),
    price: project.price,
    // A project may let its homes or beds (PROJECT_POSTING_TYPES): its price is then a rent, not one a loan pays.
    forSale: projectSells(project),
    priceText: project.price === null ? null : formatRupees(project.price),
    pricePerSqFt: projectSells(project) ? projectPerSqFt(project) : null,
    areas: projectAreas(project),
    configuration:
      project.configurations.length > 0
        ? project.configurations.map((c) => c.name).join(", ")
        : shown(project.propertyType),
    possession: projectPossession(project),
    facts: [
      { label: t`Listing type`, value: shown(project.listingType) },
      { label: t`Category`, value: shown(project.propertyCategory) },
      { label: t`Facing`, value: shown(project.facingType) },
    ],
    amenities: project.amenities.map(label),
    point: pointOf(project),
  };
}

/** The public listing or project an id names, as a column; ids are UUIDs across both tables, so at most one has it. */
async function comparedItem(id: string): Promise<ComparedItem | null> {
  const listing = await listingColumn(id);
  if (listing) return listing;
  const project = await projectById(id);
  return project ? projectColumn(project) : null;
}

/** The public listing or project `id` names, or null. */
export async function comparedItemById(id: string): Promise<ComparedItem | null> {
  return isItemId(id) ? comparedItem(id) : null;
}

/** The columns for `ids`, in their order; an id no longer public (or never) is left out. */
export async function comparedItemsFor(ids: readonly string[]): Promise<ComparedItem[]> {
  const items = await Promise.all(ids.slice(0, MOST_COMPARED).map(comparedItem));
  return items.flatMap((item) => (item ? [item] : []));
}

/*
 * The place of the 'near' search the person compared from (ADR 056): the comparison then says how far each home is
 * from it. 'Add to compare' on a 'near' search's results sends it; it is kept in a cookie beside the comparison, so a
 * home added later from elsewhere is measured from the same place.
 */

const NEAR_COOKIE = "compare_near";
const NEAR_COOKIE_VALUE = /(?:^|;\s*)compare_near=([a-z0-9-]{1,100})(?:;|$)/;

/** The place a comparison measures from: the address's `near`, else the one kept from the last 'near' search. */
export function comparedFrom(request: Request): Place | null {
  const asked = new URL(request.url).searchParams.get("near");
  const id = asked ?? NEAR_COOKIE_VALUE.exec(request.headers.get("cookie") ?? "")?.[1];
  return (id && placeById(id)) || null;
}

/** The Set-Cookie line keeping the place of a 'near' search for the comparison, for as long as the comparison. */
export function comparedFromCookie(place: Place): string {
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `${NEAR_COOKIE}=${place.id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

/* Where a person's own comparison is kept: a cookie for a visitor, the compared_items table for an account. */

const COOKIE = "compare";
const COOKIE_VALUE = /(?:^|;\s*)compare=([0-9a-f.-]{0,200})(?:;|$)/i;
const COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

function cookieIds(request: Request): string[] {
  const value = COOKIE_VALUE.exec(request.headers.get("cookie") ?? "")?.[1] ?? "";
  return idsFromAddress(value.replaceAll(".", ",")).ids;
}

/** The Set-Cookie line keeping a visitor's comparison in this browser for 90 days. */
export function compareCookie(ids: readonly string[]): string {
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  const life = ids.length > 0 ? COOKIE_MAX_AGE_S : 0;
  return `${COOKIE}=${ids.join(".")}; Path=/; Max-Age=${life}; HttpOnly; SameSite=Lax${secure}`;
}

async function accountIds(userId: string): Promise<string[]> {
  const rows = await database()
    .select({ itemId: comparedItems.itemId })
    .from(comparedItems)
    .where(eq(comparedItems.userId, userId))
    .orderBy(asc(comparedItems.createdAt), asc(comparedItems.itemId))
    .limit(MOST_COMPARED);
  return rows.map((row) => row.itemId);
}

/** The ids of the person's own comparison, oldest first. */
export function ownComparison(request: Request, user: CurrentUser | null): Promise<string[]> {
  return user ? accountIds(user.id) : Promise.resolve(cookieIds(request));
}

export type CompareChange =
  | { ok: true; ids: string[]; setCookie: string | null }
  | { ok: false; status: 400 | 404 | 429; message: string };

const CHANGES_PER_MINUTE = 60;

/** An account's changes are stored, so they are counted; a visitor's only rewrite their own cookie. */
async function tooFast(user: CurrentUser | null): Promise<CompareChange | null> {
  if (!user) return null;
  const allowance = await hit(`compare:${user.id}`, CHANGES_PER_MINUTE, 60_000);
  return allowance.allowed ? null : { ok: false, status: 429, message: COMPARE_MESSAGES.tooFast };
}

/**
 * Adds a public listing or project to the person's comparison. Adding one already there changes nothing; a fifth is
 * refused, after making room of any that are no longer public (their places are not the person's to see).
 */
export async function addToComparison(request: Request, user: CurrentUser | null, id: string): Promise<CompareChange> {
  const refused = await tooFast(user);
  if (refused) return refused;
  if (!(await comparedItem(id))) return { ok: false, status: 404, message: COMPARE_MESSAGES.notFound };
  const current = await ownComparison(request, user);
  if (current.includes(id)) return { ok: true, ids: current, setCookie: null };
  const shown = (await comparedItemsFor(current)).map((item) => item.id);
  if (shown.length >= MOST_COMPARED) return { ok: false, status: 400, message: COMPARE_MESSAGES.full };
  const ids = [...shown, id];
  if (!user) return { ok: true, ids, setCookie: compareCookie(ids) };
  const gone = current.filter((kept) => !shown.includes(kept));
  const added = await database().transaction(async (tx) => {
    // One at a time per account, so two tabs adding at once cannot make five.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (gone.length > 0) {
      await tx.delete(comparedItems).where(and(eq(comparedItems.userId, user.id), inArray(comparedItems.itemId, gone)));
    }
    const [{ total }] = await tx
      .select({ total: count() })
      .from(comparedItems)
      .where(eq(comparedItems.userId, user.id));
    if (total >= MOST_COMPARED) return false;
    await tx.insert(comparedItems).values({ userId: user.id, itemId: id }).onConflictDoNothing();
    return true;
  });
  if (!added) return { ok: false, status: 400, message: COMPARE_MESSAGES.full };
  return { ok: true, ids: await accountIds(user.id), setCookie: null };
}

/** The homes in a person's comparison, for 'Download my data'. */
export function comparedForExport(userId: string) {
  return database()
    .select({ itemId: comparedItems.itemId, createdAt: comparedItems.createdAt })
    .from(comparedItems)
    .where(eq(comparedItems.userId, userId))
    .orderBy(asc(comparedItems.createdAt));
}

/** Takes one id out of the person's comparison; taking out one not there is harmless. */
export async function removeFromComparison(
  request: Request,
  user: CurrentUser | null,
  id: string,
): Promise<CompareChange> {
  const refused = await tooFast(user);
  if (refused) return refused;
  if (user) {
    await database()
      .delete(comparedItems)
      .where(and(eq(comparedItems.userId, user.id), eq(comparedItems.itemId, id)));
    return { ok: true, ids: await accountIds(user.id), setCookie: null };
  }
  const ids = cookieIds(request).filter((kept) => kept !== id);
  return { ok: true, ids, setCookie: compareCookie(ids) };
}
