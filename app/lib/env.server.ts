import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

/** Names Express knows for the private address ranges, usable in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: how many proxies stand in front of the app, or their
 * addresses and subnets. Never every hop, or a client could claim any address it likes and
 * escape every per-address limit; so `true`, kept from older settings, means one proxy.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["false", "no", "off", "0"].includes(lower)) return false;
    if (["true", "yes", "on"].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = lower.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.issues.push({
      code: "custom",
      input: value,
      message:
        "must be false, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or subnets (e.g. 127.0.0.1,10.0.0.0/8)",
    });
    return z.NEVER;
  });

const phone = z
  .string()
  .regex(/^\+?\d{10,15}$/, "must be a phone number of 10 to 15 digits, optionally starting with +");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * The embedded database's shared buffers in MB: the pages it keeps in memory, PostgreSQL's 128 MB by default. Its
     * start sets every one of them up (about 3 ms of CPU a MB), so the tests' hundreds of short-lived servers use less.
     */
    EMBEDDED_DB_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(128),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SEED_DEMO: flag.optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,}$/, "must look like G-XXXXXXX")
      .optional(),
    SUPPORT_PHONE: phone.default("919876543210"),
    SUPPORT_EMAIL: z.email().default("support@gharstay.in"),
    SUPPORT_ADDRESS: z.string().min(1).default("2nd Floor, Shalimar Tower, Vibhuti Khand, Gomti Nagar, Lucknow 226010"),
    GOOGLE_PLAY_URL: z.url().default("https://play.google.com/store/apps/details?id=in.gharstay.app"),
    APP_STORE_URL: z.url().default("https://apps.apple.com/in/app/gharstay/id6450000000"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("auto"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Where mail goes (smtp://user:pass@host:587, smtps://… for TLS from the start); unset keeps it in /admin/outbox only. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must look like smtp://user:pass@host:587" }).optional(),
    MAIL_FROM: z.string().min(3).default("GharStay <no-reply@gharstay.in>"),
    /** The first wait before retrying a message the SMTP server did not take; it doubles each time, up to an hour. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /**
     * How long an instance holds a message it is sending before another may try it (after a crash, the wait before it
     * goes again); the SMTP timeouts are a third of it. Shorter only for a nearby SMTP server (the tests' own).
     */
    MAIL_LEASE_MS: z.coerce.number().int().min(3_000).max(3_600_000).default(120_000),
    /** An SMS gateway: each text message is POSTed to it as JSON {to, message}; unset keeps them in /admin/outbox. */
    SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).optional(),
    /**
     * Text messages handed to the gateway in any hour, across every instance; past it codes wait in the outbox for the
     * hour to allow them (ADR 034).
     */
    SMS_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** How long a new conversation message waits unread before it is mailed to its reader (ADR 036). */
    MESSAGE_MAIL_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    /** The domain of reply addresses (reply+<token>@…): a message mail's Reply-To; unset sends none (ADR 036). */
    MAIL_REPLY_DOMAIN: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, "must be a domain name")
      .optional(),
    /** The port of GharStay's own SMTP listener for replies by e-mail; unset listens on none. */
    INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /**
     * Days added to the clock that decides whether a stay has ended and its review window is open (ADR 040), so tests
     * reach a stay's end without editing code or waiting. Refused on a real site (PUBLIC_URL on https).
     */
    TEST_STAY_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).default(0),
    /**
     * Where the map's tiles come from, as {z}/{x}/{y} in a URL (ADR 051); "none" shows pins on a blank map. OpenStreetMap's
     * own tiles by default, which ask for light use and their attribution.
     */
    MAP_TILE_URL: z
      .union([
        z.literal("none"),
        z
          .string()
          .regex(/^https?:\/\/[^\s"'<>]+$/, "must be an http(s) address with {z}, {x} and {y}, or none")
          .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must contain {z}, {x} and {y}"),
      ])
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** The tiles' attribution, shown on the map: OpenStreetMap's by default. */
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
    /** Razorpay's API keys: with both set, a confirmed booking can be paid online (ADR 052). */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    /** The secret Razorpay signs webhooks with (set in its Dashboard); without it every webhook is refused. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API; the tests point it at their stand-in. */
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
    /** Razorpay's Checkout script, which the booking's page loads to take the payment; the tests serve a stand-in. */
    RAZORPAY_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.razorpay.com/v1/checkout.js"),
    /** How often reviews whose window closed are revealed and ended stays invited to review; tests look sooner. */
    REVIEW_LOOK_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    /** How often each room type's feed from another site is read (ADR 055): every 15 minutes; tests read sooner. */
    FEED_POLL_MS: z.coerce.number().int().min(500).max(86_400_000).default(900_000),
    /** How long one feed may take to answer, and how large it may be, before the poll gives up on it. */
    FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    FEED_MAX_BYTES: z.coerce.number().int().min(1_000).max(10_000_000).default(1_000_000),
    /**
     * "1" lets feeds be read from loopback and private addresses, for tests' local server; otherwise such an address is
     * refused (an owner's address must not reach our own network). Refused on a real site (PUBLIC_URL on https).
     */
    TEST_FEEDS_FROM_PRIVATE_ADDRESSES: z.enum(["0", "1"]).default("0"),
    /**
     * "1" hashes new passwords at a cost far below the standard one, for the tests' thousand sign-ups and log-ins
     * (ADR 064); a password hashed so stays readable without it. Refused on a real site (PUBLIC_URL on https).
     */
    TEST_CHEAP_PASSWORD_HASHES: z.enum(["0", "1"]).default("0"),
    /** Processes serving the site on one port, one per core being the usual (ADR 026). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  })
  .refine((config) => config.WEB_CONCURRENCY === 1 || config.DATABASE_URL, {
    // PGlite is opened by one process at a time (ADR 001).
    path: ["WEB_CONCURRENCY"],
    error: "more than one process needs DATABASE_URL: the embedded database is opened by one process only",
  })
  .refine((config) => config.TEST_STAY_CLOCK_OFFSET_DAYS === 0 || !config.PUBLIC_URL?.startsWith("https:"), {
    // Moving the stay clock would let reviews be written for stays that have not ended.
    path: ["TEST_STAY_CLOCK_OFFSET_DAYS"],
    error: "is for tests only: a site on https (PUBLIC_URL) must not move the stay clock",
  })
  .refine((config) => config.TEST_FEEDS_FROM_PRIVATE_ADDRESSES === "0" || !config.PUBLIC_URL?.startsWith("https:"), {
    // An owner's feed address could then reach the site's own network.
    path: ["TEST_FEEDS_FROM_PRIVATE_ADDRESSES"],
    error: "is for tests only: a site on https (PUBLIC_URL) must not read feeds from private addresses",
  })
  .refine((config) => config.TEST_CHEAP_PASSWORD_HASHES === "0" || !config.PUBLIC_URL?.startsWith("https:"), {
    // A stolen copy of the database would then give up its passwords in moments.
    path: ["TEST_CHEAP_PASSWORD_HASHES"],
    error: "is for tests only: a site on https (PUBLIC_URL) must hash passwords at the standard cost",
  });

export type Env = z.infer<typeof schema> & {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  SEED_DEMO: boolean;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value names its variable so start-up can stop with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: raw.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    // A site on https is a real one: demo accounts there only when asked for by name.
    SEED_DEMO: raw.SEED_DEMO ?? (!raw.DATABASE_URL && !raw.PUBLIC_URL?.startsWith("https:")),
  };
}

/** A generated secret is kept beside the data so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let current: Env | undefined;

export function env(): Env {
  current ??= parseEnv();
  return current;
}
