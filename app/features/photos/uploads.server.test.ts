import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { listingImages, users } from "~/db/schema";
import { processImage } from "~/lib/images.server";
import { diskStorage, setStorage, storage } from "~/lib/storage.server";
import { sweepUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from "./uploads.server";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gharstay-sweep-"));
  await openDatabase({ dataDir: path.join(dir, "db") });
  setStorage(diskStorage(path.join(dir, "uploads")));
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(uploaderId: string, createdAt: Date) {
  const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  const stored = await processImage(jpeg);
  const [row] = await database()
    .insert(listingImages)
    .values({ ...stored, uploaderId, listingId: null, createdAt })
    .returning({ id: listingImages.id, variants: listingImages.variants });
  return row;
}

describe("the unclaimed upload sweep", () => {
  it("removes uploads no listing claimed within 24 hours, rows and files, and keeps newer ones", async () => {
    await database().insert(users).values({ id: "sweep-user", name: "Sweep", email: "sweep@example.com" });
    const now = Date.now();
    const stale = await upload("sweep-user", new Date(now - UNCLAIMED_UPLOAD_TTL_MS - 60_000));
    const fresh = await upload("sweep-user", new Date(now - 60_000));

    expect(await sweepUnclaimedUploads(now)).toBe(1);

    const left = await database()
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.uploaderId, "sweep-user"));
    expect(left.map((r) => r.id)).toEqual([fresh.id]);
    expect(await storage().get(stale.variants[0].key)).toBeNull();
    expect(await storage().get(fresh.variants[0].key)).not.toBeNull();
  });
});
