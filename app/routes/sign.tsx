import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { signUpSchema } from "~/features/accounts/account-schema";
import { AUTH_MESSAGES, signUp } from "~/features/accounts/accounts.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { signUpEcho } from "~/features/accounts/form-echo";
import { logInLeadingTo, safeRedirect } from "~/features/accounts/safe-redirect";
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

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  return { redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, signUpSchema);
  if (!submission.ok && submission.message) {
    return data<SignUpResult>({ ok: false, message: submission.message, values: {} }, { status: submission.status });
  }
  const outcome = await signUp(submission, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<SignUpResult>(
      { ok: false, message: outcome.message, field: outcome.field, values: signUpEcho(submission.values) },
      { status: outcome.status, headers },
    );
  }
  // The page the person set out for comes after the log-in that follows sign-up.
  const next = logInLeadingTo(safeRedirect(submission.values.redirectTo));
  return data<SignUpResult>(
    { ok: true, message: AUTH_MESSAGES.signedUp, next },
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
