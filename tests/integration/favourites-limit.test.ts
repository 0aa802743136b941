import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { MAX_FAVOURITES, setFavourite } from "~/features/favourites/favourites.server";
import { openFreshDatabase } from "../support/database";
import { insertSyntheticListings } from "../support/synthetic-listings";

// The limit of 200 saved listings, on the app's own database in this process: 200 saves through the API would take
// four minutes of its per-minute limit.
let removeDatabase: () => Promise<void>;
let publicIds: string[];
const USER = "saver-1";

beforeAll(async () => {
  removeDatabase = await openFreshDatabase();
  const db = database();
  await insertSyntheticListings(db, 220);
  await db.execute(sql`insert into users (id, name, email) values (${USER}, 'Saver', 'saver@example.com')`);
  const { rows } = await db.execute(sql`select id from listings where status = 'approved' order by id`);
  publicIds = rows.map((row) => String((row as { id: string }).id));
  // The first 200 saved, as the favourites feature stores them.
  await db.execute(sql`
    insert into favourites (user_id, listing_id)
    select ${USER}, id from listings where status = 'approved' order by id limit ${MAX_FAVOURITES}`);
});

afterAll(() => removeDatabase());

describe("saved listings' limit", () => {
  it("refuses the 201st saved listing with its message", async () => {
    expect(await setFavourite(USER, { listingId: publicIds[MAX_FAVOURITES] }, true)).toMatchObject({
      ok: false,
      status: 400,
      message: "You can keep up to 200 favourites. Remove one to save another.",
    });
  });

  it("counts no listing its owner deleted since (kept for others' records), so the saver can save another", async () => {
    // What deleting a listing that bookings or messages refer to leaves (ADR 067).
    await database().execute(sql`update listings set status = 'deleted', user_id = null where id = ${publicIds[0]}`);
    expect(await setFavourite(USER, { listingId: publicIds[MAX_FAVOURITES] }, true)).toBe("done");
    expect(await setFavourite(USER, { listingId: publicIds[MAX_FAVOURITES + 1] }, true)).toMatchObject({
      status: 400,
    });
  });
});
