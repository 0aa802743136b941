import { data } from "react-router";
import {
  LOG_IN_SUCCESS,
  logIn,
  logOut,
  type Outcome,
  SIGN_UP_SUCCESS,
  signUp,
} from "~/features/accounts/accounts.server";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/auth";

/** Log-in and sign-up bodies are a handful of short fields. */
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function failure(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const headers = new Headers(NO_STORE);
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data({ error: outcome.message, field: outcome.field }, { status: outcome.status, headers });
}

/** JSON API for the mobile apps: POST /api/v1/auth/sign-up, /login and /logout, with the web forms' messages. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405, headers: NO_STORE });
  if (params.action === "logout") {
    const headers = await logOut(request);
    headers.set("Cache-Control", "no-store");
    return data({ message: "Logged out." }, { headers });
  }
  if (params.action !== "sign-up" && params.action !== "login") {
    return data({ error: "Not found." }, { status: 404, headers: NO_STORE });
  }
  const json = await readJson(request, MAX_BODY_BYTES);
  if (!json.ok) return data({ error: json.message }, { status: json.status, headers: NO_STORE });
  if (params.action === "sign-up") {
    const outcome = await signUp(json.value, request);
    if (!outcome.ok) return failure(outcome);
    return data({ message: SIGN_UP_SUCCESS, user: outcome.value }, { status: 201, headers: NO_STORE });
  }
  const outcome = await logIn(json.value, request);
  if (!outcome.ok) return failure(outcome);
  outcome.headers.set("Cache-Control", "no-store");
  return data({ message: LOG_IN_SUCCESS, user: outcome.value }, { headers: outcome.headers });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
