import { useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { firstSignUpError, SIGN_UP_ROLES } from "./account-schema";
import { FormOutcome, SwitchPrompt, submitButtonClass } from "./auth-panel";
import { roleLabel } from "./role-labels";
import { logInLeadingTo } from "./safe-redirect";
import { useAccountForm } from "./use-account-form";

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
  const { submitting, problem, success, serverProblem, messageId, onSubmit, invalid } = useAccountForm(
    result,
    firstSignUpError,
    "name",
  );
  const { t } = useLingui();
  const values = serverProblem?.values ?? {};

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={t`Name`}
        name="name"
        required
        autoComplete="name"
        defaultValue={values.name}
        {...invalid("name")}
      />
      <TextField
        label={t`Mobile Number`}
        name="mobileNumber"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t`10 digits, without +91 or spaces`}
        defaultValue={values.mobileNumber}
        {...invalid("mobileNumber")}
      />
      <TextField
        label={t`Email`}
        name="email"
        required
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        {...invalid("email")}
      />
      <TextField
        label={t`Password`}
        name="password"
        required
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        {...invalid("password")}
      />
      <TextField
        label={t`Confirm Password`}
        name="confirmPassword"
        required
        type="password"
        autoComplete="new-password"
        {...invalid("confirmPassword")}
      />
      <SelectField
        label={t`Role`}
        name="role"
        required
        options={SIGN_UP_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
        placeholder={t`Select a role`}
        defaultValue={values.role ?? ""}
        {...invalid("role")}
      />
      <FormOutcome
        id={messageId}
        problem={problem}
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
