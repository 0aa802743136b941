import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseExploreFilters } from "~/content/explore-filters";
import { database } from "~/db/client.server";
import { searchExplore } from "~/features/search/explore.server";
import { listingIndexAt, readListingIndex } from "~/features/search/listing-index.server";
import { contentVersion } from "~/lib/content-cache.server";
import { openFreshDatabase } from "../support/database";
import { insertSyntheticListings } from "../support/synthetic-listings";

// 'Rated 4+' and 'Best rated' (ADR 050) on a crafted set of hotels: the SQL search and the search index must agree,
// and follow a review's release or removal through the listings' change log.
let removeDatabase: () => Promise<void>;
/** The crafted hotels, by what their reviews are. */
const hotels: Record<"oneFive" | "fortyGood" | "threeFours" | "fiveThrees", string> = {
  oneFive: "",
  fortyGood: "",
  threeFours: "",
  fiveThrees: "",
};

/** Shown guest reviews of a listing, one ended booking each, written as the reviews feature stores them. */
async function reviewed(listingId: string, stars: number[]) {
  const db = database();
  await db.execute(sql`
    insert into room_types (id, listing_id, name, beds, max_guests, room_count, nightly_rate)
    values (${`room-${listingId}`}, ${listingId}, 'Standard Room', 'Double bed', 2, 5, 2000)`);
  for (const [at, rating] of stars.entries()) {
    const bookingId = `booking-${listingId}-${at}`;
    await db.execute(sql`
      insert into bookings (id, reference, listing_id, room_type_id, guest_name, guest_mobile, guest_email, guests,
        check_in, check_out, status, quote, total_paise, cancellation_policy)
      values (${bookingId}, ${`GS-${listingId.slice(0, 6)}${at}`}, ${listingId}, ${`room-${listingId}`}, 'Guest',
        '9876543210', 'guest@example.com', 2, '2026-10-01', '2026-10-03', 'confirmed', '{}'::jsonb, 400000, 'moderate')`);
    await db.execute(sql`
      insert into reviews (booking_id, listing_id, side, rating, body, status, revealed_at)
      values (${bookingId}, ${listingId}, 'guest', ${rating}, 'A stay worth writing twenty characters about.',
        'published', now())`);
  }
}

beforeAll(async () => {
  removeDatabase = await openFreshDatabase();
  await insertSyntheticListings(database(), 400);
  const { rows } = await database().execute(
    sql`select id from listings where listing_type = 'Hotel' and status = 'approved' and city = 'Lucknow' order by id limit 4`,
  );
  const [oneFive, fortyGood, threeFours, fiveThrees] = rows.map((row) => String((row as { id: string }).id));
  Object.assign(hotels, { oneFive, fortyGood, threeFours, fiveThrees });
  await reviewed(oneFive, [5]);
  // Forty reviews averaging 4.6: 24 of five stars and 16 of four.
  await reviewed(fortyGood, [...Array(24).fill(5), ...Array(16).fill(4)]);
  await reviewed(threeFours, [4, 4, 4]);
  await reviewed(fiveThrees, [3, 3, 3, 3, 3]);
  await readListingIndex();
});

afterAll(() => removeDatabase());

/** The same search by the database and by the search index, which must have answered it. */
async function bothWays(query: string) {
  const filters = parseExploreFilters(new URLSearchParams(query));
  const version = await contentVersion();
  const fromDatabase = await searchExplore(filters);
  expect(await listingIndexAt(version, filters.q)).toBeDefined();
  const fromIndex = await searchExplore(filters, [], version);
  const ids = (result: typeof fromDatabase) => result.items.map((item) => ("id" in item ? item.id : ""));
  expect(ids(fromIndex), query).toEqual(ids(fromDatabase));
  expect(fromIndex.total, query).toBe(fromDatabase.total);
  return { ids: ids(fromDatabase), total: fromDatabase.total };
}

describe("'Best rated' and 'Rated 4+'", () => {
  it("puts forty reviews of 4.6 above one of 5, and one of 5 above none, by the Bayesian average", async () => {
    const { ids } = await bothWays("type=hotel&city=Lucknow&sort=best-rated");
    expect(ids.slice(0, 3)).toEqual([hotels.fortyGood, hotels.oneFive, hotels.threeFours]);
    // Five reviews of 3 stars score below a listing nobody reviewed yet (the prior, 3.8): last.
    expect(ids.at(-1)).toBe(hotels.fiveThrees);
    for (const query of ["sort=best-rated", "sort=best-rated&page=2", "type=hotel&sort=best-rated&q=residency"]) {
      await bothWays(query);
    }
  });

  it("keeps listings with three or more reviews averaging 4 or more, and no others", async () => {
    const { ids, total } = await bothWays("type=hotel&rated=4");
    expect(new Set(ids)).toEqual(new Set([hotels.fortyGood, hotels.threeFours]));
    expect(total).toBe(2);
    await bothWays("rated=4&sort=best-rated");
    await bothWays("rated=4&city=Noida");
  });

  it("follows a review removed or released: the listing's numbers move and both searches see it at once", async () => {
    await database().execute(
      sql`update reviews set status = 'removed' where listing_id = ${hotels.threeFours} and rating = 4
        and id = (select min(id) from reviews where listing_id = ${hotels.threeFours})`,
    );
    expect((await bothWays("type=hotel&rated=4")).ids).toEqual([hotels.fortyGood]);
    await database().execute(sql`update reviews set status = 'published' where listing_id = ${hotels.threeFours}`);
    expect(new Set((await bothWays("type=hotel&rated=4")).ids)).toEqual(new Set([hotels.fortyGood, hotels.threeFours]));
    const [counts] = (
      await database().execute(sql`select review_count, review_stars from listings where id = ${hotels.threeFours}`)
    ).rows as Array<{ review_count: number; review_stars: number }>;
    expect(counts).toEqual({ review_count: 3, review_stars: 12 });
  });
});
