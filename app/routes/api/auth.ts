import { data } from "react-router";
import {
  LOG_IN_SUCCESS,
  logIn,
  logOut,
  type Outcome,
  SIGN_UP_SUCCESS,
  signUp,
} from "~/features/accounts/accounts.server";
import { isSameOrigin } from "~/lib/csrf.server";
import type { Route } from "./+types/auth";

const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: string };

/** Only a JSON object is accepted; a form-encoded or text/plain body (what a cross-site form can send) is refused. */
async function readJsonObject(request: Request): Promise<JsonBody> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, status: 415, error: "Send the request body as JSON (Content-Type: application/json)." };
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, status: 413, error: "The request body is too large." };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return { ok: true, body: value as Record<string, unknown> };
    }
  } catch {
    // Answered below like any other body that is not a JSON object.
  }
  return { ok: false, status: 400, error: "The request body must be a JSON object." };
}

function failure(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const headers = new Headers(NO_STORE);
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data({ error: outcome.message, field: outcome.field }, { status: outcome.status, headers });
}

/** JSON API for the mobile apps: POST /api/v1/auth/sign-up, /login and /logout, with the web forms' messages. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405, headers: NO_STORE });
  // The mobile apps send no Origin; a browser page of another site does, and is refused.
  if (!isSameOrigin(request)) return data({ error: "Forbidden." }, { status: 403, headers: NO_STORE });
  if (params.action === "logout") {
    const headers = await logOut(request);
    headers.set("Cache-Control", "no-store");
    return data({ message: "Logged out." }, { headers });
  }
  if (params.action !== "sign-up" && params.action !== "login") {
    return data({ error: "Not found." }, { status: 404, headers: NO_STORE });
  }
  const json = await readJsonObject(request);
  if (!json.ok) return data({ error: json.error }, { status: json.status, headers: NO_STORE });
  if (params.action === "sign-up") {
    const outcome = await signUp(json.body, request);
    if (!outcome.ok) return failure(outcome);
    return data({ message: SIGN_UP_SUCCESS, user: outcome.value }, { status: 201, headers: NO_STORE });
  }
  const outcome = await logIn(json.body, request);
  if (!outcome.ok) return failure(outcome);
  outcome.headers.set("Cache-Control", "no-store");
  return data({ message: LOG_IN_SUCCESS, user: outcome.value }, { headers: outcome.headers });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
