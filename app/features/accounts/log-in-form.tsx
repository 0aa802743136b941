import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { oneProblem, useForm, usePosting } from "~/components/ui/use-form";
import { logInSchema } from "./account-schema";
import { FormOutcome, formLinkClass, SwitchPrompt, submitButtonClass } from "./auth-panel";
import { signUpLeadingTo } from "./safe-redirect";

export type LogInResult =
  | { ok: true; message: string; redirectTo: string }
  | { ok: false; message: string; field?: string; email: string };

const LOG_IN_REDIRECT_MS = 1000;

/** Email and password; a failure is shown in red, a success waits a second and goes on. */
export function LogInForm({ result, redirectTo }: { result: LogInResult | undefined; redirectTo: string }) {
  const { t } = useLingui();
  // A refused login names no field: the password is what to try again.
  const submitting = usePosting();
  const form = useForm({
    schema: logInSchema,
    show: "summary",
    result,
    refusal: (answer) => (answer.ok ? null : oneProblem(answer)),
    fallbackField: "password",
    pending: submitting,
  });
  const success = result?.ok && !submitting && !form.checkedHere ? result : null;
  const refused = result && !result.ok ? result : null;

  return (
    <Form ref={form.formRef} method="post" noValidate onSubmit={form.check} className="mt-6 space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        defaultValue={refused?.email}
        {...form.field("email")}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        {...form.field("password")}
      />
      <p className="-mt-2 text-right">
        <Link to="/forgot-password" className={formLinkClass}>
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <FormOutcome
        id={form.summaryId}
        problem={form.summary}
        success={success && { message: success.message, next: success.redirectTo }}
        redirectMs={LOG_IN_REDIRECT_MS}
      />
      <button type="submit" disabled={submitting || Boolean(success)} className={submitButtonClass}>
        {submitting ? t`Logging in...` : t`Login`}
      </button>
      <SwitchPrompt question={t`Don't have an account?`} to={signUpLeadingTo(redirectTo)} label={t`Sign Up`} />
    </Form>
  );
}
