import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { signUpSchema } from "~/features/accounts/account-schema";
import { AUTH_MESSAGES, signUp } from "~/features/accounts/accounts.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { signUpEcho } from "~/features/accounts/form-echo";
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
  return null;
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
  return data<SignUpResult>({ ok: true, message: AUTH_MESSAGES.signedUp }, { status: 201, headers: outcome.headers });
}

export default function SignPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <AuthPanel title={t`Create an Account`} intro={t`Join GharStay as an Owner, Client or Agent.`}>
      <SignUpForm result={actionData} />
    </AuthPanel>
  );
}
