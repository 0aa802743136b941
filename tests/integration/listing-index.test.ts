import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseExploreFilters } from "~/content/explore-filters";
import { locate, placeById } from "~/content/places";
import { database } from "~/db/client.server";
import { addDays, todayInIndia } from "~/features/bookings/stay-dates";
import { projectIndexAt } from "~/features/projects/project-index.server";
import { type ExploreResults, searchExplore } from "~/features/search/explore.server";
import {
  listingIndexAt,
  listingIndexFullReads,
  pruneChanges,
  readListingIndex,
} from "~/features/search/listing-index.server";
import { contentVersion } from "~/lib/content-cache.server";
import {
  SHOWS_ANY_LISTING,
  SHOWS_PUBLIC_SET,
  showsCity,
  showsListing,
  stillShownAt,
} from "~/lib/content-changes.server";
import { openFreshDatabase } from "../support/database";
import { insertSyntheticListings, insertSyntheticStays } from "../support/synthetic-listings";

// The search index must answer every search exactly as the SQL does: the same results in the same order, the same
// counts and the same suggestions. Listings varied in every fact a filter reads, on the database the run is for.
const ROWS = 3_000;
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  removeDatabase = await openFreshDatabase();
  await insertSyntheticListings(database(), ROWS);
  await database().execute(sql`
    insert into users (id, name, email, role)
    select 'poster-' || n, 'Poster ' || n, 'poster' || n || '@example.com', (array['Owner','Agent','Client'])[1 + n % 3]
    from generate_series(0, 5) as n`);
  // Facts the synthetic rows leave empty, spread so that every filter both keeps and drops rows; some rows share a
  // creation time and a price, so the orders' ties are tested too.
  await database().execute(sql`
    with numbered as (select id, row_number() over (order by id) as n from listings)
    update listings set
      bhk = case when n % 4 = 0 then null else 1 + n % 6 end,
      sharing = case when n % 3 = 0 then null else (array['Single','Double','Triple'])[1 + n % 3] end,
      property_type = case when listing_type in ('PG','Room') and n % 5 = 0 then 'Double Room' else property_type end,
      furnished = case when n % 4 = 1 then (array['Fully Furnished','Semi Furnished','Unfurnished'])[1 + n % 3] end,
      furnishing = case when n % 4 = 1 then null else furnishing end,
      available_from = case when n % 3 = 0 then null else date '2026-11-01' + (n % 90)::int end,
      rera_number = case when n % 6 = 0 then 'UPRERAPRJ' || n end,
      property_category = case when n % 9 = 0 then 'Commercial' else property_category end,
      user_id = case when n % 7 = 0 then null else 'poster-' || n % 6 end,
      created_at = case when n % 10 = 0 then timestamptz '2026-10-01 10:00:00.123456+00' else created_at end,
      price = case when n % 8 = 0 then 5000 else price end,
      -- Many listings share a point, as those placed by their locality do, so 'near' breaks distance ties by id; a
      -- few have none, and are near nothing.
      latitude = case when n % 53 = 0 then null when n % 4 = 3 then (round(latitude::numeric * 50) / 50)::float8 else latitude end,
      longitude = case when n % 53 = 0 then null when n % 4 = 3 then (round(longitude::numeric * 50) / 50)::float8 else longitude end
    from numbered where numbered.id = listings.id`);
  // Photos on some listings, two on a few, so each card's cover is compared too.
  await database().execute(sql`
    insert into listing_images (id, listing_id, position, storage_key, width, height, variants)
    select gen_random_uuid()::text, id, position, 'photos/' || id || '-' || position, 800, 600,
      jsonb_build_array(jsonb_build_object('width', 400, 'height', 300, 'key', id || '-' || position, 'bytes', 1000))
    from (select id, row_number() over (order by id) as n from listings) as numbered,
      generate_series(0, 1) as position
    where n % 4 = 2 and (position = 0 or n % 8 = 2)`);
  // Projects join a search's results after its listings: varied in every fact a filter or an order reads, some hidden
  // from explore or in a city we do not serve, a few with words no listing has ("skyline").
  await database().execute(sql`
    insert into projects (id, city, project_building_name, locality, description, listing_type, property_type,
      property_category, price, rera_number, amenities, images, show_explore, created_at)
    select 'project-' || lpad(n::text, 3, '0'),
      (array['Lucknow','Noida','Varanasi','Kanpur','Gurugram','Mathura'])[1 + n % 6],
      (array['Skyline','Green','Awadh','Metro','Lotus'])[1 + n % 5] || ' ' || (array['Towers','Heights','Enclave'])[1 + n % 3],
      (array['Gomti Nagar','Sector 62','Civil Lines'])[1 + n % 3],
      case when n % 4 = 0 then 'Near the market and the residency' end,
      case when n % 3 = 0 then 'Sell' when n % 3 = 1 then 'Rent' end,
      case when n % 5 = 0 then 'Plot/Land' when n % 5 = 1 then 'Flat/Apartment' end,
      case when n % 4 = 0 then 'Commercial' when n % 4 = 1 then 'Residential' end,
      case when n % 7 = 0 then null when n % 5 = 2 then 5000 else 2000000 + (n * 7919) % 9000000 end,
      case when n % 3 = 2 then 'UPRERAPRJ' || n end,
      case when n % 2 = 0 then array['Gym','Parking'] when n % 3 = 0 then array['Parking'] else '{}'::text[] end,
      case when n % 4 = 1
        then jsonb_build_array(jsonb_build_array(jsonb_build_object('width', 400, 'height', 300, 'key', 'p' || n, 'bytes', 900)))
        else '[]'::jsonb end,
      n % 9 <> 0,
      case when n % 6 = 0 then timestamptz '2026-10-02 09:00:00.654321+00'
        else timestamptz '2026-09-01 00:00:00+00' + n * interval '1 hour 1 microsecond' end
    from generate_series(1, 90) as n`);
  // Projects have points within some 3 km of their city's middle, a third of them at the very middle (ties), so
  // 'near' finds them too; some have none, and Mathura's none at all.
  const middles = sql.join(
    ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"].map((city) => {
      const middle = locate(city, city);
      return sql`(${city}, ${middle?.lat}::float8, ${middle?.lng}::float8)`;
    }),
    sql`, `,
  );
  await database().execute(sql`
    with numbered as (select id, city, row_number() over (order by id) as n from projects)
    update projects set
      latitude = case when n % 8 = 0 then null
        else middle.lat + case when n % 3 = 0 then 0 else (n * 37 % 41 - 20) / 1000.0 end end,
      longitude = case when n % 8 = 0 then null
        else middle.lng + case when n % 3 = 0 then 0 else (n * 53 % 43 - 21) / 1000.0 end end
    from numbered join (values ${middles}) as middle (city, lat, lng) using (city)
    where numbered.id = projects.id`);
  // Rooms for the hotels and short stays, with nights booked full, and every other way a room is taken or let go: a
  // night blocked, another site's nights, a request still holding its room and one whose hold ended, a cancellation.
  await insertSyntheticStays(database());
  await database().execute(sql`
    with numbered as (select id, room_count, row_number() over (order by id)::int as n from room_types)
    insert into room_type_days (room_type_id, day, blocked_rooms)
    select id, ${today} + 3 + n % 20, case when n % 2 = 0 then room_count else 1 end from numbered where n % 5 = 0`);
  await database().execute(sql`
    with numbered as (select id, row_number() over (order by id)::int as n from room_types)
    insert into room_type_imported_nights (room_type_id, day, rooms)
    select id, ${today} + 4 + n % 15 + night, 1 from numbered, generate_series(0, 2) as night where n % 7 = 0`);
  await database().execute(sql`
    with numbered as (select id, listing_id, row_number() over (order by id)::int as n from room_types)
    insert into bookings (reference, listing_id, room_type_id, guest_name, guest_mobile, guest_email, guests, check_in,
      check_out, status, hold_until, quote, total_paise, cancellation_policy)
    select 'HOLD-' || n, listing_id, id, 'Guest', '9876543210', 'guest@example.com', 2, ${today} + 2 + n % 10,
      ${today} + 4 + n % 10, case when n % 9 = 0 then 'cancelled' else 'requested' end,
      now() + case when n % 2 = 0 then interval '1 day' else interval '-1 hour' end, '{}'::jsonb, 100, 'flexible'
    from numbered where n % 3 = 0`);
  await database().execute(
    sql`update room_types set min_nights = 3 where id in (select id from room_types order by id limit 40)`,
  );
  // Prices as owners set them, so each card's total for the stay is compared too: no weekend rate, a charge for each
  // guest past two, and the owner's own rate for single nights.
  await database().execute(sql`
    with numbered as (select id, row_number() over (order by id)::int as n from room_types)
    update room_types set weekend_rate = case when n % 4 = 0 then null else weekend_rate end,
      extra_guest_charge = case when n % 3 = 0 then 700 else 0 end
    from numbered where numbered.id = room_types.id`);
  await database().execute(sql`
    with numbered as (select id, row_number() over (order by id)::int as n from room_types)
    insert into room_type_days (room_type_id, day, blocked_rooms, rate)
    select id, ${today} + 1 + (n + night) % 25, 0, 900 + 1000 * (n % 9) from numbered, generate_series(0, 3) as night
    where n % 4 = 1
    on conflict (room_type_id, day) do update set rate = excluded.rate`);
  await readListingIndex();
});

