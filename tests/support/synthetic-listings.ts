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
