import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { resetPasswordSchema } from "~/features/accounts/account-links-schema";
import { isTokenUsable } from "~/features/accounts/account-tokens.server";
import { AuthPanel } from "~/features/accounts/auth-panel";
import { resetPassword } from "~/features/accounts/password-reset.server";
import { ResetLinkInvalid, ResetPasswordForm, type ResetPasswordResult } from "~/features/accounts/reset-password-form";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import type { Route } from "./+types/reset-password";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Reset password | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Checks the link without using it, so an expired one says so before anything is typed. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = await isTokenUsable("reset-password", token);
  return data({ token, usable }, { status: usable ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, resetPasswordSchema);
  if (!submission.ok && submission.message) {
    return data<ResetPasswordResult>({ ok: false, message: submission.message }, { status: submission.status });
  }
  const outcome = await resetPassword(submission);
  if (!outcome.ok) {
    return data<ResetPasswordResult>(
      { ok: false, message: outcome.message, field: outcome.field },
      { status: outcome.status },
    );
  }
  throw redirect("/login?reset=done");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const linkInvalid = !loaderData.usable || actionData?.field === "token";
  return (
    <AuthPanel title={t`Reset password`} intro={t`Choose a new password for your GharStay account.`}>
      {linkInvalid ? <ResetLinkInvalid /> : <ResetPasswordForm token={loaderData.token} result={actionData} />}
    </AuthPanel>
  );
}
