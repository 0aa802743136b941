import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { BOOKING_MODES, BOOKING_STATUSES, CANCELLATION_POLICIES } from "../content/booking-options";
import {
  FURNISHING_OPTIONS,
  LISTING_TYPES,
  NOTICE_PERIODS,
  OWNER_CONTACT_CHOICES,
  PG_GENDERS,
  POSSESSION_OPTIONS,
  PREFERRED_TENANTS,
  PROJECT_POSSESSION_STATUSES,
  PROPERTY_CATEGORIES,
  SHARING_OPTIONS,
  YES_NO,
} from "../content/listing-options";
import { LISTING_STATUSES } from "../content/listing-statuses";
import type { ReportDoubt } from "../content/report-doubts";
import { REPORT_REASONS } from "../content/report-reasons";
import { REVIEW_REPORT_REASONS, REVIEW_SIDES, REVIEW_STATUSES } from "../content/review-options";

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
    /** When the address was last proved by a link sent to it; accounts verified before this column have none. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    photoUrl: text("photo_url"),
    mobileNumber: text("mobile_number"),
    /** The mobile number a one-time code by SMS proved, and when. */
    phoneVerifiedNumber: text("phone_verified_number"),
    phoneNumberVerifiedAt: timestamp("phone_number_verified_at", { withTimezone: true }),
    /** 'Phone verified' since when: only while the proved number is still the account's number. */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }).generatedAlwaysAs(
      sql`case when phone_verified_number = mobile_number then phone_number_verified_at end`,
    ),
    role: text("role", { enum: ["Owner", "Client", "Agent", "Admin"] }),
    /** The language the person reads the site in (where they signed up, or last chose): their e-mails use it. */
    locale: text("locale", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
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

/**
 * Where an account was seen: a keyed hash of the client address or of the device cookie, never the value itself, at
 * sign-up, log-in and report time; kept 30 days, to tell whether two accounts share either (ADR 029).
 */
export const accountSightings = pgTable(
  "account_sightings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["address", "device"] }).notNull(),
    hash: text("hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.hash] }),
    // Who else was seen at an address or on a device.
    index("account_sightings_hash_idx").on(t.kind, t.hash),
    index("account_sightings_seen_idx").on(t.lastSeenAt),
  ],
);

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
    /** Who may see it: listing-visibility.ts says what each status means. */
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    listingType: text("listing_type", { enum: LISTING_TYPES }).notNull(),
    propertyType: text("property_type").notNull(),
    propertyCategory: text("property_category", { enum: PROPERTY_CATEGORIES }),
    categoryType: text("category_type"),
    city: text("city").notNull(),
    projectBuildingName: text("project_building_name").notNull(),
    locality: text("locality").notNull(),
    /** Six digits, as the owner gave it; null for listings made before it was asked. */
    pinCode: text("pin_code"),
    /** Where it is (ADR 042): the owner's pin, else its locality's or PIN code's point (app/content/places.ts). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description"),
    price: bigint("price", { mode: "number" }).notNull(),
    plotArea: integer("plot_area"),
    /** A home's areas in square feet (ADR 056): inside the walls, with the walls, and with its share of common areas. */
    carpetArea: integer("carpet_area"),
    builtUpArea: integer("built_up_area"),
    superBuiltUpArea: integer("super_built_up_area"),
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
    // Per-kind facts (app/content/catalogue.ts says which kind has which).
    bhk: integer("bhk"),
    sharing: text("sharing", { enum: SHARING_OPTIONS }),
    deposit: bigint("deposit", { mode: "number" }),
    noticePeriod: text("notice_period", { enum: NOTICE_PERIODS }),
    /** "HH:MM" in India time; null when the gate never closes or the owner did not say. */
    gateClosingTime: text("gate_closing_time"),
    preferredTenants: text("preferred_tenants", { enum: PREFERRED_TENANTS }),
    availableFrom: date("available_from", { mode: "string" }),
    possession: text("possession", { enum: POSSESSION_OPTIONS }),
    /** A sale's or a plot's registration with its state's RERA authority (app/content/rera.ts), as the authority writes it. */
    reraNumber: text("rera_number"),
    /** The facts the catalogue keeps as JSON (app/content/catalogue.ts, ADR 048), by fact name. */
    kindFacts: jsonb("kind_facts").$type<Record<string, string | number>>().notNull().default({}),
    isCoLiving: boolean("is_co_living").notNull().default(false),
    isShortStay: boolean("is_short_stay").notNull().default(false),
    /** 'enquiries': the owner's e-mail and mobile never leave the server for this listing (ADR 033). */
    ownerContact: text("owner_contact", { enum: OWNER_CONTACT_CHOICES }).notNull().default("verified"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, ''))`,
    ),
    /** When its owner last said it is still available (posted, edited or renewed); public for 60 days after. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was warned it is about to expire; at most one warning per confirmation. */
    expiryNoticeAt: timestamp("expiry_notice_at", { withTimezone: true }),
    /** When its owner last changed it: what GharStay's team checked before then says nothing of it now. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Its shown guest reviews (ADR 050): how many, and their stars added up, kept by the reviews table's trigger. */
    reviewCount: integer("review_count").notNull().default(0),
    reviewStars: integer("review_stars").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("listings_status_created_idx").on(t.status, t.createdAt.desc()),
    index("listings_user_idx").on(t.userId, t.createdAt.desc()),
    index("listings_city_type_idx").on(t.status, t.city, t.listingType, t.price),
    index("listings_price_idx").on(t.status, t.price),
    // A kind sorted by price across every city: walking listings_price_idx would pass every cheaper kind first (the
    // PGs and rooms before the first home for sale), most of a million rows (ADR 019).
    index("listings_type_price_idx").on(t.status, t.listingType, t.price),
    // Plots and commercial property are types of property, not listing types; both are dear and few, so by price
    // they sit at the far end of every other index.
    index("listings_plot_idx").on(t.status, t.price).where(sql`${t.propertyType} = 'Plot/Land'`),
    index("listings_commercial_idx").on(t.status, t.city, t.price).where(sql`${t.propertyCategory} = 'Commercial'`),
    // The alert matcher's look every few seconds: approvals since its last look, oldest first.
    index("listings_status_updated_idx").on(t.status, t.updatedAt),
    // No pending list for the GIN indexes: the embedded database has no autovacuum to flush one, and
    // a long pending list makes the planner give up the index for a sequential scan.
    index("listings_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("listings_amenities_idx").using("gin", t.amenities).with({ fastupdate: false }),
    // Co-living and short stays are flags across listing types; explore pages filter on them.
    index("listings_co_living_idx").on(t.status, t.city, t.price).where(sql`${t.isCoLiving}`),
    index("listings_short_stay_idx").on(t.status, t.city, t.price).where(sql`${t.isShortStay}`),
    // The freshness look: public listings by how long ago their owner confirmed them.
    index("listings_status_confirmed_idx").on(t.status, t.confirmedAt),
    // The 'RERA registered' filter: few listings have a number, so a partial index stays small.
    index("listings_rera_idx").on(t.status, t.city, t.price).where(sql`${t.reraNumber} is not null`),
    // A locality's page: its listings by the locality's address part (features/search/locality-figures.server.ts).
    index("listings_locality_idx").on(
      t.city,
      sql`btrim(regexp_replace(lower(locality), '[^a-z0-9]+', '-', 'g'), '-')`,
      t.status,
      t.createdAt,
    ),
    // 'Near a place': earthdistance's points on a GiST index, which PGlite and PostgreSQL both have (ADR 042).
    index("listings_location_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** A signed-in user's report that a listing is wrong; an Admin decides each open one. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "dismissed", "fix-requested", "removed"] })
      .notNull()
      .default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Whether it counts toward holding the listing: its reporter was credible and independent when it was filed. */
    counts: boolean("counts").notNull().default(false),
    notCountedBecause: text("not_counted_because").array().$type<ReportDoubt[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per user per listing, also when two arrive at once.
    uniqueIndex("listing_reports_open_idx").on(t.listingId, t.reporterId).where(sql`${t.status} = 'open'`),
    index("listing_reports_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * The one-time links of an expiry warning ('Still available', 'Rented or sold'). Both links of one
 * warning share a `batch`: following either uses both. Only a hash of each token is stored.
 */
export const listingLinks = pgTable(
  "listing_links",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    batch: text("batch").notNull(),
    action: text("action", { enum: ["renew", "close"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("listing_links_batch_idx").on(t.batch)],
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
    /** The photo's 64-bit difference hash (lib/photo-hash.server.ts) as a signed bigint; null for photos from before it. */
    dhash: bigint("dhash", { mode: "bigint" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_images_listing_idx").on(t.listingId, t.position),
    index("listing_images_unclaimed_idx").on(t.createdAt).where(sql`${t.listingId} is null`),
  ],
);

/** A developer behind projects; its agent is the account that answers enquiries about them. */
export const builders = pgTable("builders", {
  id: uuid(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** The year the builder started: "years active" is counted from it. */
  activeSince: integer("active_since").notNull(),
  /** The builder's registration as a promoter with its state's RERA authority, where the builder gave it. */
  reraPromoterNumber: text("rera_promoter_number"),
  agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    /** Where it is (ADR 056): its locality's point, else its PIN code's, else its city's (app/content/places.ts). */
    pinCode: text("pin_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
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
    /** The project's registration with its state's RERA authority (app/content/rera.ts); required on the Admin's project form. */
    reraNumber: text("rera_number"),
    builderId: text("builder_id").references(() => builders.id, { onDelete: "set null" }),
    possessionStatus: text("possession_status", { enum: PROJECT_POSSESSION_STATUSES }),
    /** The month possession is promised for, stored as its first day. */
    possessionDate: date("possession_date", { mode: "string" }),
    towers: integer("towers"),
    floors: integer("floors"),
    /** Where the brochure PDF is stored (lib/storage.server.ts); null when there is none. */
    brochureKey: text("brochure_key"),
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
    index("projects_builder_idx").on(t.builderId, t.createdAt.desc()),
    // 'Near a place' and the map's area, on the same kind of index as listings' (ADR 042).
    index("projects_location_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** A project's flat or unit type (2 BHK, 3 BHK): its areas in square feet, its price range and its floor plan. */
export const projectConfigurations = pgTable(
  "project_configurations",
  {
    id: uuid(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    carpetArea: integer("carpet_area").notNull(),
    builtUpArea: integer("built_up_area"),
    superBuiltUpArea: integer("super_built_up_area"),
    priceMin: bigint("price_min", { mode: "number" }).notNull(),
    priceMax: bigint("price_max", { mode: "number" }).notNull(),
    floorPlan: jsonb("floor_plan").$type<ImageVariant[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("project_configurations_project_idx").on(t.projectId, t.position)],
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
    /** The project the message asks about, when it was sent from a project's page. */
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contacts_created_idx").on(t.createdAt.desc())],
);

/**
 * The hearts a signed-in user pressed, on listing cards and on the gallery: one row per heart, naming either a
 * listing or a gallery property (visitors keep theirs in the browser). One table since migration 0029 (ADR 047).
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: text("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    gallerySlug: text("gallery_slug"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favourites_user_listing_idx").on(t.userId, t.listingId),
    uniqueIndex("favourites_user_gallery_idx").on(t.userId, t.gallerySlug),
    index("favourites_user_idx").on(t.userId, t.createdAt.desc()),
    check("favourites_one_item", sql`(${t.listingId} IS NULL) <> (${t.gallerySlug} IS NULL)`),
  ],
);

/**
 * Outgoing mail, written in the same transaction as what caused it and delivered by the mail worker,
 * so a crash between the two neither loses a message nor sends it twice (ADR 011).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid(),
    /** What caused it (password-reset, listing-approved, …), for the Admin's outbox and the tests. */
    kind: text("kind").notNull(),
    /** An e-mail for the mail worker, or a text message sent to an SMS gateway when it was written (ADR 014). */
    channel: text("channel", { enum: ["email", "sms"] })
      .notNull()
      .default("email"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Files such as a visit's calendar entry: name, content type and the content as text. */
    attachments: jsonb("attachments")
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra headers, such as an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When a text message was handed to the SMS gateway, whatever it answered: the hourly SMS limit counts these. */
    handedAt: timestamp("handed_at", { withTimezone: true }),
    /** A text message waiting for the hourly SMS limit is not sent after this: the code it carries would be stale. */
    sendBy: timestamp("send_by", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_sms_handed_idx").on(t.handedAt).where(sql`${t.channel} = 'sms'`),
    // 'Download my data' reads a person's mails and texts by address.
    index("outbox_to_address_idx").on(t.toAddress),
  ],
);

/**
 * One-time links sent by mail (password reset, e-mail verification, e-mail change). Only a hash of the
 * token is stored, so a copy of the database cannot be used to take over an account.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["reset-password", "verify-email", "change-email"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** For an e-mail change: the address that becomes the account's once this link is followed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * A one-time code sent by SMS to prove a mobile number. Only a hash is kept; a code lasts ten minutes
 * and five wrong tries, and a new one replaces it.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: uuid(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mobileNumber: text("mobile_number").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The text message carrying the code, withdrawn if it still waits when a newer code replaces this one. */
    outboxId: text("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [index("phone_codes_user_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Each 'Verify phone' code asked for, kept a day: the limits per number, account and address count these rows, so
 * they hold across instances, restarts and a deleted account (ADR 034). Number and address are keyed hashes.
 */
export const phoneCodeRequests = pgTable(
  "phone_code_requests",
  {
    id: uuid(),
    numberKey: text("number_key").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    addressKey: text("address_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("phone_code_requests_number_idx").on(t.numberKey, t.createdAt),
    index("phone_code_requests_user_idx").on(t.userId, t.createdAt),
    index("phone_code_requests_address_idx").on(t.addressKey, t.createdAt),
  ],
);

/** What an Admin checked about a listing ('Checked by GharStay'): the latest check replaces the one before. */
export const listingChecks = pgTable("listing_checks", {
  listingId: text("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  checkedById: text("checked_by_id").references(() => users.id, { onDelete: "set null" }),
  /** Keys of LISTING_CHECKS (app/content/listing-checks.ts). */
  checks: text("checks").array().notNull(),
  note: text("note"),
  checkedOn: date("checked_on", { mode: "string" }).notNull(),
  createdAt: createdAt(),
});

/* Leads: what puts a seeker in touch with an owner (issue 14). */

/** A seeker's message to a listing's owner, from the 'Contact owner' form on the listing page. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The listing's owner when the enquiry was sent: whose inbox it is in. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** The signed-in seeker, or null for a visitor. */
    seekerId: text("seeker_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The seeker agreed to show their mobile number to the owner. */
    shareMobile: boolean("share_mobile").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /**
     * When the enquiry reached the owner. Null while it waits for its sender to follow the link mailed to an
     * address not yet proven theirs (ADR 030): nobody sees it then, and it is dropped after a day.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of that link's token; null for an enquiry from a proven address, which needed none. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiries_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("enquiries_seeker_idx").on(t.seekerId, t.createdAt.desc()),
    index("enquiries_listing_idx").on(t.listingId, t.createdAt.desc()),
    index("enquiries_unconfirmed_idx").on(t.createdAt).where(sql`${t.confirmedAt} is null`),
  ],
);

/** A visit a seeker asked for; the owner accepts, declines or proposes another time. */
export const visits = pgTable(
  "visits",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "cascade" }),
    seekerId: text("seeker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["requested", "accepted", "declined", "proposed", "cancelled"] })
      .notNull()
      .default("requested"),
    /** Another time the owner proposed; the seeker accepts it or asks again. */
    proposedAt: timestamp("proposed_at", { withTimezone: true }),
    /**
     * Both sides were mailed the visit's calendar entry and it has not been cancelled: a visit accepted, then moved to
     * a new time, then declined or cancelled must still take that entry off their calendars.
     */
    onCalendars: boolean("on_calendars").notNull().default(false),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("visits_owner_idx").on(t.ownerId, t.startsAt), index("visits_seeker_idx").on(t.seekerId, t.startsAt)],
);

/** Every contact a listing's owner got: enquiries, visit requests, WhatsApp and call clicks; the Admin's leads chart. */
export const leads = pgTable(
  "leads",
  {
    id: uuid(),
    listingId: text("listing_id").references(() => listings.id, { onDelete: "set null" }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["enquiry", "visit", "whatsapp", "call"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt), index("leads_owner_idx").on(t.ownerId, t.createdAt)],
);

/**
 * A signed-in user was shown a listing owner's e-mail and mobile: one row per viewer and listing a day, kept so the
 * owner sees who looked and so a viewer reaches at most 30 owners a day (ADR 033).
 */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: uuid(),
    viewerId: text("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_reveals_viewer_idx").on(t.viewerId, t.revealedAt),
    index("contact_reveals_owner_idx").on(t.ownerId, t.revealedAt),
  ],
);

/** A search a signed-in user saved, with its alert: e-mailed at once or in a daily digest. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The canonical explore query (`?city=Noida&type=pg…`), as the search's own parser writes it. */
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily"] }).notNull(),
    /** Follows the unsubscribe link without a session; random, unique, stored as its SHA-256. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
    // One search per query per person: saving it again changes that one, so its alerts never come twice.
    uniqueIndex("saved_searches_user_query_idx").on(t.userId, t.query),
  ],
);

/**
 * Which approved listing matched which saved search: one row each, so a listing is never alerted twice
 * to the same search; `mailedAt` is set when an instant alert or a digest carrying it is queued.
 */
export const searchMatches = pgTable(
  "search_matches",
  {
    savedSearchId: text("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("search_matches_unmailed_idx").on(t.savedSearchId).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * How far the saved-search alerts have looked at approvals: one row, moved on after each look by whichever instance
 * made it, so a restart goes on from there however long the site was down, not from a few minutes back.
 */
export const alertLooks = pgTable("alert_looks", {
  id: integer("id").primaryKey().default(1),
  lookedUntil: timestamp("looked_until", { withTimezone: true }).notNull(),
});

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
 * The listings each move of the content version was for, written by the same triggers in the same transaction
 * (migration 0018): a search index at version v reads again only the listings changed after v (ADR 023). Pruned after
 * an hour by the instances.
 */
export const listingChanges = pgTable(
  "listing_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    listingId: text("listing_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_changes_version_idx").on(t.version)],
);

/** The last version whose changes were pruned: an index older than it is read whole. */
export const listingChangesPruned = pgTable("listing_changes_pruned", {
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

/* Booking a stay (issue 42, ADR 035). */

/** A kind of room a listing offered by the night sells: rates in whole rupees, times "HH:MM" in India time. */
export const roomTypes = pgTable(
  "room_types",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    beds: text("beds").notNull(),
    maxGuests: integer("max_guests").notNull(),
    /** How many rooms of this type there are: the most bookings one night can hold. */
    roomCount: integer("room_count").notNull(),
    nightlyRate: integer("nightly_rate").notNull(),
    /** The rate of Friday and Saturday nights; null means the nightly rate. */
    weekendRate: integer("weekend_rate"),
    /** A night's charge for each guest beyond `includedGuests`. */
    extraGuestCharge: integer("extra_guest_charge").notNull().default(0),
    includedGuests: integer("included_guests").notNull().default(2),
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    minNights: integer("min_nights").notNull().default(1),
    maxNights: integer("max_nights").notNull().default(30),
    houseRules: text("house_rules"),
    bookingMode: text("booking_mode", { enum: BOOKING_MODES }).notNull().default("instant"),
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES }).notNull().default("moderate"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("room_types_listing_idx").on(t.listingId, t.position),
    check(
      "room_types_counts_check",
      sql`${t.roomCount} >= 0 and ${t.maxGuests} >= 1 and ${t.includedGuests} >= 1 and ${t.nightlyRate} >= 0 and ${t.extraGuestCharge} >= 0 and ${t.minNights} >= 1 and ${t.maxNights} >= ${t.minNights}`,
    ),
  ],
);

/** A day the owner changed for a room type: rooms off sale that night, or that night's own rate. */
export const roomTypeDays = pgTable(
  "room_type_days",
  {
    roomTypeId: text("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    blockedRooms: integer("blocked_rooms").notNull().default(0),
    rate: integer("rate"),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.day] }),
    check("room_type_days_blocked_check", sql`${t.blockedRooms} >= 0`),
  ],
);

/** Rooms of a type another site's calendar holds on a day: each stay in the owner's uploaded .ics takes one (ADR 045). */
export const roomTypeImportedNights = pgTable(
  "room_type_imported_nights",
  {
    roomTypeId: text("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    rooms: integer("rooms").notNull(),
    /** Where the nights came from: `upload` (the owner's file) or a polled feed's id (ADR 055). */
    source: text("source").notNull().default("upload"),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.day, t.source] })],
);

/**
 * Another site's calendar address an owner added for a room type, polled every FEED_POLL_MS (ADR 055): `next_poll_at`
 * is also the lease of the instance polling it, and `polled_at`/`error`/`stays` are what the owner is shown.
 */
export const roomTypeFeeds = pgTable(
  "room_type_feeds",
  {
    id: uuid(),
    roomTypeId: text("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last poll's end, whether it read the feed or failed (then `error` says why). */
    polledAt: timestamp("polled_at", { withTimezone: true }),
    error: text("error"),
    /** The stays the last good poll read. */
    stays: integer("stays"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("room_type_feeds_room_type_url_idx").on(t.roomTypeId, t.url),
    index("room_type_feeds_due_idx").on(t.nextPollAt),
  ],
);

/** Where a listing's travellers pay an advance by UPI: the owner's UPI ID, the name it shows, and the share asked. */
export const listingUpi = pgTable(
  "listing_upi",
  {
    listingId: text("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    upiId: text("upi_id").notNull(),
    payeeName: text("payee_name").notNull(),
    advancePercent: integer("advance_percent").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("listing_upi_percent_check", sql`${t.advancePercent} between 1 and 100`)],
);

/**
 * A PG's, hostel's or co-living home's beds of one sharing type, let by the month (ADR 054): how many, the rent, the
 * deposit, the token that reserves one, and the earliest move-in.
 */
export const bedTypes = pgTable(
  "bed_types",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    sharing: text("sharing", { enum: SHARING_OPTIONS }).notNull(),
    bedCount: integer("bed_count").notNull(),
    /** Whole rupees a month, as owners write them. */
    monthlyRent: integer("monthly_rent").notNull(),
    deposit: integer("deposit").notNull(),
    tokenAmount: integer("token_amount").notNull(),
    moveInFrom: date("move_in_from", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bed_types_listing_sharing_idx").on(t.listingId, t.sharing),
    check("bed_types_sharing_check", sql`${t.sharing} in ('Single', 'Double', 'Triple')`),
    check("bed_types_bed_count_check", sql`${t.bedCount} >= 0`),
  ],
);

/**
 * One room of a type for the nights from `checkIn` up to `checkOut`, with the quote it was booked at; or one bed of a
 * bed type from the move-in day `checkIn`, whose first month ends at `checkOut` (ADR 054).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid(),
    /** What the traveller quotes: GS- and six letters and digits that cannot be misread (booking-reference.ts). */
    reference: text("reference").notNull().unique(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The room type booked by the night; null for a bed. */
    roomTypeId: text("room_type_id").references(() => roomTypes.id, { onDelete: "cascade" }),
    /** The bed type reserved by the month; null for a room. */
    bedTypeId: text("bed_type_id").references(() => bedTypes.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** The signed-in traveller; null for a guest without an account, who reaches the booking by its own link (ADR 035). */
    travellerId: text("traveller_id").references(() => users.id, { onDelete: "set null" }),
    guestName: text("guest_name").notNull(),
    guestMobile: text("guest_mobile").notNull(),
    guestEmail: text("guest_email").notNull(),
    guests: integer("guests").notNull(),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    /** Until when a request holds its room; past it the request holds nothing and is marked expired. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** The price breakdown shown when booking (quote.ts), kept as it was. */
    quote: jsonb("quote").notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES }).notNull(),
    refundPaise: bigint("refund_paise", { mode: "number" }),
    cancelledBy: text("cancelled_by", { enum: ["traveller", "owner"] }),
    /** What the owner wrote to the guest on declining or cancelling, shown to both sides with the change. */
    ownerNote: text("owner_note"),
    /** The advance asked by UPI when it was booked (the listing's percent of the total); null: all paid at the property. */
    advancePaise: bigint("advance_paise", { mode: "number" }),
    /** When the owner marked the advance received; only a confirmed booking's, once (ADR 045). */
    advanceReceivedAt: timestamp("advance_received_at", { withTimezone: true }),
    /** When the traveller was reminded, the day before check-in; at most once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** The owner marked that the guest never came (from check-in day on): such a stay cannot be reviewed (ADR 040). */
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** The owner confirmed that the resident of a bed moved in: only then may they review, after 30 days (ADR 054). */
    movedInAt: timestamp("moved_in_at", { withTimezone: true }),
    /** The day the resident of a bed moves out, as the owner recorded it once: the bed is free from that day on. */
    movedOutOn: date("moved_out_on", { mode: "string" }),
    /** The language it was booked in: a guest without an account reads every later e-mail in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_room_type_dates_idx")
      .on(t.roomTypeId, t.checkIn, t.checkOut)
      .where(sql`${t.status} in ('requested', 'confirmed')`),
    index("bookings_owner_idx").on(t.ownerId, t.checkIn),
    index("bookings_traveller_idx").on(t.travellerId, t.checkIn),
    index("bookings_requested_idx").on(t.holdUntil).where(sql`${t.status} = 'requested'`),
    index("bookings_bed_type_idx").on(t.bedTypeId).where(sql`${t.status} in ('requested', 'confirmed')`),
    check("bookings_nights_check", sql`${t.checkOut} > ${t.checkIn}`),
    check("bookings_room_or_bed_check", sql`(${t.roomTypeId} is null) <> (${t.bedTypeId} is null)`),
    check(
      "bookings_moved_out_check",
      sql`${t.movedOutOn} is null or (${t.bedTypeId} is not null and ${t.movedOutOn} >= ${t.checkIn})`,
    ),
  ],
);

/**
 * A booking's online payment through Razorpay (ADR 052): the order made on our server, paid once (a verified signature
 * or the `payment.captured` webhook, whichever comes first), and the refund a cancellation sends through its API.
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    /** Razorpay's order id (order_…). */
    orderId: text("order_id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    status: text("status", { enum: ["created", "paid"] })
      .notNull()
      .default("created"),
    paymentId: text("payment_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** What a cancellation gives back of this payment; `due` until Razorpay has taken the refund. */
    refundPaise: bigint("refund_paise", { mode: "number" }),
    refundStatus: text("refund_status", { enum: ["due", "sent", "failed"] }),
    refundId: text("refund_id"),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    /** When the refund may next be tried: past a claim's lease, or after a failure's wait. */
    refundNextAt: timestamp("refund_next_at", { withTimezone: true }),
    refundError: text("refund_error"),
    createdAt: createdAt(),
  },
  (t) => [
    check("booking_payments_status_check", sql`${t.status} in ('created', 'paid')`),
    check("booking_payments_refund_status_check", sql`${t.refundStatus} in ('due', 'sent', 'failed')`),
    index("booking_payments_booking_idx").on(t.bookingId),
    index("booking_payments_refund_due_idx").on(t.refundNextAt).where(sql`${t.refundStatus} = 'due'`),
  ],
);

/** Razorpay webhook deliveries acted on, by their X-Razorpay-Event-Id: a repeated delivery is answered and ignored. */
export const razorpayEvents = pgTable("razorpay_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/* Conversations: a seeker and an owner talk about one listing inside GharStay (issue 43, ADR 036). */

/** One seeker and one listing's owner about that listing; an enquiry from a signed-in seeker opens one. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** Null, like `ownerId`, once that side deleted their account: the other side keeps the conversation (ADR 068). */
    seekerId: text("seeker_id").references(() => users.id, { onDelete: "set null" }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** The inbox's order: newest activity first. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_listing_seeker_idx").on(t.listingId, t.seekerId),
    index("conversations_owner_idx").on(t.ownerId, t.lastMessageAt.desc()),
    index("conversations_seeker_idx").on(t.seekerId, t.lastMessageAt.desc()),
  ],
);

/** Each side's own state in a conversation: what is unread, when to mail them, and what they turned off. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Messages from the other side not yet seen: the header's count is their sum (conversation_members_user_idx). */
    unread: integer("unread").notNull().default(0),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** When to mail them about what is still unread then; null when no mail is due. */
    notifyAt: timestamp("notify_at", { withTimezone: true }),
    /** The last mail about this conversation: at most one an hour. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** Unsubscribed from this conversation's mails by the link in one of them. */
    mutedAt: timestamp("muted_at", { withTimezone: true }),
    /** This member blocked the other side: no more messages either way. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "conversation_members_pk", columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId),
    index("conversation_members_notify_idx").on(t.notifyAt).where(sql`${t.notifyAt} is not null`),
  ],
);

/** One message, plain text; the first of a conversation opened by an enquiry names it. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Null once the sender's account is deleted: the other side keeps the record. */
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    enquiryId: text("enquiry_id")
      .unique()
      .references(() => enquiries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

/** A message a participant reported to the Admin; while open, an Admin may read its conversation. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid(),
    messageId: text("message_id")
      .notNull()
      .references(() => conversationMessages.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_reports_message_reporter_idx").on(t.messageId, t.reporterId),
    index("message_reports_status_idx").on(t.status, t.createdAt),
    index("message_reports_conversation_idx").on(t.conversationId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The listings and projects a signed-in user is comparing, at most four (visitors keep theirs in a cookie). One
 * column holds either kind's id, both being generated UUIDs; one no longer public is skipped when read, and pruned
 * when it holds a place a new one needs.
 */
export const comparedItems = pgTable(
  "compared_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("compared_items_user_idx").on(t.userId, t.createdAt)],
);

/**
 * What a visitor typed to an owner before being asked to sign up or log in: kept a day under an unguessable id that
 * travels in the address they come back to, so the listing shows it again once they are signed in (ADR 044).
 */
export const enquiryDrafts = pgTable(
  "enquiry_drafts",
  {
    id: uuid(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiry_drafts_created_idx").on(t.createdAt)],
);

/** An owner's three saved quick replies, by position 1 to 3; an owner who saved none gets our three. */
export const quickReplies = pgTable(
  "quick_replies",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ name: "quick_replies_pk", columns: [t.userId, t.position] })],
);

/* Reviews from real stays (issue 45, ADR 040). */

/** One side's review of one ended booking: the guest's of the stay, or the owner's of the guest. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The name a guest who booked without an account wrote under, by their booking's link (ADR 040). An account's
     * review is named by the account, and by nobody once the account is deleted.
     */
    guestAuthorName: text("guest_author_name"),
    side: text("side", { enum: REVIEW_SIDES }).notNull(),
    rating: integer("rating").notNull(),
    /** The kind's categories (content/listing-kinds.ts), each rated 1 to 5. */
    categories: jsonb("categories").$type<Record<string, number>>().notNull().default({}),
    body: text("body").notNull(),
    /** `held` waits for the Admin (a phone number or a link in it); `removed` by the Admin. */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("published"),
    heldReason: text("held_reason"),
    /** When both sides may see it: both reviews are in, or the window closed. Hidden until then (the blind rule). */
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    /** The owner's one public reply to a guest's review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** Why an Admin removed it, as its author is told. */
    removedReason: text("removed_reason"),
    /** When an Admin released it from being held, or removed it. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_side_check", sql`${t.side} in ('guest', 'host')`),
    check("reviews_status_check", sql`${t.status} in ('published', 'held', 'removed')`),
    uniqueIndex("reviews_booking_side_idx").on(t.bookingId, t.side),
    index("reviews_listing_shown_idx")
      .on(t.listingId, t.createdAt)
      .where(sql`${t.side} = 'guest' AND ${t.status} = 'published' AND ${t.revealedAt} IS NOT NULL`),
    index("reviews_hidden_idx").on(t.createdAt).where(sql`${t.revealedAt} IS NULL`),
    index("reviews_held_idx").on(t.createdAt).where(sql`${t.status} = 'held'`),
  ],
);

/** A review reported to the Admin, once per account and review (ADR 050). */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_reports_status_check", sql`${t.status} in ('open', 'closed')`),
    uniqueIndex("review_reports_review_reporter_idx").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx").on(t.reviewId).where(sql`${t.status} = 'open'`),
  ],
);

/** 'Was this helpful?', counted once per account. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** The e-mail inviting one side of an ended stay to review the other, sent once (issue 45). */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    side: text("side", { enum: REVIEW_SIDES }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.side] }),
    check("review_invitations_side_check", sql`${t.side} in ('guest', 'host')`),
  ],
);
