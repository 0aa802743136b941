import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0029 on a database that already holds both kinds of hearts: it runs the committed SQL in order on an
 * embedded database, stops before 0029, writes gallery favourites and saved listings as the two tables held them,
 * then applies 0029.
 */
const drizzleDir = path.resolve(import.meta.dirname, "../../drizzle");
const journal = JSON.parse(readFileSync(path.join(drizzleDir, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};
const ONE_TABLE = "0029_one_favourites_table";

async function apply(db: PGlite, tag: string) {
  const sql = readFileSync(path.join(drizzleDir, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;

beforeAll(async () => {
  // Migration 0025 needs the distance extensions the embedded database loads.
  db = await PGlite.create({ extensions: { cube, earthdistance } });
  const tags = journal.entries.map((entry) => entry.tag);
  for (const tag of tags.slice(0, tags.indexOf(ONE_TABLE))) await apply(db, tag);
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
  await apply(db, ONE_TABLE);
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
