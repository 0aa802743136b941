import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { forgotPasswordSchema } from "~/features/accounts/account-links-schema";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { ForgotPasswordForm, type ForgotPasswordResult } from "~/features/accounts/forgot-password-form";
import { logInEcho } from "~/features/accounts/form-echo";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { readSubmission } from "~/lib/form-submission.server";
import type { Route } from "./+types/forgot-password";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Forgot password | GharStay` },
    { name: "description", content: t`Ask for a link to reset the password of your GharStay account.` },
  ];
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, forgotPasswordSchema);
  if (!submission.ok && submission.message) {
    return data<ForgotPasswordResult>(
      { ok: false, message: submission.message, email: "" },
      { status: submission.status },
    );
  }
  const outcome = await requestPasswordReset(submission, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<ForgotPasswordResult>(
      { ok: false, message: outcome.message, field: outcome.field, email: logInEcho(submission.values) },
      { status: outcome.status, headers },
    );
  }
  return data<ForgotPasswordResult>({ ok: true, message: outcome.value.message });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <AuthPanel
      title={t`Forgot password?`}
      intro={t`Enter your e-mail and we will send you a link to set a new password.`}
    >
      <ForgotPasswordForm result={actionData} />
    </AuthPanel>
  );
}
