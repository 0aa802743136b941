import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { type ListingKind, listingKind } from "~/content/listing-kinds";
import { reraAuthorityFor } from "~/content/rera";
import { database } from "~/db/client.server";
import { builders, listingImages, listings, projectConfigurations, projects } from "~/db/schema";
import { createAccountUnlessTaken, replaceKnownPassword } from "~/features/accounts/accounts.server";
import { seedDemoBeds, seedDemoRoomTypes } from "~/features/bookings/bookings.server";
import { listingLocation } from "~/features/listings/listings.server";
import { projectPoint } from "~/features/projects/projects.server";
import { processImage } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { storage } from "~/lib/storage.server";
import { type DemoScene, demoSceneSvg } from "./art.server";
import { DEMO_ACCOUNTS, DEMO_BUILDER, DEMO_BUILDER_PROJECTS, DEMO_LISTINGS, DEMO_PROJECTS } from "./demo-content";
import { brochurePdf, floorPlanSvg } from "./floor-plan.server";

const PHOTOS_PER_LISTING = 2;

type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
type SeededAccount = { id: string; role: string; email: string; password: string | null };

/** 18 random bytes: 24 URL-safe characters (144 bits), beyond guessing and within better-auth's length limit. */
function demoPassword(): string {
  return randomBytes(18).toString("base64url");
}

/** Creates a demo account with a fresh random password; an account that already has the e-mail is left untouched. */
async function seedAccount(account: DemoAccount): Promise<SeededAccount> {
  const password = demoPassword();
  const { id, created } = await createAccountUnlessTaken({ ...account, password });
  return { id, role: account.role, email: account.email, password: created ? password : null };
}

/** What earlier versions seeded and printed (and kept in the source): they must never open an account again. */
const PUBLISHED_DEMO_PASSWORDS = [
  { account: DEMO_ACCOUNTS.owner, password: "owner-demo-2024" },
  { account: DEMO_ACCOUNTS.admin, password: "admin-demo-2024" },
] as const;

/**
 * Data folders seeded before demo passwords were random still accept the published ones. Each such
 * account gets a random password, printed once, and loses its sessions; nothing else about it changes.
 */
export async function retirePublishedDemoPasswords(): Promise<void> {
  for (const { account, password } of PUBLISHED_DEMO_PASSWORDS) {
    const replacement = demoPassword();
    if (await replaceKnownPassword(account.email, password, replacement)) {
      logger.warn(
        { email: account.email },
        `The published demo password of ${account.email} no longer works; its new password, shown only this once: ${replacement}`,
      );
    }
  }
}

/** What a demo listing's photos show, so a card's picture already says what kind of place it is. */
const KIND_SCENES: Record<ListingKind, DemoScene> = {
  hotel: "hotel-room",
  pg: "pg-bedroom",
  room: "rented-room",
  rent: "living-room",
  sale: "living-room",
  plot: "plot",
  hostel: "pg-bedroom",
};

async function demoPhoto(scene: DemoScene, seed: number) {
  const jpeg = await sharp(Buffer.from(demoSceneSvg(scene, seed, { width: 1200, height: 800 })))
    .jpeg({ quality: 80 })
    .toBuffer();
  return processImage(jpeg);
}

/** Made-up numbers in the format of each city's authority, so the demo shows the RERA section and filter. */
const demoReraNumber = (city: string, index: number) =>
  reraAuthorityFor(city) === "harera-gurugram" ? `GGM/${500 + index}/2023/${20 + index}` : `UPRERAPRJ${100200 + index}`;

async function floorPlan(configuration: Parameters<typeof floorPlanSvg>[0]) {
  const png = await sharp(Buffer.from(floorPlanSvg(configuration)))
    .png()
    .toBuffer();
  return (await processImage(png, "project_images")).variants;
}

/** A demo brochure: the project's name, place, builder and configurations on one page. */
async function demoBrochure(project: (typeof DEMO_PROJECTS)[number], details: BuilderProjectDetails): Promise<string> {
  const key = `brochures/demo-${randomBytes(8).toString("hex")}.pdf`;
  const lines = [
    project.projectBuildingName,
    `${project.locality}, ${project.city}`,
    `By ${DEMO_BUILDER.name}`,
    `Possession: ${details.possessionStatus}, ${details.possessionDate.slice(0, 7)}`,
    ...details.configurations.map(
      (c) => `${c.name}: ${c.carpetArea} sq ft carpet, ${c.superBuiltUpArea} sq ft super built-up`,
    ),
  ];
  await storage().put(key, brochurePdf(lines), "application/pdf");
  return key;
}

type BuilderProjectDetails = (typeof DEMO_BUILDER_PROJECTS)[string];

