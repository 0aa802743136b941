import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { FormMessage, TextAreaField, TextField } from "~/components/ui/field";
import { Link, useNavigate } from "~/components/ui/links";
import { oneProblem, useForm } from "~/components/ui/use-form";
import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";
import { IDEMPOTENCY_HEADER, newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import {
  CONTACT_MESSAGES,
  CONTACT_REDIRECT_MS,
  type ContactField,
  type ContactFormResult,
  contactSchema,
  HONEYPOT_FIELD,
} from "./contact-schema";

type Props = {
  cityKey?: string;
  /** The project the message asks about: sent with it, so it reaches whoever represents the project. */
  projectId?: string;
  result?: ContactFormResult;
  /** A one-time key from the page's loader: a message posted twice with it (a retry, a double click) is stored once. */
  submissionKey: string;
  /**
   * Where the sender goes on from a page about one thing (a project): the message sent, they stay and read it, with
   * this link back. Without it, the Contact Us pages' rule: home after 2 s.
   */
  back?: { to: string; label: string };
  /** A signed-in sender's own name, e-mail and mobile number, filled in for them to change if they wish. */
  sender?: { name: string; email: string; mobileNumber: string } | null;
};

/**
 * The contact form. With JavaScript it checks in the browser with the same schema as the server
 * and sends JSON to /api/v1/contact with the key as Idempotency-Key; without, it posts to the page's own action.
 */
export function ContactForm({ cityKey, projectId, result, submissionKey: firstKey, back, sender }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm({
    schema: contactSchema,
    show: "first",
    result,
    refusal: (answer) => (answer.ok ? null : oneProblem(answer)),
  });
  const [sent, setSent] = useState(result?.ok ?? false);
  const [submitting, setSubmitting] = useState(false);
  const [submissionKey, setSubmissionKey] = useState(firstKey);
  const honeypotId = useId();

  const staysAfterSending = back !== undefined;
  useEffect(() => {
    if (!sent || staysAfterSending) return;
    const timer = window.setTimeout(() => navigate("/"), CONTACT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, staysAfterSending, navigate]);

  /** What was sent, shown again after the page's action refused it (a form posted without JavaScript). */
  const values = result && !result.ok && !form.checkedHere ? result.values : undefined;
  const bind = (field: ContactField) => ({
    ...form.field(field),
    defaultValue: values?.[field] ?? (field === "message" ? undefined : sender?.[field]),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!form.check(event)) return;
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const { [SUBMISSION_KEY_FIELD]: key, ...fields } = Object.fromEntries(new FormData(element)) as Record<
      string,
      string
    >;
    setSubmitting(true);
    setSent(false);
    try {
      const response = await fetch("/api/v1/contact", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          // The API answers in the language the request asks for: the page's, not the browser's.
          "Accept-Language": LANGUAGE_TAG[currentLocale()],
          [IDEMPOTENCY_HEADER]: key,
        },
        body: JSON.stringify({ ...fields, city: cityKey, project: projectId }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; field?: string };
      if (response.ok) {
        element.reset();
        setSubmissionKey(newSubmissionKey());
        setSent(true);
      } else if ((response.status === 400 || response.status === 429) && body.error) {
        form.report(oneProblem({ message: body.error, field: body.field }));
      } else {
        form.report(oneProblem({ message: CONTACT_MESSAGES.failed }));
      }
    } catch {
      form.report(oneProblem({ message: CONTACT_MESSAGES.failed }));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={t`Contact form`}
    >
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      <TextField label={t`Name`} autoComplete="name" maxLength={100} {...bind("name")} />
      <TextField
        label={t`Mobile Number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t`10 digits, for example 9876543210`}
        {...bind("mobileNumber")}
      />
      <TextField label={t`Email`} type="email" autoComplete="email" maxLength={254} {...bind("email")} />
      <TextAreaField label={t`Message`} rows={5} maxLength={5000} {...bind("message")} />
      <div className="sr-only">
        <label htmlFor={honeypotId}>
          <Trans>Leave this field empty</Trans>
        </label>
        <input id={honeypotId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {sent ? (
        <FormMessage tone="success">
          {CONTACT_MESSAGES.sent}{" "}
          <Link to={back?.to ?? "/"} className="underline">
            {back ? back.label : <Trans>Back to the home page</Trans>}
          </Link>
        </FormMessage>
      ) : null}
      <div id={form.summaryId} tabIndex={-1}>
        {form.summary ? <FormMessage tone="error">{form.summary}</FormMessage> : null}
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-75 sm:w-auto"
      >
        {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
