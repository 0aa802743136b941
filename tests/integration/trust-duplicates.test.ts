import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import type { HttpClient } from "../support/http";
import { ROOT } from "../support/paths";
import type { RunningServer } from "../support/server";

let server: RunningServer;
let admin: HttpClient;

test.beforeAll(({ server: started, admin: signedIn }) => {
  server = started;
  admin = signedIn;
});

/** Uploads a photo through the real upload endpoint and submits a Room listing with it; it waits in the queue. */
async function listWithPhoto(owner: HttpClient, name: string, photo: Buffer): Promise<string> {
  const upload = await owner.request("/api/v1/uploads", {
    method: "POST",
    headers: { "content-type": "image/jpeg" },
    body: new Uint8Array(photo),
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const { photo: stored } = (await upload.json()) as { photo: { id: string } };
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "Room",
    propertyType: "Single Room",
    city: "Lucknow",
    projectBuildingName: name,
    locality: "Aliganj",
    price: "7000",
    amenities: [],
    imageIds: [stored.id],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { listing: { id: string } }).listing.id;
}

const duplicateLink = (id: string, name: string) =>
  new RegExp(`Possible duplicate of <a[^>]*href="/property/${id}"[^>]*>${name}</a>`);

const tile = (dashboard: string, label: string) =>
  Number(new RegExp(`>${label}</a></dt><dd[^>]*>(\\d+)</dd>`).exec(dashboard)?.[1]);

describe("duplicate photos", () => {
  it("names another owner's listing whose photo was re-uploaded resized and recompressed, but not two photos of one street", async () => {
    const original = await sharp(`${ROOT}/public/images/gallery/civil-lines-bungalow-2-800.webp`).jpeg().toBuffer();
    const copy = await sharp(original).resize({ width: 560 }).jpeg({ quality: 35 }).toBuffer();
    // One wide street scene, photographed twice a few steps apart: windows a third of a frame apart.
    const street = await sharp(`${ROOT}/public/images/hero-1920.webp`).resize({ width: 1800 }).jpeg().toBuffer();
    const { height = 0 } = await sharp(street).metadata();
    const window = (left: number) => sharp(street).extract({ left, top: 0, width: 1200, height }).jpeg().toBuffer();

    const { client: first } = await signUpAndLogIn(server.url);
    const { client: second } = await signUpAndLogIn(server.url);
    const { client: third } = await signUpAndLogIn(server.url);
    const { client: fourth } = await signUpAndLogIn(server.url);
    const before = tile(await (await admin.get("/admin")).text(), "Possible duplicates");

    const originalId = await listWithPhoto(first, "Civil Lines Original Bungalow", original);
    const copyId = await listWithPhoto(second, "Aliganj Copied Bungalow", copy);
    const leftId = await listWithPhoto(third, "Street View Left Room", await window(0));
    const rightId = await listWithPhoto(fourth, "Street View Right Room", await window(400));

    const dashboard = text(await (await admin.get("/admin")).text());
    expect(dashboard).toMatch(duplicateLink(originalId, "Civil Lines Original Bungalow"));
    expect(dashboard).toMatch(duplicateLink(copyId, "Aliganj Copied Bungalow"));
    expect(dashboard).toContain('alt="Photo of Aliganj Copied Bungalow"');
    expect(dashboard).toContain('alt="Photo of Civil Lines Original Bungalow"');
    expect(dashboard).not.toMatch(duplicateLink(leftId, "Street View Left Room"));
    expect(dashboard).not.toMatch(duplicateLink(rightId, "Street View Right Room"));
    expect(tile(dashboard, "Possible duplicates")).toBe(before + 2);
  });

  it("does not flag one owner using the same photo on two of their own listings", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const photo = await sharp(`${ROOT}/public/images/gallery/golf-course-villa-1-800.webp`).jpeg().toBuffer();
    const firstId = await listWithPhoto(owner, "Golf Course Villa Room One", photo);
    const secondId = await listWithPhoto(owner, "Golf Course Villa Room Two", photo);
    const dashboard = text(await (await admin.get("/admin")).text());
    expect(dashboard).not.toMatch(duplicateLink(firstId, "Golf Course Villa Room One"));
    expect(dashboard).not.toMatch(duplicateLink(secondId, "Golf Course Villa Room Two"));
  });
});
