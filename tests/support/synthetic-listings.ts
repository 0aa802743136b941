import { type SQLWrapper, sql } from "drizzle-orm";
import { locate } from "~/content/places";
import { type Database, database } from "~/db/client.server";
import { openFreshDatabase } from "./database";

const CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"] as const;
/** Each city's head post office, the middle of its synthetic listings' spread. */
const CENTRES = CITIES.map((city) => locate(city, city));
const floats = (values: number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::float8`),
    sql`, `,
  )}]`;

/**
 * Inserts `count` varied listings in one statement (generate_series), for the search benchmark
 * and the query-plan test. One in fifty is left pending; the rest are approved.
 */
export async function insertSyntheticListings(db: Database, count: number, firstNumber = 1): Promise<void> {
  await db.execute(sql`
    insert into listings (
      status, listing_type, property_type, property_category, city, project_building_name, locality,
      description, price, furnishing, amenities, pg_gender, food_available, is_co_living, is_short_stay,
      created_at, updated_at, latitude, longitude
    )
    select
      case when i % 50 = 0 then 'pending' else 'approved' end,
      kind,
      case kind
        when 'Sell' then case when i % 3 = 0 then 'Plot/Land' else 'Flat/Apartment' end
        when 'Rent' then 'Flat/Apartment'
        when 'Hotel' then '3 Star'
        else 'Single Room'
      end,
      'Residential',
      (${sql`array[${sql.join(
        CITIES.map((city) => sql`${city}`),
        sql`, `,
      )}]::text[]`})[1 + i % 5],
      (array['Awadh','Ganga','Royal','Green','Sunrise','Metro','Lotus','Silver','Heritage','Urban'])[1 + (i * 7) % 10]
        || ' ' ||
        (array['Residency','Heights','Suites','Homes','Nest','Grand','Villas','Towers','Inn','Enclave'])[1 + (i * 13) % 10]
        || ' ' || i,
      (array['Hazratganj','Gomti Nagar','Aliganj','Sector 18','Sector 62','DLF Phase 2','Sohna Road','Civil Lines',
             'Kakadeo','Assi Ghat','Lanka','Sigra','Indira Nagar','Mahanagar','Sector 50','Golf Course Road',
             'Swaroop Nagar','Sarnath','Faizabad Road','Amausi'])[1 + (i * 3) % 20],
      'A ' || lower(kind) || ' listing near ' ||
        (array['the metro','the market','the university','the river','the airport','the highway'])[1 + i % 6],
      case kind
        when 'Sell' then 2000000 + (i::bigint * 7919) % 50000000
        when 'Rent' then 8000 + (i * 37) % 40000
        when 'PG' then 5000 + (i * 31) % 12000
        when 'Hotel' then 1500 + (i * 17) % 8000
        else 2000 + (i * 13) % 15000
      end,
      (array['Fully Furnished','Semi Furnished','Unfurnished'])[1 + i % 3],
      (array['Gym','Parking','Security','Power Backup','Lift','Swimming Pool','Balcony','Clubhouse'])[1 + i % 8 : 3 + i % 6],
      case when kind = 'PG' then (array['Boys','Girls','Both'])[1 + i % 3] end,
      case when kind = 'PG' then (array['Yes','No'])[1 + i % 2] end,
      i % 11 = 0,
      i % 7 = 0,
      now() - make_interval(mins => i),
      now() - make_interval(mins => i),
      -- Scattered up to a tenth of a degree (some 11 km) each way around the city's centre.
      (${floats(CENTRES.map((centre) => centre?.lat ?? 0))})[1 + i % 5] + ((i::bigint * 7919) % 2001 - 1000) / 10000.0,
      (${floats(CENTRES.map((centre) => centre?.lng ?? 0))})[1 + i % 5] + ((i::bigint * 104729) % 2003 - 1001) / 10000.0
    from generate_series(${firstNumber}::int, ${firstNumber + count - 1}::int) as i,
      lateral (select (array['Sell','Rent','PG','Hotel','Room'])[1 + (i / 5) % 5] as kind) as k
  `);
  await db.execute(sql`analyze listings`);
}

/**
 * A fresh database in this process holding `rows` synthetic listings, inserted `step` at a time: one statement must
 * finish within PostgreSQL's request limit on a busy machine. Resolves to its removal.
 */
export async function openSyntheticDatabase(rows: number, step = 2_000): Promise<() => Promise<void>> {
  const remove = await openFreshDatabase();
  for (let first = 1; first <= rows; first += step) {
    await insertSyntheticListings(database(), Math.min(step, rows - first + 1), first);
  }
  return remove;
}

/** The plan the database would run `query` by, as `explain` prints it. */
export async function queryPlan(query: SQLWrapper): Promise<string> {
  const result = await database().execute(sql`explain ${query}`);
  return (result.rows as Array<Record<string, string>>).map((row) => row["QUERY PLAN"]).join("\n");
}

/**
 * Gives every synthetic hotel and short stay one to three room types of one to six rooms, and books nights of each in
 * the coming four months: two runs of two or three nights with every room taken (the listing is full then, unless
 * another of its types has a room) and one night with one room taken. What a search with dates meets in a city
 * whose hotels are busy. Drawn from the listings' names, which carry their numbers, so every database gets the same.
 * Resolves to the room types and bookings made.
 */
export async function insertSyntheticStays(db: Database): Promise<{ roomTypes: number; bookings: number }> {
  await db.execute(sql`
    insert into room_types (listing_id, name, beds, max_guests, room_count, nightly_rate, weekend_rate, position)
    select l.id, t.name, t.beds, t.max_guests, 1 + (h.h + t.position) % 6,
      least(greatest(l.price, 800), 20000) + 500 * t.position, least(greatest(l.price, 800), 20000) + 500 * t.position + 400,
      t.position
    from listings l
      cross join lateral (select abs(hashtext(l.project_building_name)) as h) h
      cross join (values ('Standard Room', '1 queen bed', 2, 0), ('Deluxe Room', '1 king bed', 3, 1),
        ('Family Room', '2 queen beds', 4, 2)) as t(name, beds, max_guests, position)
    where (l.listing_type = 'Hotel' or l.is_short_stay) and t.position <= h.h % 3
  `);
  const today = sql`(now() at time zone 'Asia/Kolkata')::date`;
  await db.execute(sql`
    insert into bookings (
      reference, listing_id, room_type_id, guest_name, guest_mobile, guest_email, guests, check_in, check_out, status,
      quote, total_paise, cancellation_policy
    )
    select 'SEED-' || rt.id || '-' || run.n || '-' || room.n, rt.listing_id, rt.id, 'Bench Guest', '9876543210',
      'bench.guest@example.com', 2, ${today} + run.start, ${today} + run.start + run.nights, 'confirmed', '{}'::jsonb,
      rt.nightly_rate * run.nights * 100, 'moderate'
    from room_types rt
      join listings l on l.id = rt.listing_id
      cross join lateral (select abs(hashtext(l.project_building_name || rt.name)) as h) h
      cross join lateral (values
        (0, 1 + h.h % 60, 2 + h.h % 2, rt.room_count),
        (1, 61 + h.h % 60, 3, rt.room_count),
        (2, 1 + (h.h / 7) % 120, 1, 1)
      ) as run(n, start, nights, rooms)
      cross join lateral generate_series(1, run.rooms) as room(n)
  `);
  await db.execute(sql`analyze room_types`);
  await db.execute(sql`analyze bookings`);
  const { rows } = await db.execute<{ room_types: number; bookings: number }>(
    sql`select (select count(*) from room_types)::int as room_types, (select count(*) from bookings)::int as bookings`,
  );
  return { roomTypes: Number(rows[0]?.room_types), bookings: Number(rows[0]?.bookings) };
}
