import { type FormEvent, useEffect, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, TextField } from "~/components/ui/field";
import { firstLogInError } from "./account-schema";
import { submitButtonClass } from "./auth-panel";
import { RedirectAfter } from "./redirect-after";

export type LogInResult =
  | { ok: true; message: string; redirectTo: string }
  | { ok: false; message: string; field?: string; email: string };

export const LOG_IN_REDIRECT_MS = 1000;

/** Email and password; a failure is shown in red, a success waits a second and goes on. */
export function LogInForm({ result, redirectTo }: { result: LogInResult | undefined; redirectTo: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientProblem, setClientProblem] = useState<{ field: string; message: string } | null>(null);
  const messageId = useId();

  const serverProblem = result && !result.ok ? result : null;
  const problem = submitting ? null : (clientProblem ?? serverProblem);
  const success = result?.ok && !submitting && !clientProblem ? result : null;

  useEffect(() => {
    if (serverProblem) document.getElementsByName(serverProblem.field ?? "password")[0]?.focus();
  }, [serverProblem]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = firstLogInError(Object.fromEntries(new FormData(form)));
    setClientProblem(found);
    if (!found) return;
    event.preventDefault();
    const control = form.elements.namedItem(found.field);
    if (control instanceof HTMLElement) control.focus();
  }

  const invalid = (field: string) =>
    problem && (problem.field ?? "password") === field ? { "aria-invalid": true, "aria-describedby": messageId } : {};

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={serverProblem?.email}
        {...invalid("email")}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        {...invalid("password")}
      />
      <div id={messageId}>
        {problem ? <FormMessage tone="error">{problem.message}</FormMessage> : null}
        {success ? (
          <>
            <FormMessage tone="success">{success.message}</FormMessage>
            <RedirectAfter to={success.redirectTo} ms={LOG_IN_REDIRECT_MS} />
          </>
        ) : null}
      </div>
      <button type="submit" disabled={submitting || Boolean(success)} className={submitButtonClass}>
        {submitting ? "Logging in..." : "Login"}
      </button>
      <p className="text-center text-gray-700">
        Don't have an account?{" "}
        <Link to="/sign" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Sign Up
        </Link>
      </p>
    </Form>
  );
}
