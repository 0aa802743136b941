import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { ACCOUNT_LINK_MESSAGES } from "~/features/accounts/account-links-schema";
import { logInSchema } from "~/features/accounts/account-schema";
import { AUTH_MESSAGES, logIn } from "~/features/accounts/accounts.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { logInEcho } from "~/features/accounts/form-echo";
import { LogInForm, type LogInResult } from "~/features/accounts/log-in-form";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/login";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Welcome Back | GharStay` },
    { name: "description", content: t`Log in to GharStay to post stay listings and see them on your profile.` },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  const { searchParams } = new URL(request.url);
  return {
    redirectTo: safeRedirect(searchParams.get("redirectTo")),
    passwordReset: searchParams.get("reset") === "done",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, logInSchema);
  if (!submission.ok && submission.message) {
    return data<LogInResult>({ ok: false, message: submission.message, email: "" }, { status: submission.status });
  }
  const outcome = await logIn(submission, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<LogInResult>(
      { ok: false, message: outcome.message, field: outcome.field, email: logInEcho(submission.values) },
      { status: outcome.status, headers },
    );
  }
  // The new session's cookie travels on this response.
  return data<LogInResult>(
    { ok: true, message: AUTH_MESSAGES.loggedIn, redirectTo: safeRedirect(submission.values.redirectTo) },
    { headers: outcome.headers },
  );
}

/** After a successful login this loader would send the user to / at once, before the message shows. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <AuthPanel title={t`Welcome Back`} intro={t`Log in to post and manage your stay listings.`}>
      {loaderData.passwordReset && !actionData ? (
        <div className="mt-6">
          <FormMessage tone="success">{ACCOUNT_LINK_MESSAGES.resetDone}</FormMessage>
        </div>
      ) : null}
      <LogInForm result={actionData} redirectTo={loaderData.redirectTo} />
    </AuthPanel>
  );
}
