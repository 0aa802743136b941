import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, migratedUpTo } from "../support/migrations";

/**
 * Migration 0020 on a database that already holds enquiries: it runs the committed SQL in order on an embedded
 * database, stops before 0020, writes enquiries as the earlier version stored them, then applies 0020.
 */
const CONVERSATIONS = "0020_conversations";

let db: PGlite;

beforeAll(async () => {
  db = await migratedUpTo(CONVERSATIONS);
  await db.exec(`
    insert into users (id, name, email) values
      ('owner', 'Meena Owner', 'meena@example.com'),
      ('seeker', 'Sunil Seeker', 'sunil@example.com'),
      ('other', 'Ravi Other', 'ravi@example.com');
    insert into listings (id, listing_type, property_type, city, project_building_name, locality, price, user_id, status)
      values ('listing', 'PG', 'Single Room', 'Lucknow', 'Old Enquiry House', 'Gomti Nagar', 9000, 'owner', 'approved');
    insert into enquiries (id, listing_id, owner_id, seeker_id, name, mobile_number, email, message, confirmed_at, read_at, created_at) values
      ('e1', 'listing', 'owner', 'seeker', 'Sunil', '9000011111', 'sunil@example.com', 'First question', now() - interval '3 days', now() - interval '2 days', now() - interval '3 days'),
      ('e2', 'listing', 'owner', 'seeker', 'Sunil', '9000011111', 'sunil@example.com', 'Second question', now() - interval '1 day', null, now() - interval '1 day'),
      ('e3', 'listing', 'owner', 'other', 'Ravi', '9000022222', 'ravi@example.com', 'Unconfirmed', null, null, now()),
      ('e4', 'listing', 'owner', null, 'Visitor', '9000033333', 'visitor@example.com', 'From a visitor', now(), null, now());
  `);
  await applyMigration(db, CONVERSATIONS);
});

afterAll(async () => {
  await db?.close();
});

describe("migration 0020: enquiries become conversations", () => {
  it("opens one conversation per seeker and listing, its messages the confirmed enquiries in order", async () => {
    const { rows } = await db.query<{ seeker_id: string; owner_id: string; bodies: string[] }>(`
      select c.seeker_id, c.owner_id, array_agg(m.body order by m.created_at) as bodies
      from conversations c join conversation_messages m on m.conversation_id = c.id
      group by c.id`);
    expect(rows).toEqual([{ seeker_id: "seeker", owner_id: "owner", bodies: ["First question", "Second question"] }]);
  });

  it("keeps the owner's unread enquiries unread and the seeker's own messages read, with no mail due", async () => {
    const { rows } = await db.query<{ user_id: string; unread: number; notify_at: Date | null }>(
      "select user_id, unread, notify_at from conversation_members order by user_id",
    );
    expect(rows).toEqual([
      { user_id: "owner", unread: 1, notify_at: null },
      { user_id: "seeker", unread: 0, notify_at: null },
    ]);
  });

  it("leaves a visitor's and an unconfirmed enquiry as they were", async () => {
    const { rows } = await db.query<{ total: number }>("select count(*)::int as total from enquiries");
    expect(rows[0].total).toBe(4);
    const { rows: linked } = await db.query<{ enquiry_id: string }>(
      "select enquiry_id from conversation_messages order by enquiry_id",
    );
    expect(linked.map((row) => row.enquiry_id)).toEqual(["e1", "e2"]);
  });
});
