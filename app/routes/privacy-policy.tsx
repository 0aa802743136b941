import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-content";
import { env } from "~/lib/env.server";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/privacy-policy";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Privacy Policy | GharStay` },
    {
      name: "description",
      content: t`What GharStay collects, why, how your password is stored securely, and how to reach us about your data.`,
    },
  ];
}

/** The demo accounts are shown only where the demo content exists. */
export function loader() {
  const demoOn = env().SEED_DEMO;
  return {
    demoAccounts: demoOn
      ? [DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.admin].map(({ role, email }) => ({ role, email }))
      : null,
  };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { demoAccounts } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-gray-800">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>Privacy Policy</Trans>
      </h1>
      <div className="mt-6 space-y-4 text-lg leading-8">
        <p>
          <Trans>
            This page explains what GharStay collects when you use the site, why, and what control you have.
          </Trans>
        </p>
        <h2 className="pt-4 text-2xl font-bold text-gray-900">
          <Trans>What we collect</Trans>
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>
              Your account: name, e-mail address, mobile number and the role you chose (Owner, Client or Agent).
            </Trans>
          </li>
          <li>
            <Trans>
              Your listings and their photos. We remove location and camera data from every photo you upload.
            </Trans>
          </li>
          <li>
            <Trans>Messages you send through the contact form, with the city page they came from.</Trans>
          </li>
          <li>
            <Trans>Gallery favourites, kept in your browser and, when you are logged in, in your account.</Trans>
          </li>
          <li>
            <Trans>
              When you sign up, log in or report a listing: a scrambled code of your network address and of a random
              device id kept in a cookie, for 30 days, so that one person with many accounts cannot hide someone else's
              listing. We never keep the address itself.
            </Trans>
          </li>
        </ul>
        <h2 className="pt-4 text-2xl font-bold text-gray-900">
          <Trans>Your password</Trans>
        </h2>
        <p>
          <Trans>
            Your password is stored securely: we keep only a salted one-way hash of it, never the password itself, so
            nobody at GharStay can read it. Login attempts are limited to protect your account.
          </Trans>
        </p>
        <h2 className="pt-4 text-2xl font-bold text-gray-900">
          <Trans>How we use it</Trans>
        </h2>
        <p>
          <Trans>
            To show your listings once they are approved, to let people who are logged in contact you about them, and to
            answer your enquiries. We do not sell your data. Analytics, when switched on, measures page visits only.
          </Trans>
        </p>
        <h2 className="pt-4 text-2xl font-bold text-gray-900">
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>
            You can ask us to correct or delete your account and listings at any time through our{" "}
            <Link to="/contact" className="text-brand-700 underline">
              contact page
            </Link>
            .
          </Trans>
        </p>
        <h2 className="pt-4 text-2xl font-bold text-gray-900">
          <Trans>Download your data</Trans>
        </h2>
        <p>
          <Trans>
            Logged in, open your settings and choose “Download my data”: one JSON file with everything GharStay holds
            about you:
          </Trans>
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>
              your account: name, e-mail address, mobile number, role, language, and when each was verified;
            </Trans>
          </li>
          <li>
            <Trans>your listings and their photos;</Trans>
          </li>
          <li>
            <Trans>the listings you saved and your gallery favourites;</Trans>
          </li>
          <li>
            <Trans>your saved searches, their alerts and the listings they matched;</Trans>
          </li>
          <li>
            <Trans>
              the enquiries you sent and those your listings received (a sender's mobile number only when they shared
              it);
            </Trans>
          </li>
          <li>
            <Trans>
              your conversations: the messages you and the other side wrote, and whether you muted or blocked one;
            </Trans>
          </li>
          <li>
            <Trans>
              the stays you booked and the bookings your listings received (a guest by name only), with their prices and
              refunds;
            </Trans>
          </li>
          <li>
            <Trans>
              the calls, WhatsApp messages, enquiries and visit requests you made or your listings received;
            </Trans>
          </li>
          <li>
            <Trans>
              the owners whose number you asked to see, and who asked to see yours (by first name), with the listing and
              when;
            </Trans>
          </li>
          <li>
            <Trans>the visits you asked for and those asked for on your listings;</Trans>
          </li>
          <li>
            <Trans>the listings you reported and what became of each report;</Trans>
          </li>
          <li>
            <Trans>the reviews you wrote with their replies, and the reviews you reported or found helpful;</Trans>
          </li>
          <li>
            <Trans>the messages you reported, your quick replies and the homes in your comparison;</Trans>
          </li>
          <li>
            <Trans>
              the e-mails and text messages we sent you: what each was and when, not the links or codes in them;
            </Trans>
          </li>
          <li>
            <Trans>
              your sessions (when, the browser and the address), and the one-time links and phone codes we sent you,
              without the links or codes themselves.
            </Trans>
          </li>
        </ul>
        <section aria-labelledby="test-login" className="rounded-lg border border-gray-200 bg-gray-50 p-6">
          <h2 id="test-login" className="text-2xl font-bold text-gray-900">
            <Trans>Test login</Trans>
          </h2>
          {demoAccounts ? (
            <>
              <p className="mt-2">
                <Trans>
                  This site runs with demo content. Try it with one of these accounts; their passwords are random and
                  were printed once, in the server's start-up log on its first start:
                </Trans>
              </p>
              <dl className="mt-4 space-y-3 text-base">
                {demoAccounts.map((account) => (
                  <div key={account.email}>
                    <dt className="font-semibold text-gray-900">{label(account.role)}</dt>
                    <dd className="font-mono">{account.email}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className="mt-2">
              <Trans>Create an account or log in to try posting a listing.</Trans>
            </p>
          )}
          <p className="mt-4">
            <Link
              to="/login"
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <Trans>Go to login</Trans>
            </Link>
          </p>
        </section>
      </div>
    </article>
  );
}
