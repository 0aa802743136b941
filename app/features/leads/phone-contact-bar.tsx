import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { TextAreaField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import type { OwnerContactChoice } from "~/content/listing-options";
import { localePath } from "~/lib/i18n";
import { countLead, useOwnerContactHrefs } from "./owner-contact-buttons";

/** How the owner answers, computed from their conversations (conversations' reply-times), when there are enough. */
type ReplyFigures = { ratePercent: number; medianMinutes: number | null };

const barItem =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-2 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";
const messageClass = `${barItem} bg-brand-700 text-white hover:bg-brand-800`;
const whatsappClass = `${barItem} bg-green-700 text-white hover:bg-green-800`;
const callClass = `${barItem} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;

/**
 * Reaching the owner from a phone (ADR 044): how they usually reply, then a bar fixed to the bottom of the screen
 * below 768 px with 'Message', 'Call' and 'WhatsApp'. Markup only, with no state, so a visitor's page stays the
 * server's HTML (ADR 021):
 * - 'Message' leads a signed-in user to the 'Contact owner' form; a visitor to a short form that keeps what they type
 *   while they sign up or log in, and brings them back to the listing with it.
 * - 'Call' and 'WhatsApp' follow the owner's choice and the number rules of ADR 033: none for an enquiries-only
 *   listing; for a visitor, the log-in page that returns here; for a signed-in user who has not seen the number, the
 *   'Show number' request; once it is shown, the call and the chat themselves.
 */
export function PhoneContactBar({
  listing,
  mobile,
  ownerContact,
  signedIn,
  contactable,
  replies,
}: {
  listing: { id: string; name: string; address: string };
  /** The owner's number when this viewer may see it, else null. */
  mobile: string | null;
  ownerContact: OwnerContactChoice;
  signedIn: boolean;
  /** Whether this viewer can write to the owner: a public listing that is not their own. */
  contactable: boolean;
  replies: ReplyFigures | null;
}) {
  const { t } = useLingui();
  return (
    <>
      {replies ? <ReplyFiguresLine replies={replies} /> : null}
      {contactable ? (
        <>
          {signedIn ? null : <VisitorMessageForm listingId={listing.id} />}
          <nav
            aria-label={t`Contact the owner`}
            data-phone-contact-bar
            className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-gray-200 bg-white px-3 py-2 shadow-lg md:hidden"
          >
            <a href={signedIn ? "#contact-owner" : "#message-owner"} className={messageClass}>
              <Trans>Message</Trans>
            </a>
            {mobile ? (
              <NumberLinks listing={listing} mobile={mobile} />
            ) : ownerContact === "verified" ? (
              <NumberRequests listingId={listing.id} signedIn={signedIn} />
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  );
}

/** 'Usually replies within 2 hours', with the share of conversations answered. */
function ReplyFiguresLine({ replies }: { replies: ReplyFigures }) {
  const { ratePercent, medianMinutes } = replies;
  const hours = medianMinutes === null ? 0 : Math.ceil(medianMinutes / 60);
  const days = Math.ceil(hours / 24);
  return (
    <p className="mt-4 text-sm text-gray-800">
      <Trans>Replies to {ratePercent}% of conversations.</Trans>{" "}
      {medianMinutes === null ? null : hours <= 1 ? (
        <Trans>Usually replies within an hour</Trans>
      ) : hours < 24 ? (
        <Plural value={hours} one="Usually replies within # hour" other="Usually replies within # hours" />
      ) : (
        <Plural value={days} one="Usually replies within a day" other="Usually replies within # days" />
      )}
    </p>
  );
}

/** The owner's number is on this page: the call and the chat, each counted as a lead for the owner. */
function NumberLinks({ listing, mobile }: { listing: { id: string; name: string; address: string }; mobile: string }) {
  const hrefs = useOwnerContactHrefs(mobile, listing.name, listing.address);
  return (
    <>
      <a href={hrefs.call} onClick={() => countLead(listing.id, "call")} className={callClass}>
        <Trans>Call</Trans>
      </a>
      <a
        href={hrefs.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => countLead(listing.id, "whatsapp")}
        className={whatsappClass}
      >
        <Trans>WhatsApp</Trans>
      </a>
    </>
  );
}

/**
 * The number is not on this page yet: a visitor logs in (or signs up from there) and comes back; a signed-in user
 * asks for it with 'Show number''s own request, which brings the page back with it.
 */
function NumberRequests({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  if (!signedIn) {
    const logIn = `/login?redirectTo=${encodeURIComponent(localePath(`/property/${listingId}`))}`;
    return (
      <>
        <Link to={logIn} className={callClass}>
          <Trans>Call</Trans>
        </Link>
        <Link to={logIn} className={whatsappClass}>
          <Trans>WhatsApp</Trans>
        </Link>
      </>
    );
  }
  return (
    <Form method="post" action={`/property/${listingId}/contact`} className="flex flex-[2] gap-2">
      <button type="submit" className={callClass}>
        <Trans>Call</Trans>
      </button>
      <button type="submit" className={whatsappClass}>
        <Trans>WhatsApp</Trans>
      </button>
    </Form>
  );
}

/**
 * What a visitor types to the owner, shown when 'Message' targets it: kept while they sign up or log in
 * (`/property/:id/message`), then back on the listing in the 'Contact owner' form.
 */
function VisitorMessageForm({ listingId }: { listingId: string }) {
  const { t } = useLingui();
  return (
    <section
      id="message-owner"
      aria-labelledby="message-owner-heading"
      tabIndex={-1}
      className="mt-4 hidden rounded-lg border border-brand-700 bg-white p-4 target:block"
    >
      <h3 id="message-owner-heading" className="font-semibold text-gray-900">
        <Trans>Message the owner</Trans>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Sign up or log in to send it. We keep what you type and bring you back here.</Trans>
      </p>
      <Form method="post" action={`/property/${listingId}/message`} className="mt-3 space-y-3">
        <TextAreaField label={t`Your message`} name="message" rows={4} maxLength={2000} required />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="next" value="sign" className={`${formButtonClass} flex-1`}>
            <Trans>Sign up to send</Trans>
          </button>
          <button
            type="submit"
            name="next"
            value="login"
            className="min-h-11 flex-1 rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Trans>Log in to send</Trans>
          </button>
        </div>
      </Form>
    </section>
  );
}
