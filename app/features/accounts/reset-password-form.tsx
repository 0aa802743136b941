import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { ACCOUNT_LINK_MESSAGES, firstResetPasswordError } from "./account-links-schema";
import { FormOutcome, formLinkClass, submitButtonClass } from "./auth-panel";
import { useAccountForm } from "./use-account-form";

export type ResetPasswordResult = { ok: false; message: string; field?: string };

/** The new password twice, under the specification's rules; the link's token travels in a hidden field. */
export function ResetPasswordForm({ token, result }: { token: string; result: ResetPasswordResult | undefined }) {
  const { submitting, problem, messageId, onSubmit, invalid } = useAccountForm(
    result,
    firstResetPasswordError,
    "password",
  );
  const { t } = useLingui();
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        required
        {...invalid("password")}
      />
      <TextField
        label={t`Confirm password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        {...invalid("confirmPassword")}
      />
      <FormOutcome id={messageId} problem={problem} success={null} />
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
