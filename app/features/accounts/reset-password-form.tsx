import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { oneProblem, useForm, usePosting } from "~/components/ui/use-form";
import { ACCOUNT_LINK_MESSAGES, resetPasswordSchema } from "./account-links-schema";
import { FormOutcome, formLinkClass, submitButtonClass } from "./auth-panel";

export type ResetPasswordResult = { ok: false; message: string; field?: string };

/** The new password twice, under the specification's rules; the link's token travels in a hidden field. */
export function ResetPasswordForm({ token, result }: { token: string; result: ResetPasswordResult | undefined }) {
  const submitting = usePosting();
  const form = useForm({
    schema: resetPasswordSchema,
    show: "summary",
    result,
    refusal: oneProblem,
    fallbackField: "password",
    pending: submitting,
  });
  const { t } = useLingui();
  return (
    <Form ref={form.formRef} method="post" noValidate onSubmit={form.check} className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        required
        {...form.field("password")}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        {...form.field("confirmPassword")}
      />
      <FormOutcome id={form.summaryId} problem={form.summary} success={null} />
      <button type="submit" disabled={submitting} className={submitButtonClass}>
        {submitting ? t`Resetting...` : t`Reset password`}
      </button>
    </Form>
  );
}

/** A reset link that is unknown, used or past its hour: say so and offer a new one. */
export function ResetLinkInvalid() {
  return (
    <div className="mt-6 space-y-4">
      <FormMessage tone="error">{ACCOUNT_LINK_MESSAGES.resetLinkInvalid}</FormMessage>
      <p className="text-center">
        <Link to="/forgot-password" className={formLinkClass}>
          <Trans>Ask for a new reset link</Trans>
        </Link>
      </p>
    </div>
  );
}
