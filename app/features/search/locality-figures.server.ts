import { and, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { ListingCardData } from "~/components/listing-card";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { listingCardColumns, publicListings } from "~/features/listings/listings.server";
import { withCovers } from "~/features/photos/photos.server";

/** A median is shown only with this many listings behind it: fewer say more about one owner than about a place. */
export const FIGURE_MIN_LISTINGS = 5;
/** The locality page shows this many of its newest listings. */
const LOCALITY_LISTINGS_SHOWN = 12;
/** The sitemap lists at most this many localities. */
const MAX_SITEMAP_LOCALITIES = 2_000;

/** The locality's address part, in SQL, as localitySlug writes it; listings_locality_idx is on this expression. */
const slugOfLocality = sql`btrim(regexp_replace(lower(${listings.locality}), '[^a-z0-9]+', '-', 'g'), '-')`;

/** Monthly rents: PGs, rooms and homes to let; a hotel's or a short stay's price is by the night. */
const RENT_TYPES = ["Rent", "PG", "Room"] as const;
export type RentType = (typeof RENT_TYPES)[number];

const inLocality = (city: string, slug: string) =>
  and(publicListings, eq(listings.city, city), sql`${slugOfLocality} = ${slug}`);
const monthlyRent = and(inArray(listings.listingType, [...RENT_TYPES]), eq(listings.isShortStay, false));
/**
 * A home's area a price per square foot divides by: carpet area when given, as on its page (pricePerSqFt in
 * app/content/catalogue.ts, ADR 056), then built-up, then super built-up.
 */
const homeArea = sql`coalesce(${listings.carpetArea}, ${listings.builtUpArea}, ${listings.superBuiltUpArea})`;
/** A flat or house for sale with its area: a plot's price per square foot is another market. */
const saleWithArea = and(
  eq(listings.listingType, "Sell"),
  ne(listings.propertyType, "Plot/Land"),
  sql`${homeArea} > 0`,
);

const median = (value: ReturnType<typeof sql>) =>
  sql<number>`percentile_cont(0.5) within group (order by ${value})`.mapWith(Number);
const salePerSqFt = sql`${listings.price}::float8 / ${homeArea}`;

/** A median with the number of listings behind it; `value` is null when they are fewer than FIGURE_MIN_LISTINGS. */
export type Figure = { value: number | null; listings: number };
const figure = (value: number, count: number): Figure => ({
  value: count >= FIGURE_MIN_LISTINGS ? Math.round(value) : null,
  listings: count,
});

/** One month of a figure's last twelve: null when it had too few listings. */
export type MonthPoint = { month: string; value: number | null };

export type LocalityFigures = {
  rents: Array<{ listingType: RentType; now: Figure; months: MonthPoint[] }>;
  salePerSqFt: { now: Figure; months: MonthPoint[] };
};

/** The first days of this month and the eleven before it, as YYYY-MM-01, oldest first. */
function lastTwelveMonths(today = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1));
    return month.toISOString().slice(0, 10);
  });
}

/** The locality's name as most of its listings write it, or null when no public listing is in it. */
export async function localityName(city: string, slug: string): Promise<string | null> {
  const [row] = await database()
    .select({ locality: listings.locality, count: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(inLocality(city, slug))
    .groupBy(listings.locality)
    .orderBy(desc(sql`count(*)`), listings.locality)
    .limit(1);
  return row?.locality ?? null;
}

/**
 * The median monthly rent of each kind and the median sale price per square foot, from the locality's public listings,
 * now and for each of the last twelve months (by when each listing was posted).
 */
export async function localityFigures(city: string, slug: string): Promise<LocalityFigures> {
  const db = database();
  const months = lastTwelveMonths();
  const month = sql<string>`to_char(date_trunc('month', ${listings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const since = new Date(`${months[0]}T00:00:00Z`);
  const count = sql<number>`count(*)`.mapWith(Number);
  const [rentsNow, rentsByMonth, saleNow, saleByMonth] = await Promise.all([
    db
      .select({ listingType: listings.listingType, count, median: median(sql`${listings.price}`) })
      .from(listings)
      .where(and(inLocality(city, slug), monthlyRent))
      .groupBy(listings.listingType),
    db
      .select({ listingType: listings.listingType, month, count, median: median(sql`${listings.price}`) })
      .from(listings)
      .where(and(inLocality(city, slug), monthlyRent, gte(listings.createdAt, since)))
      .groupBy(listings.listingType, month),
    db
      .select({ count, median: median(salePerSqFt) })
      .from(listings)
      .where(and(inLocality(city, slug), saleWithArea)),
    db
      .select({ month, count, median: median(salePerSqFt) })
      .from(listings)
      .where(and(inLocality(city, slug), saleWithArea, gte(listings.createdAt, since)))
      .groupBy(month),
  ]);
  const series = (rows: Array<{ month: string; count: number; median: number }>): MonthPoint[] =>
    months.map((first) => {
      const row = rows.find((r) => r.month === first);
      return { month: first, value: row ? figure(row.median, row.count).value : null };
    });
  return {
    rents: RENT_TYPES.flatMap((listingType) => {
      const now = rentsNow.find((row) => row.listingType === listingType);
      if (!now) return [];
      return [
        {
          listingType,
          now: figure(now.median, now.count),
          months: series(rentsByMonth.filter((row) => row.listingType === listingType)),
        },
      ];
    }),
    salePerSqFt: {
      now: figure(saleNow[0]?.median ?? 0, saleNow[0]?.count ?? 0),
      months: series(saleByMonth),
    },
  };
}

/** The locality's newest public listings, as cards. */
export async function localityListings(city: string, slug: string): Promise<ListingCardData[]> {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(inLocality(city, slug))
    .orderBy(desc(listings.createdAt))
    .limit(LOCALITY_LISTINGS_SHOWN);
  return withCovers(rows);
}

/** Every locality with a public listing, by city, for the sitemap. */
export async function localitySitemapEntries(): Promise<Array<{ city: string; slug: string }>> {
  const rows = await database()
    .selectDistinct({ city: listings.city, slug: sql<string>`${slugOfLocality}` })
    .from(listings)
    .where(publicListings)
    .orderBy(listings.city, sql`${slugOfLocality}`)
    .limit(MAX_SITEMAP_LOCALITIES);
  return rows.filter((row) => row.slug !== "");
}