/** The demo builder's facts on its project: possession, towers, floors, configurations with floor plans, brochure. */
async function builderProjectColumns(
  project: (typeof DEMO_PROJECTS)[number],
  builderId: string,
  details: BuilderProjectDetails,
) {
  const { configurations: _configurations, brochure, ...facts } = details;
  return { ...facts, builderId, brochureKey: brochure ? await demoBrochure(project, details) : null };
}

/** The Admin's projects; the demo builder's carry its facts, and its agent (when seeded now) answers their enquiries. */
async function seedProjects(adminId: string, agentId: string | null) {
  const [builder] = await database()
    .insert(builders)
    .values({ ...DEMO_BUILDER, agentId })
    .onConflictDoNothing()
    .returning({ id: builders.id });
  for (const [i, project] of DEMO_PROJECTS.entries()) {
    const scene = project.propertyType === "Plot/Land" ? "plot" : "tower";
    const photos = await Promise.all([demoPhoto(scene, 5000 + i * 7), demoPhoto(scene, 5003 + i * 7)]);
    const details = builder ? DEMO_BUILDER_PROJECTS[project.projectBuildingName] : undefined;
    const plans = details ? await Promise.all(details.configurations.map(floorPlan)) : [];
    const extra = details && builder ? await builderProjectColumns(project, builder.id, details) : {};
    await database().transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          ...project,
          ...projectPoint(project.city, project.locality),
          ...extra,
          images: photos.map((p) => p.variants),
          reraNumber: demoReraNumber(project.city, i),
          createdById: adminId,
        })
        .returning({ id: projects.id });
      if (!details) return;
      await tx.insert(projectConfigurations).values(
        details.configurations.map(({ bedrooms: _bedrooms, ...configuration }, position) => ({
          ...configuration,
          projectId: row.id,
          position,
          floorPlan: plans[position],
        })),
      );
    });
  }
}

async function seedListings(ownerId: string) {
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const scene = KIND_SCENES[listingKind(listing)];
    // A listing's photos are made side by side: each holds one of libvips' threads, and a first start waits on them.
    const photos = await Promise.all(
      Array.from({ length: PHOTOS_PER_LISTING }, (_, p) => demoPhoto(scene, 1000 + i * 11 + p)),
    );
    // Spread creation dates so "newest first" means something in the demo.
    const createdAt = new Date(Date.now() - i * 36 * 60 * 60 * 1000);
    await database().transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ...listing,
          ...listingLocation(listing.city, listing.locality),
          userId: ownerId,
          status: "approved",
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: listings.id });
      await tx
        .insert(listingImages)
        .values(photos.map((photo, position) => ({ ...photo, listingId: row.id, uploaderId: ownerId, position })));
      // Hotels and short stays are booked by the night: a newcomer can book one at once.
      if (listing.listingType === "Hotel" || listing.isShortStay) await seedDemoRoomTypes(tx, row.id, listing);
      // PGs and co-living homes let beds by the month: each has beds free from the first start (ADR 054).
      if (listing.listingType === "PG") await seedDemoBeds(tx, row.id, listing);
    });
  }
}

/**
 * Seeds the demo accounts and, with each account it creates, the content that belongs to it: the
 * Admin's projects and the Owner's approved listings. An account that already exists (from an
 * earlier start, or someone who signed up with the e-mail) is never changed and gets no content,
 * so a restart adds nothing and never hands a role or listings to someone else's account.
 */
export async function seedDemoContent(): Promise<void> {
  const started = performance.now();
  const owner = await seedAccount(DEMO_ACCOUNTS.owner);
  const admin = await seedAccount(DEMO_ACCOUNTS.admin);
  const agent = await seedAccount(DEMO_ACCOUNTS.agent);
  // An agent account someone else already had never comes to represent the demo builder.
  if (admin.password) await seedProjects(admin.id, agent.password ? agent.id : null);
  if (owner.password) await seedListings(owner.id);

  const created = [owner, admin, agent].filter((account) => account.password !== null);
  if (created.length > 0) {
    // Warn level, so a quieter LOG_LEVEL still shows the only copy of these passwords.
    logger.warn(
      { demoAccounts: created.map(({ role, email, password }) => ({ role, email, password })) },
      `Demo accounts created; their passwords are shown only this once. ${created
        .map(({ role, email, password }) => `${role}: ${email} / ${password}`)
        .join(" · ")}`,
    );
  }
  const kept = [owner, admin, agent].filter((account) => account.password === null).map((account) => account.email);
  logger.info(
    { seconds: Math.round(performance.now() - started) / 1000, keptAccounts: kept },
    kept.length === 0
      ? "Demo content ready."
      : `Demo content ready. ${kept.join(" and ")} already had an account, left unchanged (a demo password is printed only on the start that creates its account).`,
  );
}
