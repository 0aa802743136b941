import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { database } from "~/db/client.server";
import { listingImages, listings, projects } from "~/db/schema";
import { ensureAccount } from "~/features/accounts/create-account.server";
import { processImage, type StoredImage } from "~/features/listings/image-pipeline.server";
import { logger } from "~/lib/logger.server";
import { sceneSvg } from "./art.server";
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PROJECTS } from "./demo-content";

const PHOTOS_PER_LISTING = 2;

async function demoPhoto(seed: number) {
  const jpeg = await sharp(Buffer.from(sceneSvg(seed, { width: 1200, height: 800 })))
    .jpeg({ quality: 80 })
    .toBuffer();
  return processImage(jpeg);
}

/**
 * Seeds the demo accounts, projects and approved listings. Each part is skipped when it is
 * already there, so a restart adds nothing twice.
 */
export async function seedDemoContent(): Promise<void> {
  const db = database();
  const started = performance.now();
  const owner = await ensureAccount(DEMO_ACCOUNTS.owner);
  const admin = await ensureAccount(DEMO_ACCOUNTS.admin);

  const [{ value: projectCount }] = await db.select({ value: count() }).from(projects);
  if (projectCount === 0) {
    for (const [i, project] of DEMO_PROJECTS.entries()) {
      const photos = [await demoPhoto(5000 + i * 7), await demoPhoto(5003 + i * 7)];
      await db.insert(projects).values({ ...project, images: photos.map((p) => p.variants), createdById: admin.id });
    }
  }

  const [{ value: listingCount }] = await db
    .select({ value: count() })
    .from(listings)
    .where(eq(listings.userId, owner.id));
  if (listingCount === 0) {
    for (const [i, listing] of DEMO_LISTINGS.entries()) {
      const photos: StoredImage[] = [];
      for (let p = 0; p < PHOTOS_PER_LISTING; p++) photos.push(await demoPhoto(1000 + i * 11 + p));
      // Spread creation dates so "newest first" means something in the demo.
      const createdAt = new Date(Date.now() - i * 36 * 60 * 60 * 1000);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(listings)
          .values({ ...listing, userId: owner.id, status: "approved", createdAt, updatedAt: createdAt })
          .returning({ id: listings.id });
        await tx
          .insert(listingImages)
          .values(photos.map((photo, position) => ({ ...photo, listingId: row.id, uploaderId: owner.id, position })));
      });
    }
  }

  logger.info(
    {
      seconds: Math.round(performance.now() - started) / 1000,
      demoAccounts: [
        { role: "Owner", email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
        { role: "Admin", email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      ],
    },
    `Demo content ready. Owner: ${DEMO_ACCOUNTS.owner.email} / ${DEMO_ACCOUNTS.owner.password} · Admin: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
  );
}
