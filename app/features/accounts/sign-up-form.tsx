import { useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { oneProblem, useForm, usePosting } from "~/components/ui/use-form";
import { SIGN_UP_ROLES, signUpSchema } from "./account-schema";
import { FormOutcome, SwitchPrompt, submitButtonClass } from "./auth-panel";
import { roleLabel } from "./role-labels";
import { logInLeadingTo } from "./safe-redirect";

/** What the sign-up form keeps across a failed submission; passwords are never sent back. */
export type SignUpValues = { name?: string; mobileNumber?: string; email?: string; role?: string };

export type SignUpResult =
  | { ok: true; message: string; next: string }
  | { ok: false; message: string; field?: string; values: SignUpValues };

const SIGN_UP_REDIRECT_MS = 2000;

/**
 * The spec's fields in its order. The browser runs the server's schema first and shows only
 * the first failing message; the server checks again and answers the same way.
 */
export function SignUpForm({ result, redirectTo }: { result: SignUpResult | undefined; redirectTo: string }) {
  const submitting = usePosting();
  const form = useForm({
    schema: signUpSchema,
    show: "summary",
    result,
    refusal: (answer) => (answer.ok ? null : oneProblem(answer)),
    fallbackField: "name",
    pending: submitting,
  });
  const success = result?.ok && !submitting && !form.checkedHere ? result : null;
  const { t } = useLingui();
  const values = result && !result.ok ? result.values : {};

  return (
    <Form ref={form.formRef} method="post" noValidate onSubmit={form.check} className="mt-6 space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label={t`Name`} required autoComplete="name" defaultValue={values.name} {...form.field("name")} />
      <TextField
        label={t`Mobile Number`}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t`10 digits, without +91 or spaces`}
        defaultValue={values.mobileNumber}
        {...form.field("mobileNumber")}
      />
      <TextField
        label={t`Email`}
        required
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        {...form.field("email")}
      />
      <TextField
        label={t`Password`}
        required
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        {...form.field("password")}
      />
      <TextField
        label={t`Confirm Password`}
        required
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <SelectField
        label={t`Role`}
        required
        options={SIGN_UP_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
        placeholder={t`Select a role`}
        defaultValue={values.role ?? ""}
        {...form.field("role")}
      />
      <FormOutcome
        id={form.summaryId}
        problem={form.summary}
        success={success && { message: success.message, next: success.next }}
        redirectMs={SIGN_UP_REDIRECT_MS}
      />
      <button type="submit" disabled={submitting || Boolean(success)} className={submitButtonClass}>
        {submitting ? t`Registering...` : t`Register`}
      </button>
      <SwitchPrompt question={t`Already have an account?`} to={logInLeadingTo(redirectTo)} label={t`Log in`} />
    </Form>
  );
}
