import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { signUpSchema } from "~/features/accounts/account-schema";
import { AUTH_MESSAGES, logIn, signUp } from "~/features/accounts/accounts.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { signUpEcho } from "~/features/accounts/form-echo";
import { AFTER_LOG_IN, logInLeadingTo, safeRedirect } from "~/features/accounts/safe-redirect";
import { SignUpForm, type SignUpResult } from "~/features/accounts/sign-up-form";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/sign";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Create an Account | GharStay` },
    {
      name: "description",
      content: t`Sign up to GharStay as an Owner, Client or Agent to post stay listings and follow them on your profile.`,
    },
  ];
}

/**
 * A sign-up on the way signs the person in: reading this page again then would send them to / (the specification's
 * rule for a signed-in visit) before the success message leads them on.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, signUpSchema);
  if (!submission.ok && submission.message) {
    return data<SignUpResult>({ ok: false, message: submission.message, values: {} }, { status: submission.status });
  }
  const to = safeRedirect(submission.values.redirectTo);
  const outcome = await signUp(submission, request, to === AFTER_LOG_IN ? undefined : to);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<SignUpResult>(
      { ok: false, message: outcome.message, field: outcome.field, values: signUpEcho(submission.values) },
      { status: outcome.status, headers },
    );
  }
  // A plain sign-up leads to the log-in page, as the specification says. One on the way to something (a listing the
  // person wanted to message, a page that asked them to sign up) signs them in and takes them back there.
  if (to !== AFTER_LOG_IN && submission.ok) {
    const { email, password } = submission.value;
    const signedIn = await logIn({ ok: true, value: { email, password }, values: {} }, request);
    if (signedIn.ok) {
      const headers = new Headers(outcome.headers);
      for (const cookie of signedIn.headers?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
      return data<SignUpResult>({ ok: true, message: AUTH_MESSAGES.signedUp, next: to }, { status: 201, headers });
    }
  }
  return data<SignUpResult>(
    { ok: true, message: AUTH_MESSAGES.signedUp, next: logInLeadingTo(to) },
    { status: 201, headers: outcome.headers },
  );
}

export default function SignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <AuthPanel title={t`Create an Account`} intro={t`Join GharStay as an Owner, Client or Agent.`}>
      <SignUpForm result={actionData} redirectTo={loaderData.redirectTo} />
    </AuthPanel>
  );
}
