import { describe, expect } from "vitest";
import { test } from "../support/fixtures";
import { fetchPage, names } from "../support/html";
import { approveAsShown, minimalListing } from "../support/listings";

test.override("serverSetup", { demo: true });

/** IIM Lucknow's point in the PIN-code data set (ADR 042): some 25 km from Gomtinagar, the listing's locality. */
const IIM_LUCKNOW = { latitude: "26.806472", longitude: "80.760239" };
/** The middle of Kanpur: another city. */
const KANPUR = { latitude: "26.487067", longitude: "80.34916" };

const inLucknow = (name: string, pin: Record<string, string> = {}) => ({
  ...minimalListing(name),
  city: "Lucknow",
  locality: "Gomtinagar",
  ...pin,
});

describe("the owner's pin", () => {
  test("is refused outside the listing's city, with a message saying where it must go", async ({ owner }) => {
    const res = await owner.postJson("/api/v1/listings", inLucknow("Pin In Kanpur", KANPUR));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      latitude: "The pin is outside Lucknow. Move it into the city, or clear it to use the locality's centre.",
    });

    const half = await owner.postJson("/api/v1/listings", inLucknow("Half A Pin", { latitude: IIM_LUCKNOW.latitude }));
    expect(half.status).toBe(400);
    expect(((await half.json()) as { errors: Record<string, string> }).errors).toEqual({
      longitude: "Please give both latitude and longitude, or neither to use the locality's centre.",
    });
  });

  test("places the listing where the owner put it, for 'near' as well, and the locality's centre without it", async ({
    owner,
    admin,
    server,
  }) => {
    const name = `Pinned Near IIM ${Date.now()}`;
    const res = await owner.postJson("/api/v1/listings", inLucknow(name, IIM_LUCKNOW));
    expect(res.status, await res.clone().text()).toBe(201);
    const { listing } = (await res.json()) as { listing: { id: string } };
    expect((await approveAsShown(admin, listing.id)).status).toBeLessThan(400);

    const shown = (await (await owner.get(`/api/v1/listings/${listing.id}`)).json()) as {
      listing: { latitude: number; longitude: number };
    };
    expect(shown.listing).toMatchObject({ latitude: 26.806472, longitude: 80.760239 });
    // 'near' reads the stored point on its index: within 1 km of IIM Lucknow, not of Gomtinagar.
    const near = await fetchPage(server.url, "/explore?near=lucknow-college-iim-lucknow&within=1");
    expect(names(near.html)).toContain(name);
    const atLocality = await fetchPage(server.url, "/explore?near=lucknow-gomtinagar&within=1");
    expect(names(atLocality.html)).not.toContain(name);

    // Back to the locality's centre: an edit without a pin.
    const edit = await owner.request(`/api/v1/listings/${listing.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(inLucknow(name)),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const moved = (await (await owner.get(`/api/v1/listings/${listing.id}`)).json()) as {
      listing: { latitude: number; longitude: number };
    };
    expect(moved.listing).toMatchObject({ latitude: 26.852459, longitude: 81.020253 });
  });
});
