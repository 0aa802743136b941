import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FURNISHING_OPTIONS, LISTING_TYPES, PG_GENDERS, PROPERTY_CATEGORIES, YES_NO } from "../content/listing-options";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const uuid = () => text("id").primaryKey().default(sql`gen_random_uuid()::text`);

/* Accounts. The column set of users, sessions, accounts and verifications is what better-auth expects. */

export const users = pgTable(
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
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's own request limiter; kept in the database so every app instance shares it. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Our fixed-window counters (failed logins per account, contact form per IP, …). */
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/* Listings: the specification's "properties". */

export const listings = pgTable(
  "listings",
  {
    id: uuid(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "approved"] })
      .notNull()
      .default("pending"),
    listingType: text("listing_type", { enum: LISTING_TYPES }).notNull(),
    propertyType: text("property_type").notNull(),
    propertyCategory: text("property_category", { enum: PROPERTY_CATEGORIES }),
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
    pgGender: text("pg_gender", { enum: PG_GENDERS }),
    foodAvailable: text("food_available", { enum: YES_NO }),
    attachedBathroom: text("attached_bathroom", { enum: YES_NO }),
    furnished: text("furnished", { enum: FURNISHING_OPTIONS }),
    isCoLiving: boolean("is_co_living").notNull().default(false),
    isShortStay: boolean("is_short_stay").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("listings_status_created_idx").on(t.status, t.createdAt.desc()),
    index("listings_user_idx").on(t.userId, t.createdAt.desc()),
    index("listings_city_type_idx").on(t.status, t.city, t.listingType, t.price),
    index("listings_price_idx").on(t.status, t.price),
    // No pending list for the GIN indexes: the embedded database has no autovacuum to flush one, and
    // a long pending list makes the planner give up the index for a sequential scan.
    index("listings_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("listings_amenities_idx").using("gin", t.amenities).with({ fastupdate: false }),
    // Co-living and short stays are flags across listing types; explore pages filter on them.
    index("listings_co_living_idx").on(t.status, t.city, t.price).where(sql`${t.isCoLiving}`),
    index("listings_short_stay_idx").on(t.status, t.city, t.price).where(sql`${t.isShortStay}`),
  ],
);

export type ImageVariant = { width: number; height: number; key: string; bytes: number };

/** An uploaded photo. listingId stays null until a submitted listing claims it; unclaimed ones are swept after 24 h. */
export const listingImages = pgTable(
  "listing_images",
  {
    id: uuid(),
    listingId: text("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<ImageVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_images_listing_idx").on(t.listingId, t.position),
    index("listing_images_unclaimed_idx").on(t.createdAt).where(sql`${t.listingId} is null`),
  ],
);

/**
 * Developer projects, new launches and admin postings: the older version's NewlyProject,
 * ProjectExplore and projects collections in one table, with flags for where each shows.
 */
export const projects = pgTable(
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
    images: jsonb("images").$type<ImageVariant[][]>().notNull().default(sql`'[]'::jsonb`),
    showNewLaunch: boolean("show_new_launch").notNull().default(false),
    showExplore: boolean("show_explore").notNull().default(false),
    comingSoon: boolean("coming_soon").notNull().default(false),
    source: text("source", { enum: ["project", "post-property", "buy"] })
      .notNull()
      .default("project"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_city_idx").on(t.city, t.createdAt.desc()),
    index("projects_created_idx").on(t.createdAt.desc()),
    index("projects_explore_idx").on(t.city, t.createdAt.desc()).where(sql`${t.showExplore}`),
    index("projects_new_launch_idx").on(t.city, t.createdAt.desc()).where(sql`${t.showNewLaunch}`),
    index("projects_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    message: text("message").notNull(),
    city: text("city"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contacts_created_idx").on(t.createdAt.desc())],
);

/** Gallery favourites of signed-in users (visitors keep theirs in the browser). */
export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemSlug: text("item_slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemSlug] })],
);

/** Who did what in the admin desk, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc())],
);

/**
 * One row whose version goes up on every write to listings, their photos or projects (by the
 * triggers of migration 0001). Caches of public search results compare it to know they are fresh,
 * on every instance that shares the database.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * One row per submission key (a form's one-time key or an API `Idempotency-Key`), written in the
 * same transaction as the record it created: a client that lost the answer and sends the request
 * again gets the first result back instead of a second record.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
