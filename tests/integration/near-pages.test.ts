import { describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "~/content/cities";
import { haversineKm, locate, placeById } from "~/content/places";
import { DEMO_LISTINGS } from "~/features/demo/demo-content";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { hindi } from "../support/hindi";
import { names, resultCount, text, visitorPage } from "../support/html";
import type { RunningServer } from "../support/server";

let server: RunningServer;
const page = (path: string) => visitorPage(server.url, path);

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started }) => {
  server = started;
});

/** The demo listings within `km` of a place, nearest first, as a straight-line reference measures them. */
function demoNear(placeId: string, km: number): string[] {
  const place = placeById(placeId);
  if (!place) throw new Error(`no place ${placeId}`);
  return DEMO_LISTINGS.filter((listing) => (SUPPORTED_CITIES as readonly string[]).includes(listing.city))
    .map((listing) => {
      const point = locate(listing.city, listing.locality);
      return { name: listing.projectBuildingName, km: point ? haversineKm(place, point) : Number.POSITIVE_INFINITY };
    })
    .filter((listing) => listing.km <= km)
    .sort((a, b) => a.km - b.km)
    .map((listing) => listing.name);
}

describe("searching near a place", () => {
  it("reads 'near X' in the search box as the near filter, nearest first, each card with its distance", async () => {
    const { html } = await page(`/explore?q=${encodeURIComponent("near banaras hindu university")}&sort=distance`);
    const expected = demoNear("varanasi-college-banaras-hindu-university", 5);
    expect(expected.length).toBeGreaterThan(0);
    expect(resultCount(html)).toBe(expected.length);
    expect(new Set(names(html))).toEqual(new Set(expected));
    expect(text(html)).toContain("Within 5 km of Banaras Hindu University");
    expect(text(html)).toMatch(/\d+\.\d km from Banaras Hindu University/);
  });

  it("narrows to 1 km and widens to every listing of the city when the filter is removed", async () => {
    const near = await page("/explore?near=noida-sector-62&within=1&sort=distance");
    expect(resultCount(near.html)).toBe(demoNear("noida-sector-62", 1).length);
    expect(text(near.html)).toContain("Within 1 km of Sector 62");
  });

  it("works in Hindi: 'सेक्टर 62 के पास' is near Sector 62, the chip and the distances in Hindi", async () => {
    const { html } = await page(`/hi/explore?q=${encodeURIComponent("सेक्टर 62 के पास")}`);
    expect(new Set(names(html))).toEqual(new Set(demoNear("noida-sector-62", 5)));
    expect(text(html)).toContain(hindi("Within {0} km of {1}", { 0: 5, 1: "Sector 62" }));
    expect(text(html)).toContain(hindi("{distance} km from {name}", { distance: "0.0", name: "Sector 62" }));
  });

  it("shows on a listing page what is near it, labelled as straight-line", async () => {
    const { html } = await page("/explore?near=varanasi-college-banaras-hindu-university");
    const href = /<h3[^>]*><a[^>]*href="([^"]+)"/.exec(html)?.[1];
    if (!href) throw new Error("no card");
    const listing = text((await page(href)).html);
    expect(listing).toContain("What is near");
    expect(listing).toMatch(
      /Banaras Hindu University<\/span> \(College or university\): \d+\.\d km in a straight line/,
    );
  });
});

describe("locations through the JSON API", () => {
  it("lists a city's landmarks with their points, and refuses an unknown city or kind", async () => {
    const res = await fetch(`${server.url}/api/v1/places?city=Kanpur&kind=college`);
    expect(res.status).toBe(200);
    const { places } = (await res.json()) as { places: Array<{ id: string; name: string; latitude: number }> };
    expect(places.map((place) => place.name)).toContain("IIT Kanpur");
    expect(places.every((place) => Number.isFinite(place.latitude))).toBe(true);
    expect((await fetch(`${server.url}/api/v1/places?city=Paris`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/v1/places?kind=castle`)).status).toBe(400);
  });

  it("finds listings near a place nearest first, and refuses an unknown place or distance", async () => {
    const res = await fetch(`${server.url}/api/v1/places/noida-sector-62/listings?within=5`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { listings: Array<{ name: string; distanceKm: number }>; total: number };
    expect(body.listings.map((listing) => listing.name)).toEqual(demoNear("noida-sector-62", 5));
    // The count is of the listings the pages hold: projects nearby, which the list leaves out, are not counted.
    for (const place of ["noida-sector-62", "noida-noida"]) {
      const near = (await (await fetch(`${server.url}/api/v1/places/${place}/listings`)).json()) as typeof body;
      expect(near.total, place).toBe(near.listings.length);
      expect(near.total, place).toBeGreaterThan(0);
    }
    expect((await fetch(`${server.url}/api/v1/places/atlantis/listings`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/places/noida-sector-62/listings?within=3`)).status).toBe(400);
  });

  it("places a new listing at its locality, checks its PIN code, and says what is near it", async () => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const listing = {
      listingType: "PG",
      propertyType: "Single Room",
      city: "Kanpur",
      projectBuildingName: "Campus Gate PG",
      locality: "Kalyanpur",
      price: 7000,
      amenities: [],
    };
    const refused = await owner.postJson("/api/v1/listings", { ...listing, pinCode: "12" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Please enter the 6-digit PIN code.");

    const created = await owner.postJson("/api/v1/listings", { ...listing, pinCode: "208016" });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { listing: { id: string } }).listing;
    const shown = (await (await owner.get(`/api/v1/listings/${id}`)).json()) as {
      listing: { pinCode: string; latitude: number; longitude: number };
      nearby: Array<{ name: string; straightLineKm: number }>;
    };
    // 'Kalyanpur' is no post office of Kanpur, so the listing stands at its PIN code's point: IIT Kanpur's.
    const iit = placeById("kanpur-college-iit-kanpur");
    expect(shown.listing).toMatchObject({ pinCode: "208016", latitude: iit?.lat, longitude: iit?.lng });
    expect(shown.nearby[0]).toEqual(expect.objectContaining({ name: "IIT Kanpur", straightLineKm: 0 }));
  });
});