const today = sql`(now() at time zone 'Asia/Kolkata')::date`;

afterAll(() => removeDatabase());

/**
 * The index answers as the database does: every card whole and every count and suggestion, the distances on a 'near'
 * search's cards within a micrometre and their text the same. The two measure the same sphere in other ways (the
 * haversine formula here, earthdistance's chord there), so a distance's last digits may differ.
 */
function expectSameAnswer(fromIndex: ExploreResults, fromDatabase: ExploreResults, query: string) {
  const shown = (km: number | null | undefined) =>
    km?.toLocaleString("en-IN", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  fromIndex.items.forEach((item, at) => {
    const expected = fromDatabase.items[at]?.distanceKm;
    if (typeof item.distanceKm !== "number" || typeof expected !== "number") return;
    expect(Math.abs(item.distanceKm - expected), query).toBeLessThan(1e-9);
    expect(shown(item.distanceKm), query).toBe(shown(expected));
  });
  // A distance on one side only stays, and fails the comparison.
  const withDatabaseKm = fromIndex.items.map((item, at) => {
    const expected = fromDatabase.items[at]?.distanceKm;
    return typeof item.distanceKm === "number" && typeof expected === "number"
      ? { ...item, distanceKm: expected }
      : item;
  });
  expect({ ...fromIndex, items: withDatabaseKm }, query).toEqual(fromDatabase);
}

/** The same search by the database and by the index: the version is the index's, or none for the database. */
async function bothWays(query: string) {
  const filters = parseExploreFilters(new URLSearchParams(query));
  const version = await contentVersion();
  const fromDatabase = await searchExplore(filters);
  const index = await listingIndexAt(version, filters.q);
  const projects = await projectIndexAt(version);
  const fromIndex = await searchExplore(filters, [], version);
  return { fromDatabase, fromIndex, usedIndex: index !== undefined && projects !== undefined };
}

/**
 * Queries of one value picked from each filter's `choices` (an empty one sets nothing), in a sequence seeded by `seed`,
 * so a failure names the query that failed and runs the same next time.
 */
function* seededQueries(seed: number, choices: Record<string, readonly string[]>, count: number): Generator<string> {
  let state = seed;
  const pick = <T>(values: readonly T[]) => {
    state = (state * 48271) % 2147483647;
    return values[state % values.length];
  };
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    for (const [name, values] of Object.entries(choices)) {
      const value = pick(values);
      if (value) params.set(name, value);
    }
    yield params.toString();
  }
}

