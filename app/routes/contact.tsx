import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { handleContactForm } from "~/features/contact/contact.server";
import { ContactDetails, OfficeMap } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { newSubmissionKey } from "~/lib/submission-key";
import { useRootData } from "~/root";
import type { Route } from "./+types/contact";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Contact Us | GharStay` },
    {
      name: "description",
      content: t`Call, e-mail or write to GharStay about hotels, PGs, rooms and properties in Lucknow, Noida, Gurugram, Kanpur and Varanasi.`,
    },
  ];
}

/** A fresh one-time key on every render, also after a post, so each message sent has its own. */
export function loader() {
  return { submissionKey: newSubmissionKey() };
}

export async function action({ request }: Route.ActionArgs) {
  return handleContactForm(request, null);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>Contact Us</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-700">
        <Trans>
          Questions about a stay, a listing or a project? Send us a message and our team will get back to you within a
          working day.
        </Trans>
      </p>
      <div className="mt-10 grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="contact-details" className="space-y-8">
          <h2 id="contact-details" className="text-2xl font-bold text-gray-900">
            <Trans>Get in touch</Trans>
          </h2>
          {site ? <ContactDetails site={site} /> : null}
          {site ? <OfficeMap place={site.supportAddress} /> : null}
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-gray-900">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm result={result} submissionKey={loaderData.submissionKey} />
        </section>
      </div>
    </div>
  );
}
