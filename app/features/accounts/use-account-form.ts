import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigation } from "react-router";

type Problem = { field?: string; message: string };
type Result = { ok: true; message: string } | ({ ok: false } & Problem);

/**
 * The shared behaviour of the account forms: the browser runs the server's schema before
 * sending and shows only its first message; the server's answer replaces it; the field at
 * fault gets focus and is tied to the message. A problem without a field points at `fallbackField`.
 */
export function useAccountForm<R extends Result>(
  result: R | undefined,
  check: (input: unknown) => Problem | null,
  fallbackField: string,
) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientProblem, setClientProblem] = useState<Problem | null>(null);
  const messageId = useId();

  const serverProblem = result && !result.ok ? (result as Extract<R, { ok: false }>) : null;
  const problem = submitting ? null : (clientProblem ?? serverProblem);
  const success = result?.ok && !submitting && !clientProblem ? (result as Extract<R, { ok: true }>) : null;
  const problemField = problem ? (problem.field ?? fallbackField) : null;

  useEffect(() => {
    if (serverProblem) document.getElementsByName(serverProblem.field ?? fallbackField)[0]?.focus();
  }, [serverProblem, fallbackField]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = check(Object.fromEntries(new FormData(form)));
    setClientProblem(found);
    if (!found) return;
    event.preventDefault();
    const control = form.elements.namedItem(found.field ?? fallbackField);
    if (control instanceof HTMLElement) control.focus();
  }

  /** Marks the field at fault and ties it to the message. */
  const invalid = (field: string) =>
    problemField === field ? { "aria-invalid": true as const, "aria-describedby": messageId } : {};

  return { submitting, problem, success, serverProblem, messageId, onSubmit, invalid };
}
