import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { writeFileSync, readFileSync, rmSync, mkdirSync, existsSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzle$1 } from "drizzle-orm/pglite";
import { migrate as migrate$1 } from "drizzle-orm/pglite/migrator";
import pg$1 from "pg";
import { sql, eq, count, and, isNull, lt, inArray } from "drizzle-orm";
import { customType, pgTable, text, boolean, uniqueIndex, timestamp, index, bigint, integer, jsonb, primaryKey } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { z } from "zod";
import { rm, readFile, mkdir, writeFile } from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import pino from "pino";
class DataDirLockedError extends Error {
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function acquireDataDirLock(dataDir) {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}
`, { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
        } catch {
        }
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first, or set DATA_DIR to another folder.`
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}.`);
}
const tsvector = customType({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$onUpdate(() => /* @__PURE__ */ new Date());
const uuid = () => text("id").primaryKey().default(sql`gen_random_uuid()::text`);
const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    photoUrl: text("photo_url"),
    mobileNumber: text("mobile_number"),
    role: text("role", { enum: ["Owner", "Client", "Agent", "Admin"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)]
);
const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [index("sessions_user_idx").on(t.userId)]
);
const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [index("accounts_user_idx").on(t.userId)]
);
const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)]
);
const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull()
});
const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull()
});
const listings = pgTable(
  "listings",
  {
    id: uuid(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "approved"] }).notNull().default("pending"),
    listingType: text("listing_type", { enum: ["Sell", "Rent", "PG", "Hotel", "Room"] }).notNull(),
    propertyType: text("property_type").notNull(),
    propertyCategory: text("property_category", { enum: ["Residential", "Commercial"] }),
    categoryType: text("category_type"),
    city: text("city").notNull(),
    projectBuildingName: text("project_building_name").notNull(),
    locality: text("locality").notNull(),
    description: text("description"),
    price: bigint("price", { mode: "number" }).notNull(),
    plotArea: integer("plot_area"),
    furnishing: text("furnishing"),
    floorNumber: integer("floor_number"),
    totalFloors: integer("total_floors"),
    facingType: text("facing_type"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    numRooms: integer("num_rooms"),
    starRating: integer("star_rating"),
    pgGender: text("pg_gender", { enum: ["Boys", "Girls", "Both"] }),
    foodAvailable: text("food_available", { enum: ["Yes", "No"] }),
    attachedBathroom: text("attached_bathroom", { enum: ["Yes", "No"] }),
    furnished: text("furnished", { enum: ["Fully Furnished", "Semi Furnished", "Unfurnished"] }),
    isCoLiving: boolean("is_co_living").notNull().default(false),
    isShortStay: boolean("is_short_stay").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))`
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("listings_status_created_idx").on(t.status, t.createdAt.desc()),
    index("listings_user_idx").on(t.userId, t.createdAt.desc()),
    index("listings_city_type_idx").on(t.status, t.city, t.listingType, t.price),
    index("listings_price_idx").on(t.status, t.price),
    index("listings_search_idx").using("gin", t.searchVector),
    index("listings_amenities_idx").using("gin", t.amenities),
    // Co-living and short stays are flags across listing types; explore pages filter on them.
    index("listings_co_living_idx").on(t.status, t.city, t.price).where(sql`${t.isCoLiving}`),
    index("listings_short_stay_idx").on(t.status, t.city, t.price).where(sql`${t.isShortStay}`)
  ]
);
const listingImages = pgTable(
  "listing_images",
  {
    id: uuid(),
    listingId: text("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index("listing_images_listing_idx").on(t.listingId, t.position),
    index("listing_images_unclaimed_idx").on(t.createdAt).where(sql`${t.listingId} is null`)
  ]
);
const projects = pgTable(
  "projects",
  {
    id: uuid(),
    city: text("city").notNull(),
    projectBuildingName: text("project_building_name").notNull(),
    locality: text("locality").notNull().default(""),
    title: text("title"),
    heading: text("heading"),
    description: text("description"),
    location: text("location"),
    propertyCategory: text("property_category"),
    listingType: text("listing_type"),
    propertyType: text("property_type"),
    price: bigint("price", { mode: "number" }),
    plotArea: integer("plot_area"),
    facingType: text("facing_type"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    images: jsonb("images").$type().notNull().default(sql`'[]'::jsonb`),
    showNewLaunch: boolean("show_new_launch").notNull().default(false),
    showExplore: boolean("show_explore").notNull().default(false),
    comingSoon: boolean("coming_soon").notNull().default(false),
    source: text("source", { enum: ["project", "post-property", "buy"] }).notNull().default("project"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))`
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("projects_city_idx").on(t.city, t.createdAt.desc()),
    index("projects_created_idx").on(t.createdAt.desc()),
    index("projects_explore_idx").on(t.city, t.createdAt.desc()).where(sql`${t.showExplore}`),
    index("projects_new_launch_idx").on(t.city, t.createdAt.desc()).where(sql`${t.showNewLaunch}`),
    index("projects_search_idx").using("gin", t.searchVector)
  ]
);
const contacts = pgTable(
  "contacts",
  {
    id: uuid(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    message: text("message").notNull(),
    city: text("city"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt()
  },
  (t) => [index("contacts_created_idx").on(t.createdAt.desc())]
);
const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    itemSlug: text("item_slug").notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemSlug] })]
);
const auditLog = pgTable(
  "audit_log",
  {
    id: uuid(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    detail: jsonb("detail").$type(),
    createdAt: createdAt()
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc())]
);
const schema$1 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  accounts,
  auditLog,
  authRateLimits,
  contacts,
  favourites,
  listingImages,
  listings,
  projects,
  sessions,
  throttles,
  users,
  verifications
}, Symbol.toStringTag, { value: "Module" }));
const migrationsFolder = path.resolve(process.cwd(), "drizzle");
const MIGRATION_LOCK = 47112024;
let handle;
function database() {
  if (!handle) throw new Error("The database is not open yet: call openDatabase() at start-up.");
  return handle.db;
}
function databaseHandle() {
  return handle;
}
async function openDatabase(options) {
  if (handle) return handle;
  handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  return handle;
}
async function closeDatabase() {
  const current2 = handle;
  handle = void 0;
  await current2?.close();
}
async function openPostgres(url) {
  const pool = new pg$1.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5e3 });
  pool.on("error", () => {
  });
  const db = drizzle({ client: pool, schema: schema$1 });
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema: schema$1 }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {
    });
    client.release();
  }
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end()
  };
}
async function openPglite(dataDir) {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir });
    const db = drizzle$1({ client, schema: schema$1 });
    await migrate$1(drizzle$1({ client, schema: schema$1 }), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        lock.release();
      }
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
const flag = z.enum(["1", "0", "true", "false", "yes", "no", "on", "off"]).transform((v) => ["1", "true", "yes", "on"].includes(v));
const phone = z.string().regex(/^\+?\d{10,15}$/, "must be a phone number of 10 to 15 digits, optionally starting with +");
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,}$/, "must look like G-XXXXXXX").optional(),
  SUPPORT_PHONE: phone.default("919876543210"),
  SUPPORT_EMAIL: z.email().default("support@gharstay.in"),
  SUPPORT_ADDRESS: z.string().min(1).default("2nd Floor, Shalimar Tower, Vibhuti Khand, Gomti Nagar, Lucknow 226010"),
  GOOGLE_PLAY_URL: z.url().default("https://play.google.com/store/apps/details?id=in.gharstay.app"),
  APP_STORE_URL: z.url().default("https://apps.apple.com/in/app/gharstay/id6450000000"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional()
});
class ConfigError extends Error {
}
function parseEnv(source = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== void 0 && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:
${lines.join("\n")}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: raw.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    SEED_DEMO: raw.SEED_DEMO ?? !raw.DATABASE_URL
  };
}
function loadOrCreateSecret(dataDir) {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}
let current$1;
function env() {
  current$1 ??= parseEnv();
  return current$1;
}
const CLIENT_IP_HEADER = "x-client-ip";
function createAuth() {
  const config = env();
  return betterAuth({
    appName: "GharStay",
    baseURL: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(database(), {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits
      }
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false
    },
    user: {
      fields: { image: "photoUrl" },
      additionalFields: {
        mobileNumber: { type: "string", required: false },
        // Never accepted from a request: the server sets it after checking the sign-up role.
        role: { type: "string", required: false, input: false }
      }
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24
    },
    // Guards only better-auth's own HTTP handler, which we do not mount: every sign-up and login
    // goes through our routes, whose limits per address and per account are in features/accounts.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100
    },
    advanced: {
      cookiePrefix: "gharstay",
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] }
    },
    telemetry: { enabled: false }
  });
}
let instance;
function auth() {
  instance ??= createAuth();
  return instance;
}
async function ensureAccount(account) {
  const email = account.email.trim().toLowerCase();
  const db = database();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await db.update(users).set({ role: account.role }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const result = await auth().api.signUpEmail({
    body: { name: account.name, email, password: account.password, mobileNumber: account.mobileNumber ?? void 0 }
  });
  await db.update(users).set({ role: account.role }).where(eq(users.id, result.user.id));
  return { id: result.user.id, created: true };
}
const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;
function assertSafeKey(key) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}
function diskStorage(root) {
  const fileOf = (key) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (error.code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    }
  };
}
function s3Storage(settings) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3"
  });
  const base = settings.endpoint ? `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const urlOf = (key) => {
    assertSafeKey(key);
    return `${base}/${key}`;
  };
  const fail = async (operation, key, res) => {
    throw new Error(`S3 ${operation} ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType }
      });
      if (!res.ok) await fail("put", key, res);
    },
    async get(key) {
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail("get", key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("delete", key, res);
    }
  };
}
function configuredStorage(config) {
  if (!config.S3_BUCKET) return diskStorage(path.join(config.DATA_DIR, "uploads"));
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set"
    );
  }
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY
  });
}
let current;
function storage() {
  if (!current) throw new Error("Storage is not configured yet: call setStorage() at start-up.");
  return current;
}
function setStorage(next) {
  current = next;
}
const VARIANT_WIDTHS = [400, 800, 1600];
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 4e7;
class ImageRejectedError extends Error {
}
async function processImage(input, folder = "stay_images") {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError("The file is larger than 10 MB.");
  let meta;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("The file is not an image we can read.");
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError("The file is not an image we can read.");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError("The image is larger than 40 megapixels.");
  }
  const id = randomBytes(12).toString("hex");
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true }).rotate();
  const oriented = (meta.orientation ?? 1) >= 5;
  const fullWidth = oriented ? meta.height : meta.width;
  const fullHeight = oriented ? meta.width : meta.height;
  const widths = VARIANT_WIDTHS.filter((w) => w < fullWidth);
  if (widths.length < VARIANT_WIDTHS.length)
    widths.push(Math.min(fullWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]));
  let encoded;
  try {
    encoded = await Promise.all(
      widths.map(
        (width) => base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 72, effort: 3 }).toBuffer({ resolveWithObject: true })
      )
    );
  } catch {
    throw new ImageRejectedError("The file is not an image we can read.");
  }
  const variants = await Promise.all(
    encoded.map(async ({ data, info }) => {
      const key = `${folder}/${id}-${info.width}.webp`;
      await storage().put(key, data, "image/webp");
      return { width: info.width, height: info.height, key, bytes: data.byteLength };
    })
  );
  return { storageKey: `${folder}/${id}`, width: fullWidth, height: fullHeight, variants };
}
async function removeImageFiles(variants) {
  await Promise.all(variants.map((v) => storage().remove(v.key)));
}
const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "gharstay" },
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]']
});
const PALETTES = {
  dusk: {
    sky: ["#f97316", "#7c3aed"],
    ground: "#3f2d20",
    buildings: ["#1e293b", "#334155", "#475569"],
    window: "#fde68a"
  },
  day: {
    sky: ["#38bdf8", "#e0f2fe"],
    ground: "#4d7c0f",
    buildings: ["#b45309", "#92400e", "#d6d3d1"],
    window: "#1e3a8a"
  },
  dawn: {
    sky: ["#fda4af", "#fef3c7"],
    ground: "#57534e",
    buildings: ["#9f1239", "#be123c", "#e7e5e4"],
    window: "#fff7ed"
  },
  night: {
    sky: ["#0f172a", "#1e3a8a"],
    ground: "#111827",
    buildings: ["#334155", "#1f2937", "#374151"],
    window: "#facc15"
  },
  field: {
    sky: ["#7dd3fc", "#f0f9ff"],
    ground: "#65a30d",
    buildings: ["#a16207", "#ca8a04", "#fef9c3"],
    window: "#14532d"
  }
};
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 1e4 / 1e4;
  };
}
function sceneSvg(seed, options = {}) {
  const width = options.width ?? 1600;
  const height = options.height ?? 1e3;
  const rand = random(seed);
  const palettes = Object.keys(PALETTES);
  const palette = PALETTES[options.palette ?? palettes[seed % palettes.length]];
  const groundY = height * 0.82;
  const parts = [];
  const sunX = width * (0.15 + rand() * 0.7);
  parts.push(
    `<circle cx="${sunX}" cy="${height * (0.18 + rand() * 0.15)}" r="${height * 0.08}" fill="#fff7d6" opacity="0.85"/>`
  );
  const count2 = options.buildings ?? 6 + Math.floor(rand() * 6);
  let x = -20;
  for (let i = 0; i < count2 && x < width; i++) {
    const w = width / count2 + rand() * width * 0.06;
    const h = height * (0.25 + rand() * 0.45);
    const y = groundY - h;
    const fill = palette.buildings[Math.floor(rand() * palette.buildings.length)];
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
    const cols = Math.max(2, Math.floor(w / 34));
    const rows = Math.max(2, Math.floor(h / 46));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rand() < 0.35) continue;
        const wx = x + 10 + c * (w - 20) / cols;
        const wy = y + 14 + r * (h - 28) / rows;
        parts.push(
          `<rect x="${wx}" y="${wy}" width="${(w - 20) / cols - 8}" height="${(h - 28) / rows - 12}" fill="${palette.window}" opacity="0.8"/>`
        );
      }
    }
    x += w + rand() * 12;
  }
  for (let t = 0; t < 5; t++) {
    const tx = rand() * width;
    const r = height * (0.04 + rand() * 0.04);
    parts.push(`<rect x="${tx - 4}" y="${groundY - r}" width="8" height="${r + 6}" fill="#3f2d20"/>`);
    parts.push(`<circle cx="${tx}" cy="${groundY - r * 1.4}" r="${r}" fill="#15803d"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
${parts.join("\n")}
<rect x="0" y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>
</svg>`;
}
const DEMO_ACCOUNTS = {
  owner: {
    name: "Rohit Verma",
    email: "owner@gharstay.demo",
    password: "owner-demo-2024",
    mobileNumber: "9810012345",
    role: "Owner"
  },
  admin: {
    name: "GharStay Admin",
    email: "admin@gharstay.demo",
    password: "admin-demo-2024",
    mobileNumber: "9810067890",
    role: "Admin"
  }
};
const hotel = (city, name, locality, price, star, rooms, shortStay = true) => ({
  listingType: "Hotel",
  propertyType: star >= 5 ? "Luxury" : `${Math.min(star, 3)} Star`,
  propertyCategory: "Commercial",
  categoryType: "Retail",
  city,
  projectBuildingName: name,
  locality,
  description: `A ${star}-star hotel in ${locality}, ${city} with ${rooms} rooms, 24-hour front desk, restaurant and airport pick-up on request.`,
  price,
  facingType: "East",
  amenities: ["Parking", "Security", "Power Backup", "Lift", star >= 4 ? "Swimming Pool" : "Conference Room", "Gym"],
  numRooms: rooms,
  starRating: star,
  furnishing: "Fully Furnished",
  isShortStay: shortStay
});
const pg = (city, name, locality, price, gender, coLiving = false) => ({
  listingType: "PG",
  propertyType: coLiving ? "Shared Room" : "Single Room",
  propertyCategory: "Residential",
  categoryType: "Flat/Apartment",
  city,
  projectBuildingName: name,
  locality,
  description: coLiving ? `Community co-living in ${locality} with flexible monthly plans, housekeeping, high-speed Wi-Fi and shared lounges.` : `Verified PG for ${gender === "Both" ? "students and professionals" : gender.toLowerCase()} in ${locality} with home-style meals, Wi-Fi and CCTV security.`,
  price,
  furnishing: "Fully Furnished",
  floorNumber: 2,
  totalFloors: 4,
  facingType: "North",
  amenities: ["Security", "Power Backup", "Study Room", "Indoor Games", "Parking"],
  pgGender: gender,
  foodAvailable: "Yes",
  isCoLiving: coLiving
});
const room = (city, name, locality, price, type, options = {}) => ({
  listingType: "Room",
  propertyType: type,
  propertyCategory: "Residential",
  categoryType: "1 RK/Studio Apartment",
  city,
  projectBuildingName: name,
  locality,
  description: options.shortStay ? `Fully furnished ${type.toLowerCase()} in ${locality} for travellers, interns and relocations; nightly and weekly stays.` : `Affordable ${type.toLowerCase()} in ${locality}, close to markets and metro, for short and long stays.`,
  price,
  furnishing: "Semi Furnished",
  floorNumber: 1,
  totalFloors: 3,
  facingType: "South",
  amenities: ["Balcony", "Power Backup", "Security", "Parking"],
  attachedBathroom: "Yes",
  furnished: options.shortStay ? "Fully Furnished" : "Semi Furnished",
  isCoLiving: options.coLiving ?? false,
  isShortStay: options.shortStay ?? false
});
const home = (listingType, city, name, locality, price, type, area, facing) => ({
  listingType,
  propertyType: type,
  propertyCategory: "Residential",
  categoryType: type === "Plot/Land" ? "Plot/Land" : type === "Independent House" ? "Independent House/Villa" : "Flat/Apartment",
  city,
  projectBuildingName: name,
  locality,
  description: type === "Plot/Land" ? `${area} sq ft residential plot in ${locality}, ${city}: clear title, gated layout, wide roads.` : `${type} of ${area} sq ft in ${locality}, ${city}, ${listingType === "Sell" ? "ready to move" : "available now on rent"}.`,
  price,
  plotArea: area,
  furnishing: type === "Plot/Land" ? void 0 : "Semi Furnished",
  floorNumber: type === "Flat/Apartment" ? 6 : void 0,
  totalFloors: type === "Flat/Apartment" ? 14 : void 0,
  facingType: facing,
  amenities: type === "Plot/Land" ? ["Security", "Large Green Area", "Clubhouse"] : ["Gym", "Parking", "Security", "Lift", "Power Backup", "Clubhouse", "Swimming Pool", "Balcony"]
});
const DEMO_LISTINGS = [
  hotel("Lucknow", "Hotel Awadh Residency", "Hazratganj", 3200, 4, 48),
  hotel("Lucknow", "The Nawab Grand", "Gomti Nagar", 8500, 5, 120),
  hotel("Noida", "Sector 18 Business Inn", "Sector 18", 2800, 3, 36),
  hotel("Gurugram", "Cyber City Suites", "DLF Cyber City", 6900, 5, 90),
  hotel("Kanpur", "Ganga View Hotel", "Civil Lines", 2200, 3, 30, false),
  hotel("Varanasi", "Ghats Heritage Stay", "Assi Ghat", 4100, 4, 26),
  pg("Lucknow", "Sunrise Boys PG", "Aliganj", 7500, "Boys"),
  pg("Lucknow", "Shanti Girls Hostel", "Indira Nagar", 8200, "Girls"),
  pg("Noida", "Metro Nest PG", "Sector 62", 9500, "Both"),
  pg("Gurugram", "Urban Hive Co-Living", "Sohna Road", 16500, "Both", true),
  pg("Noida", "Tribe Co-Living Sector 135", "Sector 135", 14e3, "Both", true),
  pg("Kanpur", "Scholars Den PG", "Kakadeo", 6e3, "Boys"),
  pg("Varanasi", "BHU Gate Girls PG", "Lanka", 6500, "Girls"),
  pg("Lucknow", "Nest Co-Living Gomti Nagar", "Gomti Nagar Extension", 12500, "Both", true),
  room("Lucknow", "Kapoor Residency Rooms", "Mahanagar", 5500, "Single Room"),
  room("Noida", "Greenwood Studio Rooms", "Sector 50", 11e3, "Double Room"),
  room("Gurugram", "Stay Easy Short Stays", "Sector 29", 2500, "Single Room", { shortStay: true }),
  room("Varanasi", "Kashi Homestay", "Sigra", 1800, "Double Room", { shortStay: true }),
  room("Kanpur", "Swaroop Nagar Rooms", "Swaroop Nagar", 4500, "Triple Room"),
  room("Gurugram", "Commune Rooms Golf Course Road", "Golf Course Road", 18e3, "Single Room", { coLiving: true }),
  room("Lucknow", "Airport Transit Rooms", "Amausi", 1500, "Single Room", { shortStay: true }),
  home("Sell", "Lucknow", "Eldeco Saubhagyam 3 BHK", "Vrindavan Yojana", 68e5, "Flat/Apartment", 1650, "East"),
  home("Sell", "Noida", "Supertech Capetown 2 BHK", "Sector 74", 75e5, "Flat/Apartment", 1150, "North-East"),
  home("Sell", "Gurugram", "DLF Park Place 4 BHK", "Sector 54", 42e6, "Flat/Apartment", 2900, "North"),
  home("Sell", "Kanpur", "Azad Nagar Independent House", "Azad Nagar", 125e5, "Independent House", 2400, "West"),
  home("Sell", "Varanasi", "Sarnath Road Villa", "Sarnath", 98e5, "Independent House", 2100, "South-East"),
  home("Sell", "Lucknow", "Faizabad Road Plot", "Faizabad Road", 36e5, "Plot/Land", 1200, "North-East"),
  home("Sell", "Noida", "Yamuna Expressway Plot", "Sector 22D", 48e5, "Plot/Land", 1500, "East"),
  home("Sell", "Varanasi", "Ring Road Residential Plot", "Babatpur", 27e5, "Plot/Land", 1800, "North"),
  home("Rent", "Lucknow", "Shalimar Paradise 2 BHK", "Gomti Nagar", 22e3, "Flat/Apartment", 1200, "East"),
  home("Rent", "Noida", "ATS Greens 3 BHK", "Sector 50", 38e3, "Flat/Apartment", 1750, "North"),
  home("Rent", "Gurugram", "Studio near Cyber Hub", "DLF Phase 2", 26e3, "Studio Apartment", 550, "South"),
  home("Rent", "Kanpur", "Kidwai Nagar House", "Kidwai Nagar", 18e3, "Independent House", 1600, "West"),
  home("Rent", "Varanasi", "Mahmoorganj 2 BHK", "Mahmoorganj", 15e3, "Flat/Apartment", 1050, "North-West")
];
const project = (city, projectBuildingName, locality, price, propertyType, flags) => ({
  city,
  projectBuildingName,
  locality,
  description: `${projectBuildingName} in ${locality}, ${city}: ${propertyType.toLowerCase()} homes with clubhouse, landscaped greens and round-the-clock security.`,
  propertyCategory: propertyType === "Office" ? "Commercial" : "Residential",
  listingType: "Sell",
  propertyType,
  price,
  plotArea: propertyType === "Plot/Land" ? 1500 : 1350,
  facingType: "East",
  amenities: ["Gym", "Swimming Pool", "Clubhouse", "Security", "Power Backup", "Lift", "Large Green Area"],
  showNewLaunch: flags.showNewLaunch ?? false,
  showExplore: flags.showExplore ?? false,
  comingSoon: flags.comingSoon ?? false
});
const DEMO_PROJECTS = [
  project("Lucknow", "Awadh Greens Faizabad Road Township", "Faizabad Road", 6e6, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true
  }),
  project("Lucknow", "Gomti Riverfront Heights", "Gomti Nagar Extension", 9e6, "Flat/Apartment", {
    showExplore: true
  }),
  project("Lucknow", "Sultanpur Road Plots Phase II", "Sultanpur Road", 25e5, "Plot/Land", { showNewLaunch: true }),
  project("Noida", "Expressway Sky Residences", "Sector 150", 11e6, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true
  }),
  project("Noida", "Film City Business Park", "Sector 16A", 15e6, "Office", { showExplore: true }),
  project("Gurugram", "Dwarka Expressway Grand Towers", "Sector 106", 185e5, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true
  }),
  project("Gurugram", "Golf Course Extension Villas", "Sector 65", 52e6, "Independent House/Villa", {
    showExplore: true
  }),
  project("Kanpur", "Kalyanpur Smart Homes", "Kalyanpur", 45e5, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true
  }),
  project("Kanpur", "Kanpur Ring Road Plots", "Mandhana", 18e5, "Plot/Land", { showExplore: true }),
  project("Varanasi", "Kashi Vihar Residency", "Sarnath", 52e5, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true
  }),
  project("Varanasi", "Ganga Darshan Apartments", "Bhelupur", 7e6, "Flat/Apartment", { showExplore: true }),
  project("Mathura", "Vrindavan Krishna Enclave", "Vrindavan", 39e5, "Flat/Apartment", { comingSoon: true })
];
const PHOTOS_PER_LISTING = 2;
async function demoPhoto(seed) {
  const jpeg = await sharp(Buffer.from(sceneSvg(seed, { width: 1200, height: 800 }))).jpeg({ quality: 80 }).toBuffer();
  return processImage(jpeg);
}
async function seedDemoContent() {
  const db = database();
  const started = performance.now();
  const owner = await ensureAccount(DEMO_ACCOUNTS.owner);
  const admin = await ensureAccount(DEMO_ACCOUNTS.admin);
  const [{ value: projectCount }] = await db.select({ value: count() }).from(projects);
  if (projectCount === 0) {
    for (const [i, project2] of DEMO_PROJECTS.entries()) {
      const photos = [await demoPhoto(5e3 + i * 7), await demoPhoto(5003 + i * 7)];
      await db.insert(projects).values({ ...project2, images: photos.map((p) => p.variants), createdById: admin.id });
    }
  }
  const [{ value: listingCount }] = await db.select({ value: count() }).from(listings).where(eq(listings.userId, owner.id));
  if (listingCount === 0) {
    for (const [i, listing] of DEMO_LISTINGS.entries()) {
      const photos = [];
      for (let p = 0; p < PHOTOS_PER_LISTING; p++) photos.push(await demoPhoto(1e3 + i * 11 + p));
      const createdAt2 = new Date(Date.now() - i * 36 * 60 * 60 * 1e3);
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(listings).values({ ...listing, userId: owner.id, status: "approved", createdAt: createdAt2, updatedAt: createdAt2 }).returning({ id: listings.id });
        await tx.insert(listingImages).values(photos.map((photo, position) => ({ ...photo, listingId: row.id, uploaderId: owner.id, position })));
      });
    }
  }
  logger.info(
    {
      seconds: Math.round(performance.now() - started) / 1e3,
      demoAccounts: [
        { role: "Owner", email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
        { role: "Admin", email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }
      ]
    },
    `Demo content ready. Owner: ${DEMO_ACCOUNTS.owner.email} / ${DEMO_ACCOUNTS.owner.password} · Admin: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`
  );
}
async function hit(key, limit, windowMs) {
  const windowStartCutoff = new Date(Date.now() - windowMs);
  const [row] = await database().insert(throttles).values({ key, count: 1, windowStart: /* @__PURE__ */ new Date() }).onConflictDoUpdate({
    target: throttles.key,
    set: {
      count: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then 1 else ${throttles.count} + 1 end`,
      windowStart: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then now() else ${throttles.windowStart} end`
    }
  }).returning({ count: throttles.count, windowStart: throttles.windowStart });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - Date.now()) / 1e3));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}
async function isOverLimit(key, limit, windowMs) {
  const [row] = await database().select({ count: throttles.count, windowStart: throttles.windowStart }).from(throttles).where(sql`${throttles.key} = ${key}`);
  if (!row) return false;
  return row.windowStart.getTime() > Date.now() - windowMs && row.count >= limit;
}
async function clearThrottle(key) {
  await database().delete(throttles).where(sql`${throttles.key} = ${key}`);
}
const UPLOAD_MESSAGES = {
  failed: "Image upload failed. Please try again.",
  succeeded: "Images uploaded successfully!",
  tooLarge: "The file is larger than 10 MB.",
  noFile: "No file was sent.",
  logIn: "Please log in to upload photos.",
  tooMany: "Too many uploads in a short time. Please wait a while and try again."
};
const ENVELOPE_BYTES = 64 * 1024;
const UPLOADS_PER_HOUR = 120;
async function readBounded(request, limit) {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
async function uploadedBytes(request) {
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = contentType.startsWith("multipart/form-data");
  const body = await readBounded(request, MAX_IMAGE_BYTES + (multipart ? ENVELOPE_BYTES : 0));
  if (!body) return "too-large";
  if (!multipart) return body.byteLength > 0 ? body : "no-file";
  let form;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return "no-file";
  }
  const file = [...form.values()].find((value) => typeof value !== "string");
  if (!file || file.size === 0) return "no-file";
  return Buffer.from(await file.arrayBuffer());
}
async function receiveUpload(request, user) {
  const throttle = await hit(`uploads:${user.id}`, UPLOADS_PER_HOUR, 60 * 60 * 1e3);
  if (!throttle.allowed) return { ok: false, status: 429, reason: UPLOAD_MESSAGES.tooMany };
  const bytes = await uploadedBytes(request);
  if (bytes === "too-large") return { ok: false, status: 400, reason: UPLOAD_MESSAGES.tooLarge };
  if (bytes === "no-file") return { ok: false, status: 400, reason: UPLOAD_MESSAGES.noFile };
  try {
    const stored = await processImage(bytes);
    const [row] = await database().insert(listingImages).values({ ...stored, listingId: null, uploaderId: user.id }).returning({
      id: listingImages.id,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants
    });
    return { ok: true, photo: row };
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      logger.info({ userId: user.id, reason: error.message }, "image upload refused");
      return { ok: false, status: 400, reason: error.message };
    }
    throw error;
  }
}
async function removeUpload(id, user) {
  const [row] = await database().select({
    uploaderId: listingImages.uploaderId,
    listingId: listingImages.listingId,
    variants: listingImages.variants
  }).from(listingImages).where(eq(listingImages.id, id));
  if (!row) return 404;
  if (row.uploaderId !== user.id) return 403;
  if (row.listingId !== null) return 409;
  await database().delete(listingImages).where(eq(listingImages.id, id));
  await removeImageFiles(row.variants);
  return 200;
}
const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1e3;
const SWEEP_BATCH = 200;
async function sweepUnclaimedUploads(now = Date.now()) {
  const cutoff = new Date(now - UNCLAIMED_UPLOAD_TTL_MS);
  let removed = 0;
  for (; ; ) {
    const stale = await database().select({ id: listingImages.id, variants: listingImages.variants }).from(listingImages).where(and(isNull(listingImages.listingId), lt(listingImages.createdAt, cutoff))).limit(SWEEP_BATCH);
    if (stale.length === 0) return removed;
    const deleted = await database().delete(listingImages).where(
      and(
        inArray(
          listingImages.id,
          stale.map((s) => s.id)
        ),
        isNull(listingImages.listingId)
      )
    ).returning({ id: listingImages.id });
    const deletedIds = new Set(deleted.map((d) => d.id));
    await removeImageFiles(stale.filter((s) => deletedIds.has(s.id)).flatMap((s) => s.variants));
    removed += deleted.length;
    if (stale.length < SWEEP_BATCH) return removed;
  }
}
const SWEEP_EVERY_MS = 60 * 60 * 1e3;
function startUploadSweeper() {
  const sweep = () => sweepUnclaimedUploads().then((removed) => {
    if (removed > 0) logger.info({ removed }, "removed unclaimed uploads older than 24 h");
  }).catch((error) => logger.error({ err: error }, "unclaimed upload sweep failed"));
  void sweep();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
function securityHeaders(options) {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const analyticsHosts = options.analytics ? " https://www.googletagmanager.com https://*.google-analytics.com" : "";
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${analyticsHosts}${options.dev ? " 'unsafe-inline'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${analyticsHosts}`,
      `connect-src 'self'${analyticsHosts}${options.dev ? " ws:" : ""}`,
      "font-src 'self'",
      "frame-src https://www.google.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'"
    ];
    if (options.dev) directives[1] = `script-src 'self' 'unsafe-inline'${analyticsHosts}`;
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
const MEDIA_KEY = /^[a-zA-Z0-9_-]+\/[a-zA-Z0-9_.-]+\.webp$/;
function createApp({ config, build, clientDir, dev = false }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use((req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => res.locals.requestId,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
      customLogLevel: (_req, res, err) => err || res.statusCode >= 500 ? "error" : "info",
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode })
      }
    })
  );
  app.use(
    securityHeaders({
      https: config.PUBLIC_URL.startsWith("https://"),
      analytics: Boolean(config.GA_MEASUREMENT_ID),
      dev
    })
  );
  app.use(compression());
  app.get("/healthz", async (_req, res) => {
    const handle2 = databaseHandle();
    try {
      if (!handle2) throw new Error("database not open");
      await Promise.race([
        handle2.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2e3))
      ]);
      res.setHeader("Cache-Control", "no-store").json({ status: "ok", database: handle2.kind });
    } catch (error) {
      res.status(503).setHeader("Cache-Control", "no-store").json({ status: "unavailable", database: handle2?.kind ?? null, error: error.message });
    }
  });
  app.get("/media/:folder/:file", async (req, res, next) => {
    const key = `${req.params.folder}/${req.params.file}`;
    if (!MEDIA_KEY.test(key)) return next();
    try {
      const body = await storage().get(key);
      if (!body) return next();
      res.setHeader("Content-Type", "image/webp");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId
      })
    })
  );
  app.use(((error, _req, res, _next) => {
    logger.error({ err: error }, "unhandled request error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  }));
  return app;
}
async function prepare() {
  const config = env();
  await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  setStorage(configuredStorage(config));
  if (config.SEED_DEMO) await seedDemoContent();
  return config;
}
async function startServer(clientDir) {
  const startedAt = performance.now();
  let config;
  try {
    config = await prepare();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = createApp({
    config,
    clientDir,
    build: () => import("./server-build-BTjYbGBr.js")
  });
  const server = app.listen(config.PORT, config.HOST);
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, database: databaseHandle()?.kind, startupMs: Math.round(performance.now() - startedAt) },
    `GharStay is listening on http://localhost:${port}`
  );
  startUploadSweeper();
  handleShutdown(server);
  return server;
}
function handleShutdown(server) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests took too long; closing connections");
      server.closeAllConnections();
    }, 1e4);
    force.unref();
    server.close(async () => {
      await closeDatabase();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
export {
  CLIENT_IP_HEADER as C,
  DEMO_ACCOUNTS as D,
  ImageRejectedError as I,
  MAX_IMAGE_BYTES as M,
  UPLOAD_MESSAGES as U,
  auth as a,
  listings as b,
  listingImages as c,
  database as d,
  env as e,
  clearThrottle as f,
  receiveUpload as g,
  hit as h,
  isOverLimit as i,
  removeUpload as j,
  contacts as k,
  logger as l,
  auditLog as m,
  processImage as n,
  favourites as o,
  projects as p,
  createApp as q,
  removeImageFiles as r,
  prepare as s,
  startServer as t,
  users as u
};
