import { data } from "react-router";
import { logInSchema, signUpSchema } from "~/features/accounts/account-schema";
import {
  LOG_IN_SUCCESS,
  logIn,
  logOut,
  type Outcome,
  SIGN_UP_SUCCESS,
  signUp,
} from "~/features/accounts/accounts.server";
import { readSubmission } from "~/lib/form-submission.server";
import type { Route } from "./+types/auth";

/** Log-in and sign-up bodies are a handful of short fields. */
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function failure(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const headers = new Headers(NO_STORE);
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data({ error: outcome.message, field: outcome.field }, { status: outcome.status, headers });
}

const refused = (message: string, status: number) => data({ error: message }, { status, headers: NO_STORE });

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
  const options = { json: true, limit: MAX_BODY_BYTES };
  if (params.action === "sign-up") {
    const submission = await readSubmission(request, signUpSchema, options);
    if (!submission.ok && submission.message) return refused(submission.message, submission.status);
    const outcome = await signUp(submission, request);
    if (!outcome.ok) return failure(outcome);
    return data({ message: SIGN_UP_SUCCESS, user: outcome.value }, { status: 201, headers: NO_STORE });
  }
  const submission = await readSubmission(request, logInSchema, options);
  if (!submission.ok && submission.message) return refused(submission.message, submission.status);
  const outcome = await logIn(submission, request);
  if (!outcome.ok) return failure(outcome);
  outcome.headers.set("Cache-Control", "no-store");
  return data({ message: LOG_IN_SUCCESS, user: outcome.value }, { headers: outcome.headers });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
