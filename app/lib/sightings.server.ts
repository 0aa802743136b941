import { createHmac, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, database } from "~/db/client.server";
import { accountSightings } from "~/db/schema";
import { CLIENT_IP_HEADER } from "./auth.server";
import { env } from "./env.server";

/** How long a sighting is kept, and how far back two accounts count as sharing an address or a device. */
const SIGHTINGS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SightingKind = "address" | "device";

/** A long-lived first-party cookie naming the browser or app, so accounts used on one device can be told apart. */
const DEVICE_COOKIE = "gharstay.device";
/** 400 days, the longest a browser keeps a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The cookie's value when it is one we could have given: 16 random bytes in base64url. */
const DEVICE_COOKIE_VALUE = /(?:^|;\s*)gharstay\.device=([A-Za-z0-9_-]{22})(?:;|$)/;

/** The device id the request carries, or a new random one with the Set-Cookie line that gives it. */
function deviceOf(request: Request): { id: string; setCookie: string | null } {
  const sent = DEVICE_COOKIE_VALUE.exec(request.headers.get("cookie") ?? "")?.[1];
  if (sent) return { id: sent, setCookie: null };
  const id = randomBytes(16).toString("base64url");
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return {
    id,
    setCookie: `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/**
 * The part of a client address that names one subscriber: an IPv4 address, or the /64 of an IPv6 one, since a
 * single home or phone is given a whole /64 and picks a new address in it every day. Null when there is none.
 */
export function subscriberAddress(address: string | null): string | null {
  if (!address) return null;
  const mapped = address.toLowerCase().replace(/^::ffff:/, "");
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(mapped)) return null;
  const [head, tail = ""] = mapped.split("::");
  const front = head ? head.split(":") : [];
  const back = mapped.includes("::") && tail ? tail.split(":") : [];
  const groups = [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

let sightingKey: { secret: string; key: Buffer } | undefined;

/** HMAC-SHA256 under a key derived from SESSION_SECRET: the table alone cannot be turned back into addresses. */
function sightingHash(kind: SightingKind, value: string): string {
  const secret = env().SESSION_SECRET;
  if (sightingKey?.secret !== secret) {
    sightingKey = { secret, key: createHmac("sha256", secret).update("gharstay account sightings").digest() };
  }
  return createHmac("sha256", sightingKey.key).update(`${kind}:${value}`).digest("base64url");
}

/**
 * Records that the account was seen at this request's address and on its device, in the caller's transaction when
 * given. Answers the Set-Cookie line to send when the device had no id yet.
 */
export async function recordSighting(
  userId: string,
  request: Request,
  db: Database = database(),
): Promise<string | null> {
  const device = deviceOf(request);
  const address = subscriberAddress(request.headers.get(CLIENT_IP_HEADER));
  const seen: Array<{ userId: string; kind: SightingKind; hash: string }> = [
    { userId, kind: "device", hash: sightingHash("device", device.id) },
  ];
  if (address) seen.push({ userId, kind: "address", hash: sightingHash("address", address) });
  await db
    .insert(accountSightings)
    .values(seen)
    .onConflictDoUpdate({
      target: [accountSightings.userId, accountSightings.kind, accountSightings.hash],
      set: { lastSeenAt: sql`now()` },
    });
  return device.setCookie;
}

/**
 * Which of `others` were seen at an address or on a device that `userId` was also seen at in the last 30 days, and
 * which kinds they share.
 */
export async function sharedSightings(
  userId: string,
  others: string[],
  db: Database = database(),
): Promise<Map<string, Set<SightingKind>>> {
  const shared = new Map<string, Set<SightingKind>>();
  if (others.length === 0) return shared;
  const since = sql`now() - make_interval(days => ${SIGHTINGS_KEPT_DAYS})`;
  const other = alias(accountSightings, "other");
  const rows = await db
    .selectDistinct({ userId: other.userId, kind: other.kind })
    .from(accountSightings)
    .innerJoin(other, and(eq(other.kind, accountSightings.kind), eq(other.hash, accountSightings.hash)))
    .where(
      and(
        eq(accountSightings.userId, userId),
        gt(accountSightings.lastSeenAt, since),
        inArray(other.userId, others),
        ne(other.userId, userId),
        gt(other.lastSeenAt, since),
      ),
    );
  for (const row of rows) shared.set(row.userId, (shared.get(row.userId) ?? new Set()).add(row.kind));
  return shared;
}

/** Forgets sightings older than 30 days (hourly upkeep). */
export async function pruneSightings(): Promise<void> {
  await database()
    .delete(accountSightings)
    .where(lt(accountSightings.lastSeenAt, new Date(Date.now() - SIGHTINGS_KEPT_DAYS * DAY_MS)));
}
