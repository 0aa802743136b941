import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { favouriteItems, MAX_FAVOURITES, savedListingIds, setFavourite } from "~/features/favourites/favourites.server";
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
  // The first 200 saved, as the favourites feature stores them: the first listing saved last, the second first.
  await db.execute(sql`
    insert into favourites (user_id, listing_id, created_at)
    select ${USER}, id, now() - make_interval(secs => case when n = 1 then 0 else 202 - n end)
    from (select id, row_number() over (order by id) as n from listings where status = 'approved') as ranked
    where n <= ${MAX_FAVOURITES}`);
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
    // The hearts read the 200 kept: the oldest still public stays saved, the deleted one is gone from them.
    const saved = await savedListingIds(USER);
    expect(saved).toHaveLength(MAX_FAVOURITES);
    expect(saved).toContain(publicIds[1]);
    expect(saved).toContain(publicIds[MAX_FAVOURITES]);
    expect(saved).not.toContain(publicIds[0]);
    expect(await favouriteItems(USER)).toHaveLength(MAX_FAVOURITES);
  });

  it("lets only one of two saves at once take the last place", async () => {
    expect(await setFavourite(USER, { listingId: publicIds[1] }, false)).toBe("done");
    const outcomes = await Promise.all(
      [publicIds[MAX_FAVOURITES + 2], publicIds[MAX_FAVOURITES + 3]].map((listingId) =>
        setFavourite(USER, { listingId }, true),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "done")).toHaveLength(1);
    expect(await savedListingIds(USER)).toHaveLength(MAX_FAVOURITES);
  });
});
