import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { outbox, savedSearches } from "~/db/schema";
import { runAlertLook, sendDailyDigests } from "~/features/alerts/alert-matching.server";
import { updateSavedSearch } from "~/features/alerts/saved-searches.server";
import { freshPostgresDatabase, postgresAdminUrl } from "../support/server";

// The digest runs on India's clock, so this test drives the matcher and the digest with chosen moments
// against a database of its own, in this process; what it checks is the message queued for delivery.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-digest-"));
let dropPostgres: (() => Promise<void>) | undefined;

/** A moment in India time, written as on a clock in Lucknow. */
const ist = (when: string) => new Date(`${when}+05:30`);

const DIGEST_SUBJECT = (count: number) =>
  `${count} new ${count === 1 ? "listing" : "listings"} for your search “Noida PGs”`;

async function insertListing(name: string, city: string, price: number, approvedAt: Date, status = "approved") {
  const [row] = (
    await database().execute(sql`
      insert into listings (status, listing_type, property_type, property_category, city, project_building_name,
        locality, price, amenities, created_at, updated_at)
      values (${status}, 'PG', 'Single Room', 'Residential', ${city}, ${name}, 'Sector 62', ${price}, '{}',
        ${approvedAt}, ${approvedAt})
      returning id`)
  ).rows as Array<{ id: string }>;
  return row.id;
}

async function saveSearch(userId: string, frequency: "daily" | "instant", savedAt: Date, unsubscribed = false) {
  await database()
    .insert(savedSearches)
    .values({
      userId,
      name: "Noida PGs",
      query: "?city=Noida&type=pg&maxPrice=10000",
      frequency,
      unsubscribeTokenHash: `digest-test-${userId}-${frequency}`,
      createdAt: savedAt,
      unsubscribedAt: unsubscribed ? savedAt : null,
    });
}

async function addUser(id: string) {
  await database().execute(sql`
    insert into users (id, name, email, role) values (${id}, ${`User ${id}`}, ${`${id}@example.com`}, 'Client')`);
}

const mailTo = (address: string) =>
  database()
    .select({ kind: outbox.kind, subject: outbox.subject, text: outbox.text, headers: outbox.headers })
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(outbox.createdAt);

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  const fresh = postgresAdminUrl ? await freshPostgresDatabase() : undefined;
  dropPostgres = fresh?.drop;
  await openDatabase({ databaseUrl: fresh?.url, dataDir });
  for (const id of ["daily-reader", "instant-reader", "gone-reader", "switching-reader"]) await addUser(id);
  await saveSearch("daily-reader", "daily", ist("2026-11-23T10:00:00"));
  await saveSearch("instant-reader", "instant", ist("2026-11-23T10:00:00"));
  await saveSearch("gone-reader", "daily", ist("2026-11-23T10:00:00"), true);
});

afterAll(async () => {
  await closeDatabase();
  await dropPostgres?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the daily digest of a saved search", () => {
  it("gathers a day's matches into one message at 09:00 India time, once, and never for other listings", async () => {
    const noon = ist("2026-11-23T12:00:00");
    await insertListing("Digest Match PG", "Noida", 9_000, noon);
    await insertListing("Digest Second PG", "Noida", 8_500, new Date(noon.getTime() + 60_000));
    await insertListing("Digest Lucknow PG", "Lucknow", 9_000, noon);
    await insertListing("Digest Pending PG", "Noida", 9_000, noon, "pending");

    await runAlertLook(new Date(noon.getTime() + 2 * 60_000));
    // The instant subscriber hears at once; the daily one, saved after this morning's 09:00, waits.
    expect((await mailTo("instant-reader@example.com")).map((mail) => mail.subject)).toHaveLength(2);
    expect(await mailTo("daily-reader@example.com")).toEqual([]);

    expect(await sendDailyDigests(ist("2026-11-24T08:59:00"))).toBe(0);
    expect(await mailTo("daily-reader@example.com")).toEqual([]);

    expect(await sendDailyDigests(ist("2026-11-24T09:00:00"))).toBe(1);
    const [digest, ...more] = await mailTo("daily-reader@example.com");
    expect(more).toEqual([]);
    expect(digest.subject).toBe(DIGEST_SUBJECT(2));
    expect(digest.text).toContain("Digest Match PG, Sector 62, Noida: ₹9,000 / month");
    expect(digest.text).toContain("Digest Second PG, Sector 62, Noida: ₹8,500 / month");
    expect(digest.text).not.toContain("Digest Lucknow PG");
    expect(digest.text).not.toContain("Digest Pending PG");
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest.headers["List-Unsubscribe"]).toMatch(/^<.+\/unsubscribe\?token=.+>$/);

    // Later looks the same day send nothing more, and an unsubscribed search never gets one.
    expect(await sendDailyDigests(ist("2026-11-24T15:00:00"))).toBe(0);
    expect(await mailTo("daily-reader@example.com")).toHaveLength(1);
    expect(await mailTo("gone-reader@example.com")).toEqual([]);
  });

  it("sends the next day's digest only with what matched since, and none on a day without matches", async () => {
    const afternoon = ist("2026-11-24T16:00:00");
    await insertListing("Digest Next Day PG", "Noida", 7_000, afternoon);
    await runAlertLook(new Date(afternoon.getTime() + 60_000));

    // Two instances looking at the same moment still send one digest.
    const sent = await Promise.all([
      sendDailyDigests(ist("2026-11-25T09:00:30")),
      sendDailyDigests(ist("2026-11-25T09:00:30")),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    const digests = await mailTo("daily-reader@example.com");
    expect(digests.map((mail) => mail.subject)).toEqual([DIGEST_SUBJECT(2), DIGEST_SUBJECT(1)]);
    expect(digests[1].text).toContain("Digest Next Day PG");
    expect(digests[1].text).not.toContain("Digest Match PG");

    expect(await sendDailyDigests(ist("2026-11-26T09:00:00"))).toBe(0);
    expect(await mailTo("daily-reader@example.com")).toHaveLength(2);
  });

  it("still sends what a daily search matched before it was switched to instant alerts", async () => {
    await saveSearch("switching-reader", "daily", ist("2026-11-26T10:00:00"));
    const noon = ist("2026-11-26T12:00:00");
    await insertListing("Digest Switch PG", "Noida", 8_000, noon);
    await runAlertLook(new Date(noon.getTime() + 60_000));
    expect(await mailTo("switching-reader@example.com")).toEqual([]);
    const [search] = await database()
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.userId, "switching-reader"));
    expect(await updateSavedSearch("switching-reader", search.id, { frequency: "instant" })).not.toBeNull();

    await sendDailyDigests(ist("2026-11-27T09:00:00"));
    const mails = await mailTo("switching-reader@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([DIGEST_SUBJECT(1)]);
    expect(mails[0].text).toContain("Digest Switch PG");
    // Once: nothing is left to send the next day.
    await sendDailyDigests(ist("2026-11-28T09:00:00"));
    expect(await mailTo("switching-reader@example.com")).toHaveLength(1);
  });
});
