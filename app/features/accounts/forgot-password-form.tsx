import { useLingui } from "@lingui/react/macro";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { firstForgotPasswordError } from "./account-links-schema";
import { FormOutcome, SwitchPrompt, submitButtonClass } from "./auth-panel";
import { useAccountForm } from "./use-account-form";

export type ForgotPasswordResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: string; email: string };

/** One e-mail field; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ result }: { result: ForgotPasswordResult | undefined }) {
  const { submitting, problem, success, serverProblem, messageId, onSubmit, invalid } = useAccountForm(
    result,
    firstForgotPasswordError,
    "email",
  );
  const { t } = useLingui();
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={serverProblem?.email}
        {...invalid("email")}
      />
      <FormOutcome id={messageId} problem={problem} success={success} />
      <button type="submit" disabled={submitting} className={submitButtonClass}>
        {submitting ? t`Sending...` : t`Send reset link`}
      </button>
      <SwitchPrompt question={t`Remembered it?`} to="/login" label={t`Log in`} />
    </Form>
  );
}