/** Searches over every filter, seeded. */
function randomQueries(count: number): Generator<string> {
  return seededQueries(
    11,
    {
      city: ["", "", "Lucknow", "Noida", "Varanasi"],
      type: ["", "", "hotel", "pg", "room", "co-living", "short-stay", "sell", "rent", "plot", "commercial", "project"],
      q: ["", "", "", "green", "resid", "awadh heights", "metro market", "sector 1", "the", "zzz", "gomti", "skyline"],
      minPrice: ["", "", "5000", "9000"],
      maxPrice: ["", "", "5000", "12000", "3000000"],
      sort: ["", "price-asc", "price-desc"],
      page: ["", "", "2", "7", "40"],
      furnishing: ["", "", "", "Fully Furnished", "Unfurnished"],
      pgGender: ["", "", "", "Girls", "Both"],
      food: ["", "", "", "Yes"],
      bhk: ["", "", "", "2", "5"],
      sharing: ["", "", "", "Double"],
      availableFrom: ["", "", "", "2026-12-01"],
      rera: ["", "", "", "", "yes"],
      amenities: ["", "", "", "Gym", "Parking"],
      postedBy: ["", "", "", "Owner", "Agent"],
    },
    count,
  );
}

/** Searches by dates and guests over the coming weeks, with other filters, seeded as randomQueries is. */
function* randomStayQueries(count: number): Generator<string> {
  const day = (offset: number) => addDays(todayInIndia(new Date()), offset);
  const stays = Array.from({ length: 30 }, (_, at) => {
    const start = 1 + ((at * 7) % 25);
    return `checkIn=${day(start)}&checkOut=${day(start + 1 + (at % 4))}`;
  });
  const choices = {
    stay: stays.map((_, at) => String(at)),
    guests: ["", "1", "2", "3", "4", "5"],
    city: ["", "", "Lucknow", "Noida", "Varanasi"],
    type: ["", "hotel", "short-stay", "hotel"],
    sort: ["", "price-asc", "price-desc", "best-rated"],
    maxPrice: ["", "", "", "12000"],
    page: ["", "", "", "2"],
  };
  for (const query of seededQueries(37, choices, count)) {
    const params = new URLSearchParams(query);
    const stay = stays[Number(params.get("stay"))];
    params.delete("stay");
    yield `${stay}&${params}`;
  }
}

