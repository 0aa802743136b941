import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  ACCOUNT_LINK_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "~/features/accounts/account-links-schema";
import { logInSchema, signUpSchema } from "~/features/accounts/account-schema";
import { AUTH_MESSAGES, logIn, logOut, type Outcome, signUp } from "~/features/accounts/accounts.server";
import { resendVerification, verifyEmail } from "~/features/accounts/email-verification.server";
import { requestPasswordReset, resetPassword } from "~/features/accounts/password-reset.server";
import { readSubmission } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/auth";

/** Account bodies are a handful of short fields. */
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function failure(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const headers = new Headers(NO_STORE);
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data({ error: outcome.message, field: outcome.field }, { status: outcome.status, headers });
}

const refused = (message: string, status: number) => data({ error: message }, { status, headers: NO_STORE });

const answer = (outcome: Outcome<{ message: string }>) =>
  outcome.ok ? data({ message: outcome.value.message }, { headers: NO_STORE }) : failure(outcome);

const options = { json: true, limit: MAX_BODY_BYTES };

/**
 * JSON API for the mobile apps, with the web forms' messages: POST /api/v1/auth/sign-up, /login, /logout,
 * /forgot-password, /reset-password, /verify-email and /resend-verification.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405, headers: NO_STORE });
  switch (params.action) {
    case "logout": {
      const headers = await logOut(request);
      headers.set("Cache-Control", "no-store");
      return data({ message: t`Logged out.` }, { headers });
    }
    case "sign-up": {
      const submission = await readSubmission(request, signUpSchema, options);
      if (!submission.ok && submission.message) return refused(submission.message, submission.status);
      const outcome = await signUp(submission, request);
      if (!outcome.ok) return failure(outcome);
      outcome.headers.set("Cache-Control", "no-store");
      return data({ message: AUTH_MESSAGES.signedUp, user: outcome.value }, { status: 201, headers: outcome.headers });
    }
    case "login": {
      const submission = await readSubmission(request, logInSchema, options);
      if (!submission.ok && submission.message) return refused(submission.message, submission.status);
      const outcome = await logIn(submission, request);
      if (!outcome.ok) return failure(outcome);
      outcome.headers.set("Cache-Control", "no-store");
      return data({ message: AUTH_MESSAGES.loggedIn, user: outcome.value }, { headers: outcome.headers });
    }
    case "forgot-password": {
      const submission = await readSubmission(request, forgotPasswordSchema, options);
      if (!submission.ok && submission.message) return refused(submission.message, submission.status);
      return answer(await requestPasswordReset(submission, request));
    }
    case "reset-password": {
      const submission = await readSubmission(request, resetPasswordSchema, options);
      if (!submission.ok && submission.message) return refused(submission.message, submission.status);
      return answer(await resetPassword(submission));
    }
    case "verify-email": {
      const submission = await readSubmission(request, verifyEmailSchema, options);
      if (!submission.ok && submission.message) return refused(submission.message, submission.status);
      const verified = submission.ok && (await verifyEmail(submission.value.token));
      return verified
        ? data({ message: ACCOUNT_LINK_MESSAGES.verified }, { headers: NO_STORE })
        : refused(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid, 400);
    }
    case "resend-verification": {
      const user = await getCurrentUser(request);
      if (!user) return refused(ACCOUNT_LINK_MESSAGES.notLoggedIn, 401);
      return answer(await resendVerification(user));
    }
    default:
      return data({ error: t`Not found.` }, { status: 404, headers: NO_STORE });
  }
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
