import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useLocation, useNavigation } from "react-router";
import { FormMessage, TextAreaField, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { fill } from "~/islands/contracts/fill";
import { i18n } from "~/lib/i18n";
import type { EnquiryField, EnquiryFormResult } from "./enquiry-schema";
import { ENQUIRY_HONEYPOT, ENQUIRY_STARTERS } from "./enquiry-text";

type Seeker = { name: string; email: string; mobileNumber: string | null; emailVerified: boolean } | null;

const buttonClass =
  "rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-75";

/**
 * 'Contact owner': a plain POST form to the listing page's own action, so it works without React and the
 * server renders its messages; with React, React Router posts it without leaving the page. The quick questions
 * fill the message through the fill island.
 */
export function EnquiryForm({
  seeker,
  result,
  draft = null,
}: {
  seeker: Seeker;
  result: EnquiryFormResult | undefined;
  /** What the seeker typed before signing up or logging in (enquiry-drafts), in the message until they send it. */
  draft?: string | null;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  // Each answer is a new location: the form starts afresh from it, as the page a document POST returns does.
  const { key: answerKey } = useLocation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("message") === true;
  const failed = result && !result.ok ? result : undefined;
  const messageId = useId();
  const honeypotId = useId();
  const confirmNoteId = useId();
  const sent = result?.ok === true;
  // After a refusal the keyboard starts at the first field at fault; a sent enquiry leaves the message empty.
  const firstFault = failed?.fieldErrors ? Object.keys(failed.fieldErrors)[0] : undefined;

  const bind = (field: EnquiryField, fallback: string | null | undefined) => ({
    name: field,
    defaultValue: failed?.values?.[field] ?? fallback ?? undefined,
    error: failed?.fieldErrors?.[field],
    autoFocus: field === firstFault,
  });
  const formError = failed && !failed.fieldErrors ? failed.message : undefined;

  return (
    <section aria-labelledby="contact-owner" className="rounded-lg border border-gray-200 bg-white p-5">
      {/* Focusable by 'Message' in the phone's contact bar, which links here: the keyboard follows the reader. */}
      <h2 id="contact-owner" tabIndex={-1} className="scroll-mt-24 text-lg font-semibold text-gray-900">
        <Trans>Contact owner</Trans>
      </h2>
      <Form
        key={answerKey}
        method="post"
        noValidate
        preventScrollReset
        className="mt-3 space-y-4"
        aria-labelledby="contact-owner"
      >
        <TextField label={t`Name`} autoComplete="name" maxLength={100} {...bind("name", seeker?.name)} />
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t`10 digits, for example 9876543210`}
          {...bind("mobileNumber", seeker?.mobileNumber)}
        />
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...bind("email", seeker?.email)}
        />
        <fieldset>
          <legend className="text-sm text-gray-700">
            <Trans>Quick questions</Trans>
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {ENQUIRY_STARTERS.map((descriptor) => i18n._(descriptor)).map((starter) => (
              <button
                key={starter}
                type="button"
                value={starter}
                {...fill.attrs({ fill: messageId })}
                className="min-h-11 rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              >
                {starter}
              </button>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id={messageId}
          label={t`Message`}
          rows={4}
          maxLength={2000}
          {...bind("message", sent ? "" : draft)}
        />
        <label className="flex min-h-11 items-center gap-2 text-gray-900">
          <input type="checkbox" name="shareMobile" className="size-5 accent-brand-700" />
          <Trans>Share my mobile number with the owner</Trans>
        </label>
        <div className="sr-only">
          <label htmlFor={honeypotId}>
            <Trans>Leave this field empty</Trans>
          </label>
          <input id={honeypotId} name={ENQUIRY_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {sent ? (
          <FormMessage tone="success" focus>
            {result.message}
          </FormMessage>
        ) : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        {/* Said before sending, not only after: an address not yet confirmed holds the enquiry (enquiries.server). */}
        {seeker?.emailVerified ? null : (
          <p id={confirmNoteId} className="text-sm text-gray-700">
            <Trans>We e-mail you a link first: the owner gets your enquiry once you follow it.</Trans>
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          aria-describedby={seeker?.emailVerified ? undefined : confirmNoteId}
          className={`${buttonClass} w-full`}
        >
          {sending ? t`Sending...` : t`Send enquiry`}
        </button>
      </Form>
    </section>
  );
}

/** An owner on their own listing reads what seekers wrote instead of writing to themselves. */
export function OwnEnquiriesLink() {
  return (
    <p className="rounded-lg border border-gray-200 bg-white p-5 text-gray-800">
      <Trans>This is your listing.</Trans>{" "}
      <Link to="/messages" className="font-semibold text-brand-700 underline">
        <Trans>Your enquiries</Trans>
      </Link>
    </p>
  );
}
