import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { cards, fetchPage } from "./html";
import type { HttpClient } from "./http";
import { weeknights } from "./stay-days";

type Colour = { r: number; g: number; b: number };

function randomColour(): Colour {
  const channel = () => Math.floor(Math.random() * 256);
  return { r: channel(), g: channel(), b: channel() };
}

/** A real photo of one colour; a random one unless given, so photos differ from each other. */
export async function photo({
  format = "jpeg",
  width = 1000,
  height = 700,
  background = randomColour(),
}: {
  format?: "jpeg" | "png";
  width?: number;
  height?: number;
  background?: Colour;
} = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

type UploadedPhoto = { id: string; variants: Array<{ key: string }> };

/** An owner submits a listing with two photos through the public API; it starts pending. */
export async function submitPendingListing(
  owner: HttpClient,
  projectBuildingName: string,
): Promise<{ id: string; photoKeys: string[] }> {
  const photos: UploadedPhoto[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await owner.request("/api/v1/uploads", {
      method: "POST",
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(await photo()),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    photos.push(((await res.json()) as { photo: UploadedPhoto }).photo);
  }
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "PG",
    propertyType: "Shared Room",
    propertyCategory: "Residential",
    city: "Noida",
    projectBuildingName,
    locality: "Sector 62",
    price: "9500",
    amenities: ["Security", "Study Room"],
    imageIds: photos.map((p) => p.id),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string } };
  return { id: listing.id, photoKeys: photos.flatMap((p) => p.variants.map((v) => v.key)) };
}

export function uploadedFile(dataDir: string, key: string): boolean {
  return existsSync(path.join(dataDir, "uploads", key));
}

/** The fewest fields of a listing the API accepts, without photos. */
export function minimalListing(projectBuildingName: string) {
  return {
    listingType: "Room",
    propertyType: "Single Room",
    city: "Kanpur",
    projectBuildingName,
    locality: "Swaroop Nagar",
    price: "6000",
    amenities: [],
    imageIds: [],
  };
}

/** The version (updatedAt) an Admin page shows for a pending listing, as its Approve form posts it. */
export function shownVersion(html: string, listingId: string): string | undefined {
  return new RegExp(`name="listingId" value="${listingId}"/><input type="hidden" name="version" value="([^"]+)"`).exec(
    html,
  )?.[1];
}

/** Approves a pending listing as the Approve button does: with the version the Admin's queue shows. */
export async function approveAsShown(admin: HttpClient, listingId: string, path = "/admin?index"): Promise<Response> {
  const queue = await (await admin.get("/admin/properties?status=pending")).text();
  const version = shownVersion(queue, listingId);
  if (!version) throw new Error(`Listing ${listingId} is not on the first page of pending listings.`);
  return admin.postForm(path, { intent: "approve", listingId, version });
}

/**
 * The demo content's bookable hotel, Hotel Awadh Residency: its listing's id, found on /hotels as a visitor finds it,
 * and its room types' ids by name, as its availability answers them.
 */
export async function demoHotel(baseUrl: string): Promise<{ id: string; rooms: Record<string, string> }> {
  const card = cards((await fetchPage(baseUrl, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
  const id = card.href.replace("/property/", "");
  const { checkIn, checkOut } = weeknights(40);
  const res = await fetch(
    `${baseUrl}/api/v1/listings/${id}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
  return { id, rooms: Object.fromEntries(body.roomTypes.map((room) => [room.name, room.id])) };
}
