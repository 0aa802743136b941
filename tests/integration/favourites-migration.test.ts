import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, migratedUpTo } from "../support/migrations";

/**
 * Migration 0029 on a database that already holds both kinds of hearts: it runs the committed SQL in order on an
 * embedded database, stops before 0029, writes gallery favourites and saved listings as the two tables held them,
 * then applies 0029.
 */
const ONE_TABLE = "0029_one_favourites_table";

let db: PGlite;

beforeAll(async () => {
  db = await migratedUpTo(ONE_TABLE);
  await db.exec(`
    insert into users (id, name, email) values
      ('asha', 'Asha', 'asha@example.com'),
      ('ravi', 'Ravi', 'ravi@example.com');
    insert into listings (id, listing_type, property_type, city, project_building_name, locality, price, user_id, status)
      values
        ('11111111-1111-4111-8111-111111111111', 'PG', 'Single Room', 'Lucknow', 'Metro Nest PG', 'Gomti Nagar', 9000, 'ravi', 'approved'),
        ('22222222-2222-4222-8222-222222222222', 'PG', 'Single Room', 'Lucknow', 'Second PG', 'Aliganj', 8000, 'ravi', 'approved');
    insert into favourites (user_id, item_slug, created_at) values
      ('asha', 'ganga-view-haveli', now() - interval '5 days'),
      ('ravi', 'golf-course-villa', now() - interval '1 day');
    insert into saved_listings (user_id, listing_id, created_at) values
      ('asha', '11111111-1111-4111-8111-111111111111', now() - interval '3 days'),
      ('asha', '22222222-2222-4222-8222-222222222222', now() - interval '2 days'),
      ('ravi', '11111111-1111-4111-8111-111111111111', now() - interval '4 days');
  `);
  await applyMigration(db, ONE_TABLE);
});

afterAll(async () => {
  await db?.close();
});

type Row = { user_id: string; listing_id: string | null; gallery_slug: string | null };

describe("migration 0029: gallery favourites and saved listings become one table", () => {
  it("keeps every heart of every account, each once, with its date order", async () => {
    const { rows } = await db.query<Row>(
      "select user_id, listing_id, gallery_slug from favourites order by user_id, created_at",
    );
    expect(rows).toEqual([
      { user_id: "asha", listing_id: null, gallery_slug: "ganga-view-haveli" },
      { user_id: "asha", listing_id: "11111111-1111-4111-8111-111111111111", gallery_slug: null },
      { user_id: "asha", listing_id: "22222222-2222-4222-8222-222222222222", gallery_slug: null },
      { user_id: "ravi", listing_id: "11111111-1111-4111-8111-111111111111", gallery_slug: null },
      { user_id: "ravi", listing_id: null, gallery_slug: "golf-course-villa" },
    ]);
    const { rows: tables } = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name = 'saved_listings'",
    );
    expect(tables).toEqual([]);
  });

  it("refuses the same heart twice and a row that names both or neither", async () => {
    const again =
      "insert into favourites (user_id, listing_id) values ('asha', '11111111-1111-4111-8111-111111111111')";
    await expect(db.exec(again)).rejects.toThrow();
    await expect(
      db.exec("insert into favourites (user_id, gallery_slug) values ('asha', 'ganga-view-haveli')"),
    ).rejects.toThrow();
    await expect(db.exec("insert into favourites (user_id) values ('asha')")).rejects.toThrow();
    await expect(
      db.exec(
        "insert into favourites (user_id, listing_id, gallery_slug) values ('ravi', '22222222-2222-4222-8222-222222222222', 'x')",
      ),
    ).rejects.toThrow();
  });

  it("drops a listing's hearts with the listing", async () => {
    await db.exec("delete from listings where id = '22222222-2222-4222-8222-222222222222'");
    const { rows } = await db.query<{ total: number }>("select count(*)::int as total from favourites");
    expect(rows[0].total).toBe(4);
  });
});
