import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac } from "node:crypto";
import { t } from "@lingui/core/macro";
import { redirect } from "~/lib/redirect";
import { auth, SESSION_COOKIE_PREFIX } from "./auth.server";
import { env } from "./env.server";

export type Role = "Owner" | "Client" | "Agent" | "Admin";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  /** Set by following the link in the verification e-mail; listings of verified owners say so. */
  emailVerified: boolean;
  mobileNumber: string | null;
  role: Role | null;
  photoUrl: string | null;
};

/** better-auth's session cookie, with or without the __Secure- prefix it takes over https. */
export const SESSION_COOKIE = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/**
 * The response header that tells the service worker whose pages it may keep (ADR 016): the session's cache partition,
 * or NO_SESSION. Absent when nothing in the request read the session.
 */
export const CACHE_PARTITION_HEADER = "X-Cache-Partition";
export const NO_SESSION = "none";

/** What the last session read of one request found: a cache partition, null for no session, unset when none ran. */
export type SessionSeen = { partition?: string | null };

const seenInRequest = new AsyncLocalStorage<SessionSeen>();

/** Runs a request's work so that every session read in it reports to `seen`. */
export function recordingSessions<T>(seen: SessionSeen, work: () => T): T {
  return seenInRequest.run(seen, work);
}

/**
 * Names a session without revealing it: the session's id (not its token) under an HMAC with the server's secret.
 * Each new session gets a new partition, so the service worker can never show one session's pages to the next.
 */
function cachePartition(sessionId: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`cache-partition:${sessionId}`).digest("base64url");
}

/** The signed-in user of this request, read from the session in the database, or null. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const seen = seenInRequest.getStore();
  // Most page views come from visitors without a session cookie: no need to ask better-auth.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) {
    if (seen) seen.partition = null;
    return null;
  }
  const result = await auth().api.getSession({ headers: request.headers });
  if (seen) seen.partition = result ? cachePartition(result.session.id) : null;
  if (!result) return null;
  const user = result.user as typeof result.user & { mobileNumber?: string | null; role?: string | null };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    mobileNumber: user.mobileNumber ?? null,
    role: (user.role as Role | null) ?? null,
    photoUrl: user.image ?? null,
  };
}

/** Sends a visitor to /login, remembering where they were going. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Admin pages and actions: visitors go to /login, signed-in non-Admins get a 403. */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "Admin") {
    throw new Response(t`You do not have access to this page.`, { status: 403, statusText: "Forbidden" });
  }
  return user;
}
