import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text, visitorPage } from "../support/html";
import { HttpClient } from "../support/http";
import { photo } from "../support/listings";
import type { RunningServer } from "../support/server";

let server: RunningServer;

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started }) => {
  server = started;
});

type Photo = { id: string; width: number; height: number; variants: Array<{ key: string; width: number }> };

/** As wide as the largest variant, so every variant is made from it. */
const roomPhoto = (format: "jpeg" | "png") => photo({ format, width: 1200, height: 900 });

function upload(client: HttpClient, body: Buffer, contentType: string) {
  return client.request("/api/v1/uploads", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
}

function uploadFile(client: HttpClient, body: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(body)], { type }), name);
  return client.request("/api/v1/uploads", { method: "POST", body: form });
}

async function uploaded(client: HttpClient): Promise<Photo> {
  const res = await upload(client, await roomPhoto("jpeg"), "image/jpeg");
  expect(res.status).toBe(201);
  return ((await res.json()) as { photo: Photo }).photo;
}

/** A PNG whose header declares 50000×50000 pixels in a few dozen bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const validListing = (imageIds: string[] = []) => ({
  listingType: "PG",
  propertyType: "Shared Room",
  propertyCategory: "Residential",
  categoryType: "Flat/Apartment",
  city: "Noida",
  projectBuildingName: "Maple Girls PG",
  locality: "Sector 62",
  price: "9500",
  plotArea: "900",
  furnishing: "Fully Furnished",
  floorNumber: "2",
  totalFloors: "4",
  facingType: "North-East",
  pgGender: "Girls",
  foodAvailable: "Yes",
  isCoLiving: true,
  amenities: ["Security", "Power Backup", "Study Room"],
  description: "Two meals a day, Wi-Fi and housekeeping.",
  imageIds,
});

async function submit(client: HttpClient, body: unknown): Promise<Response> {
  return client.postJson("/api/v1/listings", body);
}

describe("photo uploads", () => {
  it("accepts a real JPEG and PNG, stores WebP variants and serves them", async () => {
    const { client } = await signUpAndLogIn(server.url);
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
    ] as const) {
      const res = await uploadFile(client, await roomPhoto(format), `room.${format}`, type);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { message: string; photo: Photo };
      expect(body.message).toBe("Images uploaded successfully!");
      expect(body.photo.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
      const media = await fetch(`${server.url}/media/${body.photo.variants[0].key}`);
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      const stored = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
      expect(stored.format).toBe("webp");
      expect(stored.exif).toBeUndefined();
    }
  });

  it("refuses a text file named .png, judged by its content", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const res = await uploadFile(client, Buffer.from("just some text, not a picture"), "house.png", "image/png");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Image upload failed. Please try again.",
      reason: "The file is not a JPEG, PNG, WebP or AVIF photo.",
    });
  });

  it("refuses a 12 MB file without storing it", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const res = await upload(client, Buffer.alloc(12 * 1024 * 1024, 0xff), "image/jpeg");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: "Image upload failed. Please try again.",
      reason: "The file is larger than 10 MB.",
    });
  });

  it("refuses an image bomb: a tiny file declaring 50000×50000 pixels", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(2048);
    const res = await uploadFile(client, bomb, "bomb.png", "image/png");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ reason: "The image is larger than 40 megapixels." });
  });

  it("asks visitors to log in before uploading", async () => {
    const res = await upload(new HttpClient(server.url), await roomPhoto("jpeg"), "image/jpeg");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Image upload failed. Please try again." });
  });

  it("lets only the uploader withdraw an unclaimed upload", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const { client: stranger } = await signUpAndLogIn(server.url);
    const mine = await uploaded(client);
    expect((await stranger.request(`/api/v1/uploads/${mine.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await client.request(`/api/v1/uploads/${mine.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await fetch(`${server.url}/media/${mine.variants[0].key}`)).status).toBe(404);
  });
});

describe("submitting a listing", () => {
  it("creates a pending listing with its photos in order, visible to its owner only", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const [first, second] = [await uploaded(client), await uploaded(client)];
    const res = await submit(client, validListing([second.id, first.id]));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; listing: { id: string; status: string } };
    expect(body.message).toBe("Your stay listing has been submitted!");
    expect(body.listing.status).toBe("pending");

    const api = await client.get(`/api/v1/listings/${body.listing.id}`);
    const saved = (await api.json()) as {
      listing: Record<string, unknown>;
      photos: Array<{ id: string }>;
      owner: { name: string; email: string };
    };
    expect(saved.listing).toMatchObject({
      status: "pending",
      listingType: "PG",
      propertyType: "Shared Room",
      city: "Noida",
      price: 9500,
      pgGender: "Girls",
      isCoLiving: true,
      numRooms: null,
      amenities: ["Security", "Power Backup", "Study Room"],
    });
    expect(saved.photos.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(saved.owner).toMatchObject({ name: user.name, email: user.email });

    const page = await client.get(`/property/${body.listing.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Maple Girls PG");
    expect(html).toContain("Pending approval");
    expect(html).toContain("₹9,500");
    expect(html).toContain(user.email);

    const visitor = new HttpClient(server.url);
    expect((await visitor.get(`/property/${body.listing.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/v1/listings/${body.listing.id}`)).status).toBe(404);
    const { client: stranger } = await signUpAndLogIn(server.url);
    expect((await stranger.get(`/property/${body.listing.id}`)).status).toBe(404);
  });

  it("refuses an invalid listing with field messages and stores nothing", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const res = await submit(client, {
      ...validListing(),
      propertyType: "Luxury",
      city: "Mumbai",
      price: "-5",
      starRating: "9",
      amenities: ["Gym", "Moat"],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      propertyType: "Please select a property type!",
      city: "Please select one of the supported cities.",
      price: "Please enter a price in rupees greater than 0.",
      starRating: "Star rating must be from 1 to 5.",
      amenities: "Please choose amenities from the list.",
    });
    const own = (await (await client.get("/api/v1/listings")).json()) as { listings: unknown[] };
    expect(own.listings).toEqual([]);
  });

  it("cannot claim another user's upload", async () => {
    const { client: other } = await signUpAndLogIn(server.url);
    const theirs = await uploaded(other);
    const { client } = await signUpAndLogIn(server.url);
    const res = await submit(client, validListing([theirs.id]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { imageIds: "A photo could not be found. Please upload it again." },
    });
  });

  it("asks visitors to log in", async () => {
    const res = await submit(new HttpClient(server.url), validListing());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Please log in to submit a listing." });
  });
});

describe("owners manage their own listings", () => {
  async function ownerWithListing() {
    const owner = await signUpAndLogIn(server.url);
    const photo = await uploaded(owner.client);
    const res = await submit(owner.client, validListing([photo.id]));
    const { listing } = (await res.json()) as { listing: { id: string } };
    return { ...owner, id: listing.id, photo };
  }

  it("refuses to let anyone else edit or delete a listing (403)", async () => {
    const { id } = await ownerWithListing();
    const { client: other } = await signUpAndLogIn(server.url);
    const put = { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" };
    expect((await other.request(`/api/v1/listings/${id}`, put)).status).toBe(403);
    expect((await other.request(`/api/v1/listings/${id}`, { method: "DELETE" })).status).toBe(403);
    expect((await other.get(`/property/${id}/edit`)).status).toBe(403);
    expect((await other.postForm(`/property/${id}/edit`, { intent: "delete" })).status).toBe(403);
  });

  it("lets the owner edit (back to pending, photos replaced) and delete with the photo files", async () => {
    const { client, id, photo } = await ownerWithListing();
    const edit = await client.get(`/property/${id}/edit`);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain("Maple Girls PG");

    const newPhoto = await uploaded(client);
    const res = await client.request(`/api/v1/listings/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validListing([newPhoto.id]), projectBuildingName: "Maple Residency", price: 11000 }),
    });
    expect(res.status).toBe(200);
    const saved = (await (await client.get(`/api/v1/listings/${id}`)).json()) as {
      listing: { projectBuildingName: string; price: number; status: string };
      photos: Array<{ id: string }>;
    };
    expect(saved.listing).toMatchObject({ projectBuildingName: "Maple Residency", price: 11000, status: "pending" });
    expect(saved.photos.map((p) => p.id)).toEqual([newPhoto.id]);
    expect((await fetch(`${server.url}/media/${photo.variants[0].key}`)).status).toBe(404);

    // 'Delete' on the profile asks on the same page first; Cancel leads back to it as it was.
    const profile = await (await client.get("/profile?pendingPage=1")).text();
    expect(profile).toMatch(new RegExp(`<input type="hidden" name="deleteListing" value="${id}"/>`));
    const asking = await (await client.get(`/profile?pendingPage=1&deleteListing=${id}`)).text();
    expect(asking).toContain("Delete this listing?");
    expect(asking).toMatch(/<a [^>]*href="\/profile\?pendingPage=1"[^>]*>Cancel<\/a>/);

    const deleted = await client.postForm(`/property/${id}/edit`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/profile");
    expect((await client.get(`/property/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${newPhoto.variants[0].key}`)).status).toBe(404);
  });
});

describe("the facts of a kind", () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  it("keeps a PG's own facts, drops another kind's sent anyway, and shows them back on edit", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const availableFrom = inDays(10);
    const res = await submit(client, {
      ...validListing(),
      sharing: "Double",
      deposit: "19000",
      noticePeriod: "1 month",
      gateClosingTime: "22:30",
      availableFrom,
      bhk: "2",
      possession: "Ready to move",
      starRating: "4",
    });
    expect(res.status).toBe(201);
    const { listing } = (await res.json()) as { listing: { id: string } };

    const saved = (await (await client.get(`/api/v1/listings/${listing.id}`)).json()) as {
      listing: Record<string, unknown>;
    };
    expect(saved.listing).toMatchObject({
      pgGender: "Girls",
      foodAvailable: "Yes",
      sharing: "Double",
      deposit: 19000,
      noticePeriod: "1 month",
      gateClosingTime: "22:30",
      availableFrom,
      plotArea: null,
      facingType: null,
      furnishing: null,
      floorNumber: null,
      propertyCategory: null,
      categoryType: null,
      bhk: null,
      possession: null,
      starRating: null,
    });

    const edit = await (await client.get(`/property/${listing.id}/edit`)).text();
    for (const shown of ['value="22:30"', `value="${availableFrom}"`, 'value="19000"']) expect(edit).toContain(shown);
    expect(edit).toMatch(/<option value="Double" selected="">Double<\/option>/);
    expect(edit).toMatch(/<option value="1 month" selected="">1 month<\/option>/);
    for (const absent of ["Plot Area", "Facing Type", "Property Category", "BHK"]) expect(edit).not.toContain(absent);
  });

  it("confirms a new listing on the owner's home page, never on the cached page visitors get", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const { listing } = (await (await submit(client, validListing())).json()) as { listing: { id: string } };
    const path = `/?submitted=${listing.id}`;
    const own = await client.get(path);
    expect(own.headers.get("x-page-cache")).toBeNull();
    const html = await own.text();
    expect(html).toContain("Your stay listing has been submitted!");
    expect(html).toContain(`href="/property/${listing.id}"`);

    await (await fetch(`${server.url}/`)).text();
    const visitor = await fetch(`${server.url}${path}`);
    expect(visitor.headers.get("x-page-cache")).toBe("hit");
    expect(await visitor.text()).not.toContain(`/property/${listing.id}`);
  });
});

describe("the listing page", () => {
  async function approvedListingId(): Promise<string> {
    const html = await (await fetch(`${server.url}/explore`)).text();
    const id = /href="\/property\/([0-9a-f-]{36})"/.exec(html)?.[1];
    expect(id, "the explore page links to approved demo listings").toBeTruthy();
    return id as string;
  }

  it("shows visitors the listing with photos, price forms, facilities and the owner's name and role only", async () => {
    const id = await approvedListingId();
    const res = await fetch(`${server.url}/property/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/explore"');
    expect(html).toMatch(/<img[^>]*srcSet="[^"]*400w/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
    for (const text of ["Listing Owner", "Rohit Verma", "Owner", "WiFi", "24x7 Water", "Fire Safety", "Power Backup"]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<dd[^>]*>₹\d{1,3}(,\d\d)*(,\d{3})?( \/ (month|night))?<\/dd>/);
    expect(html).not.toContain("owner@gharstay.demo");
    expect(html).toContain(`/login?redirectTo=${encodeURIComponent(`/property/${id}`)}`);
    expect(html).not.toContain("Loading project details...");
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? "null")).toMatchObject({ "@type": "RealEstateListing", url: expect.stringContaining(id) });
  });

  it("answers an unknown listing with a 404 page", async () => {
    const res = await fetch(`${server.url}/property/no-such-listing`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Listing not found");
  });
});

/** What a reader sees of some HTML: tags dropped, entities decoded, spaces collapsed. */
const seen = (html: string) =>
  text(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

/** The text of the explore card whose linked name is `name`. */
async function cardText(query: string, name: string): Promise<string> {
  const { html } = await fetchPage(server.url, `/explore?${query}`);
  const card = html.split("<article").find((part) => cards(part).some((c) => c.name === name));
  expect(card, `a card named ${name}`).toBeTruthy();
  return seen(card as string);
}

/** The listing page of the demo listing called `name`, as a reader sees it, with its facts by term. */
async function listingPage(name: string) {
  const { html } = await visitorPage(server.url, `/explore?q=${encodeURIComponent(name)}`);
  const href = cards(html).find((card) => card.name === name)?.href;
  expect(href, `a card named ${name}`).toBeTruthy();
  const page = await fetchPage(server.url, href as string);
  const facts = new Map(
    [...page.html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map(([, term, value]) => [
      seen(term).trim(),
      seen(value).trim(),
    ]),
  );
  return { html: page.html, text: seen(page.html), facts };
}

describe("each kind shows its own facts and price unit", () => {
  it("cards show their kind's key facts and price with its unit", async () => {
    const pgCard = await cardText("city=Noida&type=pg", "Metro Nest PG");
    for (const fact of ["For boys & girls", "Single sharing", "Food included", "₹9,500 / month"]) {
      expect(pgCard).toContain(fact);
    }
    const saleCard = await cardText("type=sell&city=Gurugram", "DLF Park Place 4 BHK");
    // A home for sale shows its carpet area and what a square foot of it costs (ADR 056).
    for (const fact of ["4 BHK", "2,090 sq ft", "₹20,096 / sq ft (carpet)", "₹4.2 Cr"])
      expect(saleCard).toContain(fact);
    expect(saleCard).not.toContain("4,20,00,000");
    expect(await cardText("type=hotel&city=Lucknow", "Hotel Awadh Residency")).toContain("₹3,200 / night");
    const plotCard = await cardText("type=plot&city=Lucknow", "Faizabad Road Plot");
    for (const fact of ["1,200 sq ft", "₹3,000 / sq ft", "₹36 L"]) expect(plotCard).toContain(fact);
    const roomCard = await cardText("type=room&city=Gurugram", "Stay Easy Short Stays");
    for (const fact of ["Single sharing", "Attached bathroom", "Fully Furnished", "₹2,500 / night"]) {
      expect(roomCard).toContain(fact);
    }
  });

  it("a hotel page has stars, rooms and a nightly price, and nothing of a plot", async () => {
    const { text: page, facts } = await listingPage("Hotel Awadh Residency");
    expect(facts.get("Star Rating")).toBe("4 Star");
    expect(facts.get("Number of Rooms")).toBe("48 rooms");
    expect(facts.get("Price")).toBe("₹3,200 / night");
    expect(page).toContain("₹3,200 / night");
    for (const term of ["Plot Area", "Facing", "Category", "Furnishing", "Floor"]) expect(facts.has(term)).toBe(false);
    expect(page).not.toContain("Plot Area");
  });

  it("a PG page says who it is for, its sharing, food and house rules, with a monthly price", async () => {
    const { text: page, facts } = await listingPage("Metro Nest PG");
    expect(Object.fromEntries(facts)).toMatchObject({
      "Property Type": "Single Room",
      Price: "₹9,500 / month",
      Gender: "For boys & girls",
      Sharing: "Single sharing",
      Food: "Food included",
      Deposit: "₹19,000",
      "Notice Period": "15 days",
      "Gate Closing Time": "10:30 PM",
    });
    for (const term of ["Plot Area", "Facing", "Category", "Star Rating"]) expect(facts.has(term)).toBe(false);
    expect(page).not.toContain("Flat/Apartment");
    expect(page).toContain("Metro Nest PG, Sector 62, Noida — ₹9,500 / month | GharStay");
  });

  it("a sale page gives the short and the full price, price per sq ft and possession", async () => {
    const { text: page, facts } = await listingPage("DLF Park Place 4 BHK");
    expect(page).toContain("₹4.2 Cr (₹4,20,00,000)");
    expect(Object.fromEntries(facts)).toMatchObject({
      Price: "₹4,20,00,000",
      BHK: "4 BHK",
      "Carpet Area": "2,090 sq ft",
      "Built-up Area": "2,465 sq ft",
      "Super Built-up Area": "2,900 sq ft",
      "Price per sq ft": "₹20,096 / sq ft (carpet)",
      Floor: "6 of 14",
      Facing: "North",
      Possession: "Ready to move",
    });
  });

  it("shows ticked WiFi, 24x7 Water and Fire Safety as available, and each amenity once", async () => {
    /** Each item of the Amenities list as a screen reader says it, e.g. 'WiFi: available'. */
    const amenityItems = (html: string) => {
      const section = html.split('id="amenities"')[1]?.split("</section>")[0] ?? "";
      return [...section.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) =>
        seen(item.replace(/<[^>]+>/g, "")).trim(),
      );
    };
    const hotelAmenities = amenityItems((await listingPage("Hotel Awadh Residency")).html);
    for (const amenity of ["WiFi", "24x7 Water", "Fire Safety", "Parking", "Lift", "AC", "Housekeeping", "CCTV"]) {
      expect(hotelAmenities).toContain(`${amenity}: available`);
    }
    expect(hotelAmenities.filter((item) => item.startsWith("Parking"))).toHaveLength(1);
    expect(new Set(hotelAmenities).size).toBe(hotelAmenities.length);
    const plotAmenities = amenityItems((await listingPage("Faizabad Road Plot")).html);
    for (const facility of ["WiFi", "24x7 Water", "Fire Safety", "Lift"]) {
      expect(plotAmenities).toContain(`${facility}: not available`);
    }
    expect(plotAmenities).toContain("Large Green Area: available");
  });
});
