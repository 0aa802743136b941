import { useLingui } from "@lingui/react/macro";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { oneProblem, useForm, usePosting } from "~/components/ui/use-form";
import { forgotPasswordSchema } from "./account-links-schema";
import { FormOutcome, SwitchPrompt, submitButtonClass } from "./auth-panel";

export type ForgotPasswordResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: string; email: string };

/** One e-mail field; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ result }: { result: ForgotPasswordResult | undefined }) {
  const submitting = usePosting();
  const form = useForm({
    schema: forgotPasswordSchema,
    show: "summary",
    result,
    refusal: (answer) => (answer.ok ? null : oneProblem(answer)),
    fallbackField: "email",
    pending: submitting,
  });
  const success = result?.ok && !submitting && !form.checkedHere ? result : null;
  const { t } = useLingui();
  return (
    <Form ref={form.formRef} method="post" noValidate onSubmit={form.check} className="mt-6 space-y-4">
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
        defaultValue={result && !result.ok ? result.email : undefined}
        {...form.field("email")}
      />
      <FormOutcome id={form.summaryId} problem={form.summary} success={success} />
      <button type="submit" disabled={submitting} className={submitButtonClass}>
        {submitting ? t`Sending...` : t`Send reset link`}
      </button>
      <SwitchPrompt question={t`Remembered it?`} to="/login" label={t`Log in`} />
    </Form>
  );
}
