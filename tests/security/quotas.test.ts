import { afterEach, describe, expect, it } from "vitest";
import { LISTING_WRITES_PER_HOUR, MAX_PENDING_LISTINGS, QUOTA_MESSAGES } from "~/features/listings/listing-quotas";
import { logIn, newUser } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { HttpClient } from "../support/http";
import { minimalListing } from "../support/listings";
import { startTestServer } from "../support/server";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** The number every public cache compares against; it moves only when something the public sees changed. */
async function contentVersion(place: DatabasePlace): Promise<string> {
  const [row] = await queryDatabase<{ version: string }>(place, "select version::text as version from content_version");
  return row.version;
}

async function ownListingCount(client: HttpClient): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const { listings } = (await (await client.get(`/api/v1/listings?page=${page}`)).json()) as { listings: unknown[] };
    if (listings.length === 0) return total;
    total += listings.length;
  }
}

describe("a flood of listings from one user", () => {
  it("meets the pending cap and then the hourly limit, and leaves every public cache valid", async () => {
    const { place, remove } = await durableDatabase();
    cleanups.push(remove);
    const user = newUser();

    const first = await startTestServer(place);
    cleanups.push(() => first.stop());
    const signUp = await new HttpClient(first.url).postJson("/api/v1/auth/sign-up", {
      ...user,
      confirmPassword: user.password,
    });
    expect(signUp.status).toBe(201);
    await first.stop();
    // PGlite admits one process at a time, so the version is read while no server runs.
    const before = await contentVersion(place);

    const server = await startTestServer(place);
    cleanups.push(() => server.stop());
    const owner = await logIn(new HttpClient(server.url), user.email, user.password);

    const flood = await Promise.all(
      Array.from({ length: MAX_PENDING_LISTINGS + 5 }, (_, i) =>
        owner.postJson("/api/v1/listings", minimalListing(`Flood ${i}`)).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { error?: string; listing?: { id: string } },
        })),
      ),
    );
    const created = flood.filter((answer) => answer.status === 201);
    const capped = flood.filter((answer) => answer.status === 400);
    expect(created).toHaveLength(MAX_PENDING_LISTINGS);
    expect(capped).toHaveLength(5);
    for (const answer of capped) expect(answer.body.error).toBe(QUOTA_MESSAGES.tooManyPending);

    // Refused writes count too: the allowance is spent by attempts, not by successes.
    for (let attempt = flood.length; attempt < LISTING_WRITES_PER_HOUR; attempt++) {
      expect((await owner.postJson("/api/v1/listings", minimalListing(`Over ${attempt}`))).status).toBe(400);
    }
    const limited = await owner.postJson("/api/v1/listings", minimalListing("One Too Many"));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: QUOTA_MESSAGES.tooManyWrites });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const edit = await owner.request(`/api/v1/listings/${created[0].body.listing?.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(minimalListing("Edited In The Flood")),
    });
    expect(edit.status).toBe(429);
    expect(await edit.json()).toEqual({ error: QUOTA_MESSAGES.tooManyWrites });

    expect(await ownListingCount(owner)).toBe(MAX_PENDING_LISTINGS);
    await server.stop();
    expect(await contentVersion(place)).toBe(before);
  });
});