/**
 * Places in and about the synthetic listings' spread (some 11 km around each city's head post office): landmarks and
 * localities, one at a city's very middle, one at its spread's edge where a small circle finds nothing.
 */
const NEAR_PLACES = [
  "noida-college-amity-university",
  "noida-it-park-sector-62-institutional-area",
  "gurugram-railway-gurgaon-railway-station-area",
  "varanasi-railway-varanasi-cantt",
  "varanasi-college-banaras-hindu-university",
  "lucknow-chowk",
  "lucknow-college-babasaheb-bhimrao-ambedkar-university",
  "kanpur-t-p-nagar",
] as const;

/** 'near' searches with other filters, seeded as randomQueries is: orders, kinds, words, prices, amenities, pages. */
function randomNearQueries(count: number): Generator<string> {
  return seededQueries(
    23,
    {
      near: NEAR_PLACES,
      within: ["1", "2", "5", "5"],
      sort: ["distance", "distance", "", "price-asc", "price-desc", "best-rated"],
      city: ["", "", "", "Noida", "Varanasi"],
      type: ["", "", "", "sell", "rent", "pg", "hotel", "project"],
      q: ["", "", "", "", "green", "metro", "skyline"],
      maxPrice: ["", "", "", "12000", "3000000"],
      amenities: ["", "", "", "Gym", "Parking"],
      page: ["", "", "", "2", "3"],
    },
    count,
  );
}

