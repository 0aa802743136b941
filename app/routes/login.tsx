import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { LOG_IN_SUCCESS, logIn } from "~/features/accounts/accounts.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { logInEcho } from "~/features/accounts/form-echo";
import { LogInForm, type LogInResult } from "~/features/accounts/log-in-form";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { readForm, textFields } from "~/lib/request-body.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/login";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Welcome Back | GharStay" },
    { name: "description", content: "Log in to GharStay to post stay listings and see them on your profile." },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return data<LogInResult>({ ok: false, message: form.message, email: "" }, { status: form.status });
  const fields = textFields(form.value, ["email", "password", "redirectTo"]);
  const outcome = await logIn(fields, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<LogInResult>(
      { ok: false, message: outcome.message, field: outcome.field, email: logInEcho(fields.email) },
      { status: outcome.status, headers },
    );
  }
  // The new session's cookie travels on this response.
  return data<LogInResult>(
    { ok: true, message: LOG_IN_SUCCESS, redirectTo: safeRedirect(fields.redirectTo) },
    { headers: outcome.headers },
  );
}

/** After a successful login this loader would send the user to / at once, before the message shows. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPanel title="Welcome Back" intro="Log in to post and manage your stay listings.">
      <LogInForm result={actionData} redirectTo={loaderData.redirectTo} />
    </AuthPanel>
  );
}