describe("the search index", () => {
  it("answers each filter alone, and each order, as the database does", async () => {
    const queries = [
      "",
      "sort=price-asc",
      "sort=price-desc&page=3",
      "page=42",
      "city=Lucknow",
      ...["hotel", "pg", "room", "co-living", "short-stay", "sell", "rent", "plot", "commercial", "project"].map(
        (type) => `type=${type}`,
      ),
      "q=green",
      "q=awad",
      "q=the",
      "q=zzzz",
      "city=Noida&q=sector",
      "minPrice=5000&maxPrice=5000",
      "furnishing=Semi Furnished",
      "pgGender=Girls",
      "pgGender=Both",
      "food=No",
      "bhk=3",
      "bhk=5",
      "sharing=Double",
      "sharing=Single",
      "availableFrom=2026-11-15",
      "rera=yes",
      "amenities=Gym&amenities=Lift",
      // One no listing has: the index knows no code for it, and so matches nothing, as the SQL does.
      "amenities=Helipad",
      "postedBy=Owner",
      "postedBy=Agent",
      "city=Kanpur&type=hotel&q=zzzz&minPrice=1",
      // Projects alone, page by page and in each order, and where they follow the listings.
      "type=project&sort=price-asc&page=2",
      "type=project&sort=price-desc&page=3",
      "type=project&city=Noida&rera=yes",
      "type=project&amenities=Gym&amenities=Parking",
      "type=project&q=sky&maxPrice=5000",
      "type=project&q=the",
      "q=skyline",
      "city=Lucknow&q=skyline&sort=price-desc",
      "type=plot&q=skyline",
      "type=commercial&minPrice=5000&sort=price-asc&page=2",
      "type=sell&q=residency&page=2",
    ];
    let covers = 0;
    let projects = 0;
    for (const query of queries) {
      const { fromDatabase, fromIndex, usedIndex } = await bothWays(query);
      expect(usedIndex, query).toBe(true);
      // Every card whole, its cover too, and every count and suggestion.
      expect(fromIndex, query).toEqual(fromDatabase);
      covers += fromIndex.items.filter((item) => item.kind === "listing" && item.cover).length;
      projects += fromIndex.items.filter((item) => item.kind === "project").length;
    }
    expect(covers).toBeGreaterThan(10);
    expect(projects).toBeGreaterThan(40);
  });

  it("answers 300 mixed searches, empty ones with their suggestions included, as the database does", async () => {
    let found = 0;
    let empty = 0;
    for (const query of randomQueries(300)) {
      const { fromDatabase, fromIndex } = await bothWays(query);
      expect(fromIndex, query).toEqual(fromDatabase);
      if (fromDatabase.total > 0) found += 1;
      else if (fromDatabase.nearby.length > 0) empty += 1;
    }
    // Both kinds of answer are among them, so neither side of the comparison is trivially empty.
    expect(found).toBeGreaterThan(30);
    expect(empty).toBeGreaterThan(30);
  });

  it("answers 'near' searches as the database does: each place at 1, 2 and 5 km, nearest first, with filters and pages", async () => {
    const queries = [
      ...NEAR_PLACES.flatMap((near) => ["1", "2", "5"].map((within) => `near=${near}&within=${within}&sort=distance`)),
      // Later pages, other orders, and other filters beside 'near'.
      "near=varanasi-railway-varanasi-cantt&within=5&sort=distance&page=2",
      "near=varanasi-railway-varanasi-cantt&within=5&sort=distance&page=5",
      "near=lucknow-chowk&within=5&sort=price-asc&page=2",
      "near=lucknow-chowk&within=5&sort=price-desc",
      "near=lucknow-chowk&within=2",
      "near=kanpur-t-p-nagar&within=5&sort=best-rated",
      "near=noida-college-amity-university&within=5&sort=distance&type=pg&maxPrice=12000",
      "near=noida-college-amity-university&within=5&sort=distance&amenities=Gym&q=green",
      "near=gurugram-railway-gurgaon-railway-station-area&within=5&sort=distance&type=sell",
      "near=gurugram-railway-gurgaon-railway-station-area&within=2&sort=distance&city=Gurugram&rera=yes",
      // Projects beside the listings, and alone.
      "near=noida-it-park-sector-62-institutional-area&within=5&sort=distance&type=project",
      "near=varanasi-railway-varanasi-cantt&within=2&sort=distance&type=sell&page=2",
      // A place in another city than the one asked: nothing, and the suggestions to drop one or the other.
      "near=lucknow-chowk&within=1&sort=distance&city=Noida",
      // 'Distance' without a place is the newest first.
      "sort=distance&city=Kanpur",
    ];
    let found = 0;
    let projects = 0;
    let ties = 0;
    for (const query of [...queries, ...randomNearQueries(120)]) {
      const { fromDatabase, fromIndex, usedIndex } = await bothWays(query);
      expect(usedIndex, query).toBe(true);
      expectSameAnswer(fromIndex, fromDatabase, query);
      if (fromDatabase.total > 0) found += 1;
      projects += fromIndex.items.filter((item) => item.kind === "project").length;
      const km = fromIndex.items.flatMap((item) => (item.kind === "listing" ? [item.distanceKm] : []));
      ties += km.filter((distance, at) => at > 0 && distance === km[at - 1]).length;
    }
    // Neither side of the comparison is trivially empty: listings and projects are found, and listings at one point
    // are ordered by id.
    expect(found).toBeGreaterThan(60);
    expect(projects).toBeGreaterThan(20);
    expect(ties).toBeGreaterThan(10);
  });

  it("takes a change at once, by reading that listing again, not the whole index", async () => {
    const before = await contentVersion();
    const reads = listingIndexFullReads();
    const [{ id }] = (
      await database().execute(sql`select id from listings where status = 'approved' order by id limit 1`)
    ).rows as Array<{ id: string }>;
    await database().execute(sql`update listings set price = 123 where id = ${id}`);
    const version = await contentVersion();
    expect(version).toBeGreaterThan(before);
    // The search that finds the index behind takes the change first, and is answered by the index.
    expect(await listingIndexAt(version)).toBeDefined();
    const { fromDatabase, fromIndex, usedIndex } = await bothWays("sort=price-asc&maxPrice=200");
    expect(usedIndex).toBe(true);
    expect(fromIndex.items.map((item) => item.id)).toEqual([id]);
    expect(fromIndex).toEqual(fromDatabase);
    expect(listingIndexFullReads()).toBe(reads);
  });

  it("answers searches by dates and guests as the database does, the rooms' holds, blocks and other sites' nights counted", async () => {
    const queries = [
      ...randomStayQueries(120),
      "guests=3",
      "guests=5&type=hotel",
      "guests=2&city=Noida&sort=price-asc",
    ];
    let empty = 0;
    for (const query of queries) {
      const { fromDatabase, fromIndex, usedIndex } = await bothWays(query);
      expect(usedIndex, query).toBe(true);
      expectSameAnswer(fromIndex, fromDatabase, query);
      if (fromIndex.total === 0) empty += 1;
    }
    // The searches find some listings and leave others out: the rooms decide, not an empty corpus.
    expect(empty).toBeLessThan(queries.length / 2);
  });

  it("takes a booking at once: a hotel whose last room is booked leaves the search for those nights", async () => {
    const reads = listingIndexFullReads();
    const checkIn = addDays(todayInIndia(new Date()), 40);
    const checkOut = addDays(checkIn, 2);
    const query = `type=hotel&city=Lucknow&checkIn=${checkIn}&checkOut=${checkOut}&guests=1&sort=price-asc`;
    const before = await bothWays(query);
    const [first] = before.fromIndex.items;
    expect(first).toBeDefined();
    // Every room of every type of it, the second night.
    await database().execute(sql`
      insert into bookings (reference, listing_id, room_type_id, guest_name, guest_mobile, guest_email, guests, check_in,
        check_out, status, quote, total_paise, cancellation_policy)
      select 'FULL-' || rt.id || '-' || room, rt.listing_id, rt.id, 'Guest', '9876543210', 'guest@example.com', 1,
        ${addDays(checkIn, 1)}, ${checkOut}, 'confirmed', '{}'::jsonb, 100, 'flexible'
      from room_types rt, generate_series(1, rt.room_count) as room where rt.listing_id = ${first.id}`);
    const after = await bothWays(query);
    expect(after.usedIndex).toBe(true);
    expect(after.fromIndex.items.map((item) => item.id)).not.toContain(first.id);
    expectSameAnswer(after.fromIndex, after.fromDatabase, query);
    // Cancelled, the room is free again and the hotel is back.
    await database().execute(sql`update bookings set status = 'cancelled' where reference like 'FULL-%'`);
    const again = await bothWays(query);
    expect(again.fromIndex.items[0]?.id).toBe(first.id);
    expectSameAnswer(again.fromIndex, again.fromDatabase, query);
    expect(listingIndexFullReads()).toBe(reads);
  });

  it("answers as the database does after each kind of write, none of them reading the whole index", async () => {
    const reads = listingIndexFullReads();
    const one = async (query: string) =>
      ((await database().execute(sql.raw(query))).rows as Array<{ id: string }>)[0].id;
    const approvedAt = (n: number) =>
      one(`select id from listings where status = 'approved' and user_id is not null order by id offset ${n} limit 1`);
    const owned = await approvedAt(40);
    const moved = await approvedAt(50);
    const sector62 = placeById("noida-it-park-sector-62-institutional-area");
    if (!sector62) throw new Error("no Sector 62");
    const [{ owner }] = (await database().execute(sql`select user_id as owner from listings where id = ${owned}`))
      .rows as Array<{ owner: string }>;
    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        "approve a new listing",
        async () => {
          const source = await approvedAt(10);
          await database().execute(sql`
            insert into listings (id, user_id, status, city, locality, listing_type, property_type, property_category,
              price, project_building_name, amenities, created_at)
            select 'new-listing-1', user_id, 'pending', city, locality, listing_type, property_type, property_category,
              4321, 'Churn Residency', array['Gym'], now()
            from listings where id = ${source}`);
          await database().execute(sql`update listings set status = 'approved' where id = 'new-listing-1'`);
        },
      ],
      [
        "edit a price",
        async () => database().execute(sql`update listings set price = 777 where id = ${await approvedAt(20)}`),
      ],
      [
        "add a photo",
        async () =>
          database().execute(sql`
            insert into listing_images (id, listing_id, position, storage_key, width, height, variants)
            values ('churn-photo', 'new-listing-1', 0, 'photos/churn', 800, 600,
              '[{"width":400,"height":300,"key":"churn","bytes":1000}]'::jsonb)`),
      ],
      [
        "move a listing's pin onto Sector 62",
        async () =>
          database().execute(sql`
            update listings set latitude = ${sector62.lat}, longitude = ${sector62.lng} where id = ${moved}`),
      ],
      [
        "remove a listing",
        async () => database().execute(sql`delete from listings where id = ${await approvedAt(30)}`),
      ],
      [
        "reject a listing",
        async () => database().execute(sql`update listings set status = 'rejected' where id = ${await approvedAt(5)}`),
      ],
      [
        "rename an owner",
        async () => database().execute(sql`update users set name = 'Renamed Owner' where id = ${owner}`),
      ],
      [
        "change an owner's role",
        async () =>
          database().execute(sql`
            update users set role = case when role = 'Agent' then 'Owner' else 'Agent' end where id = ${owner}`),
      ],
      [
        "record an Admin check",
        async () =>
          database().execute(sql`
            insert into listing_checks (listing_id, checks, checked_on) values (${owned}, array['photos'], '2026-11-20')`),
      ],
      [
        "change many listings in one transaction",
        async () =>
          database().execute(sql`
            update listings set price = price + 1, amenities = array['Lift'] where id in (
              select id from listings where status = 'approved' and city = 'Noida' order by id limit 50)`),
      ],
    ];
    const queries = [
      "sort=price-asc",
      "sort=price-desc&page=2",
      "q=churn",
      "q=residency&sort=price-asc",
      "maxPrice=1000&sort=price-asc",
      "postedBy=Agent",
      "postedBy=Owner&sort=price-desc",
      "amenities=Gym&sort=price-asc",
      "amenities=Lift",
      "near=noida-it-park-sector-62-institutional-area&within=1&sort=distance",
      "near=noida-college-amity-university&within=5&sort=distance&page=2",
      "near=lucknow-chowk&within=5&sort=price-asc&amenities=Lift",
      ...randomQueries(25),
      ...randomNearQueries(10),
    ];
    for (const [write, act] of writes) {
      await act();
      for (const query of queries) {
        const { fromDatabase, fromIndex, usedIndex } = await bothWays(query);
        expect(usedIndex, `${write}: ${query}`).toBe(true);
        expectSameAnswer(fromIndex, fromDatabase, `${write}: ${query}`);
      }
    }
    expect((await bothWays("q=churn")).fromIndex.items.map((item) => item.id)).toContain("new-listing-1");
    // The moved listing is at Sector 62's very point: the nearest there, 0.0 km from it.
    const [nearest] = (await bothWays("near=noida-it-park-sector-62-institutional-area&within=1&sort=distance"))
      .fromIndex.items;
    expect(nearest).toMatchObject({ id: moved, distanceKm: 0 });
    expect(listingIndexFullReads()).toBe(reads);
  });

  it("reads a card and a count again once the content changes, though the same search was made before", async () => {
    const filters = parseExploreFilters(new URLSearchParams("city=Lucknow"));
    const before = await searchExplore(filters, [], await contentVersion());
    const shown = before.items[0];
    expect(shown?.kind).toBe("listing");
    await database().execute(sql`update listings set project_building_name = 'Renamed Heights' where id = ${shown.id}`);
    await database().execute(sql`
      insert into projects (id, city, project_building_name, show_explore) values ('memo-project', 'Lucknow', 'Memo Greens', true)`);
    await readListingIndex();

    const after = await searchExplore(filters, [], await contentVersion());
    expect(after.items.find((item) => item.id === shown.id)).toMatchObject({ projectBuildingName: "Renamed Heights" });
    expect(after.total).toBe(before.total + 1);
    expect(after).toEqual(await searchExplore(filters));
  });

  it("is read whole when the changes it missed were pruned from the log", async () => {
    const [{ id }] = (
      await database().execute(sql`select id from listings where status = 'approved' order by id limit 1 offset 3`)
    ).rows as Array<{ id: string }>;
    await database().execute(sql`update listings set price = 99 where id = ${id}`);
    // An hour and more later, before this instance looked: the prune drops the change and notes its version.
    await database().execute(sql`update listing_changes set changed_at = now() - interval '2 hours'`);
    await pruneChanges();
    const { rows } = await database().execute(sql`
      select (select count(*) from listing_changes)::int as kept, (select version from listing_changes_pruned)::text as pruned`);
    expect(rows[0]).toEqual({ kept: 0, pruned: String(await contentVersion()) });
    const reads = listingIndexFullReads();
    await readListingIndex();
    expect(listingIndexFullReads()).toBe(reads + 1);
    const { fromDatabase, fromIndex, usedIndex } = await bothWays("sort=price-asc&maxPrice=100");
    expect(usedIndex).toBe(true);
    expect(fromIndex.items.map((item) => item.id)).toContain(id);
    expect(fromIndex).toEqual(fromDatabase);
  });

  it("lets other requests in while it is read whole: the event loop turns between its statements", async () => {
    // More listings changed at once than it takes one by one (a seed): the index is read whole again.
    await database().execute(sql`update listings set price = price + 1 where status = 'approved'`);
    const reads = listingIndexFullReads();
    // A request waits for a turn of the event loop; PGlite's answers alone never give one, so count the turns.
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    await readListingIndex();
    reading = false;
    expect(await listingIndexAt(await contentVersion())).toBeDefined();
    expect(listingIndexFullReads()).toBe(reads + 1);
    // 3,000 listings are three statements of 1,000, a turn after each, and the build's sorts give at least one more.
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("finds nothing for stop words alone, in a city or not", async () => {
    for (const query of ["q=the", "city=Noida&q=the"]) {
      const { fromDatabase, fromIndex } = await bothWays(query);
      expect(fromDatabase.total, query).toBe(0);
      expect(fromIndex.total, query).toBe(0);
    }
  });

  it("pages a search whose matches fill one stretch of the rows, right after one whose matches are everywhere", async () => {
    // Rows are numbered in the order of ids: only the first 500 keep a RERA number, so the rows of "rera=yes" fill the
    // start of every row set and leave the rest empty, while Lucknow's are spread over all of it. Both are too many
    // to sort, so each page walks its order over the search's matches as marked in one array: what one search marked
    // must be gone before the next.
    await database().execute(sql`
      with numbered as (select id, row_number() over (order by id) as n from listings)
      update listings set rera_number = case when n <= 500 then 'UPRERAPRJ' || n end
      from numbered where numbered.id = listings.id`);
    await readListingIndex();
    for (const query of ["city=Lucknow", "rera=yes", "city=Lucknow&sort=price-desc", "rera=yes&sort=price-desc"]) {
      const { fromDatabase, fromIndex, usedIndex } = await bothWays(query);
      expect(usedIndex, query).toBe(true);
      expect(fromDatabase.total, query).toBeGreaterThan(400);
      expect(fromIndex, query).toEqual(fromDatabase);
    }
  });

  it("leaves web-search syntax to the database", async () => {
    const version = await contentVersion();
    expect(await listingIndexAt(version, "awadh or metro")).toBeUndefined();
    expect(await listingIndexAt(version, '"green residency"')).toBeUndefined();
    expect(await listingIndexAt(version, "green -residency")).toBeUndefined();
    expect(await listingIndexAt(version, "green residency")).toBeDefined();
  });

  it("tells the caches what each change touched: the listing, its city when its searched facts moved, all for a project or a gap", async () => {
    const approvedIn = async (city: string) =>
      (
        (
          await database().execute(sql`
          select id from listings where status = 'approved' and city = ${city} order by id limit 1 offset 7`)
        ).rows as Array<{ id: string }>
      )[0].id;
    const lucknow = await approvedIn("Lucknow");
    const noida = await approvedIn("Noida");
    let from = await contentVersion();
    await readListingIndex();
    /** Whether something showing `names`, kept before the last write, is still right after it. */
    const kept = async (write: () => Promise<unknown>) => {
      await write();
      const to = await contentVersion();
      const still = async (...names: string[]) => stillShownAt(new Set(names), from, to);
      const answer = {
        lucknowCard: await still(showsListing(lucknow)),
        noidaCard: await still(showsListing(noida)),
        lucknowSearch: await still(showsCity("Lucknow")),
        noidaSearch: await still(showsCity("Noida")),
        publicSet: await still(SHOWS_PUBLIC_SET),
        anyListing: await still(SHOWS_ANY_LISTING),
      };
      from = to;
      return answer;
    };
    const unchanged = { noidaCard: true, noidaSearch: true, anyListing: false };

    // A photo leaves every searched fact as it was: the listing's own card and page only.
    expect(
      await kept(() =>
        database().execute(sql`
          insert into listing_images (id, listing_id, position, storage_key, width, height, variants)
          values ('touched-photo', ${lucknow}, 5, 'photos/touched', 800, 600,
            '[{"width":400,"height":300,"key":"touched","bytes":1000}]'::jsonb)`),
      ),
    ).toEqual({ ...unchanged, lucknowCard: false, lucknowSearch: true, publicSet: true });
    // A new price: Lucknow's searches too.
    expect(
      await kept(() => database().execute(sql`update listings set price = price + 5 where id = ${lucknow}`)),
    ).toEqual({ ...unchanged, lucknowCard: false, lucknowSearch: false, publicSet: true });
    // Rejected: it leaves the public listings (the home page's newest).
    expect(
      await kept(() => database().execute(sql`update listings set status = 'rejected' where id = ${lucknow}`)),
    ).toEqual({ ...unchanged, lucknowCard: false, lucknowSearch: false, publicSet: false });
    // A project's change is not in the log by listing: everything is dropped.
    expect(
      await kept(() =>
        database().execute(sql`
          insert into projects (id, city, project_building_name, show_explore)
          values ('touched-project', 'Kanpur', 'Touched Greens', true)`),
      ),
    ).toEqual({
      lucknowCard: false,
      noidaCard: false,
      lucknowSearch: false,
      noidaSearch: false,
      publicSet: false,
      anyListing: false,
    });
    // Changes the index could not take one by one (a pruned log): a gap, so nothing kept from before it is served.
    const gap = await kept(async () => {
      await database().execute(sql`update listings set price = price + 1 where id = ${noida}`);
      await database().execute(sql`update listing_changes set changed_at = now() - interval '2 hours'`);
      await pruneChanges();
      await readListingIndex();
    });
    // Noida's new price alone would leave Lucknow's searches.
    expect(gap.lucknowSearch).toBe(false);
  });
});
