import type { MessageDescriptor } from "@lingui/core";
import { msg, ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { formatDateTime } from "~/lib/format";
import { i18n } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import type { Page } from "~/lib/pagination";
import type { EnquiryItem, HeldEnquiry } from "./enquiries.server";
import type { EnquiryState } from "./enquiry-schema";
import { whatsappLink } from "./owner-contact-buttons";

type EnquiryList = Page<EnquiryItem>;

/** The form field the profile's action reads to tell 'Mark handled' from its other forms. */
export const HANDLED_INTENT = "enquiry-handled";

const actionClass =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** The states as each side reads them; the owner sees one not yet read as new. */
const STATE_LABELS: Record<EnquiryState | "New", MessageDescriptor> = {
  New: msg`New`,
  Sent: msg`Sent`,
  Read: msg`Read`,
  Handled: msg`Handled`,
};

/** The owner's inbox: who wrote about which listing, and the ways to answer them. */
export function ReceivedEnquiries({ result }: { result: EnquiryList }) {
  const { t } = useLingui();
  return (
    <EnquirySection
      title={t`Enquiries`}
      headingId="enquiries-heading"
      emptyText={t`No enquiries yet.`}
      result={result}
      received
    >
      {(enquiry) => {
        const greeting = t`Hello ${ph({ name: enquiry.name })}, thank you for your enquiry about ${ph({ listing: enquiry.listingName })} on GharStay.`;
        const subject = t`Your enquiry about ${ph({ listing: enquiry.listingName })}`;
        return (
          <>
            <p className="text-gray-800">
              <span className="font-semibold">{enquiry.name}</span> · <span className="break-all">{enquiry.email}</span>
              {enquiry.mobileNumber ? <> · {enquiry.mobileNumber}</> : null}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={`mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}`} className={actionClass}>
                <Trans>Reply by e-mail</Trans>
              </a>
              {enquiry.mobileNumber ? (
                <>
                  <a
                    href={whatsappLink(enquiry.mobileNumber, greeting)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={actionClass}
                  >
                    <Trans>Reply on WhatsApp</Trans>
                  </a>
                  <a href={`tel:${enquiry.mobileNumber}`} className={actionClass}>
                    <Trans>Call</Trans>
                  </a>
                </>
              ) : null}
              {enquiry.state === "Handled" ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={HANDLED_INTENT} />
                  <input type="hidden" name="enquiryId" value={enquiry.id} />
                  <button type="submit" className={actionClass}>
                    <Trans>Mark handled</Trans>
                  </button>
                </Form>
              )}
            </div>
          </>
        );
      }}
    </EnquirySection>
  );
}

/** On 'Messages': what the sender wrote that waits for the link we mailed them, so it does not seem lost. */
export function HeldEnquiries({ items }: { items: HeldEnquiry[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="held-enquiries-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="held-enquiries-heading" className="text-lg font-semibold text-amber-950">
        <Trans>Waiting for your confirmation</Trans>
      </h2>
      <p className="mt-1 text-amber-950">
        <Trans>The owner gets each of these enquiries once you follow the link we e-mailed for it.</Trans>
      </p>
      <ul className="mt-3 space-y-2 text-gray-900">
        {items.map(({ id, listingId, listingName, email, until }) => {
          const validUntil = formatDateTime(until);
          return (
            <li key={id} className="wrap-break-word">
              <Trans>
                Your enquiry about{" "}
                <Link to={`/property/${listingId}`} className="font-semibold text-brand-800 underline">
                  {listingName}
                </Link>
                : the link went to {email} and works until {validUntil}.
              </Trans>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the seeker sent, and how far the owner got with it. */
export function SentEnquiries({ result }: { result: EnquiryList }) {
  const { t } = useLingui();
  return (
    <EnquirySection
      title={t`My enquiries`}
      headingId="my-enquiries-heading"
      emptyText={t`You have not sent any enquiries yet.`}
      result={result}
    />
  );
}

function EnquirySection({
  title,
  headingId,
  emptyText,
  result,
  received = false,
  children,
}: {
  title: string;
  /** Fixed in English: the heading's id must not change with the language. */
  headingId: string;
  emptyText: string;
  result: EnquiryList;
  /** The owner's side, where an enquiry not yet read is new rather than sent. */
  received?: boolean;
  children?: (enquiry: EnquiryItem) => React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {result.items.length === 0 ? (
        <p className="mt-4 rounded-md bg-gray-50 px-4 py-6 text-gray-700">{emptyText}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {result.items.map((enquiry) => (
            <li key={enquiry.id} className="rounded-lg border border-gray-200 bg-white p-4 sm:flex sm:gap-4">
              <EnquiryCover enquiry={enquiry} />
              <article
                aria-label={t`Enquiry about ${ph({ listing: enquiry.listingName })}`}
                className="mt-3 min-w-0 flex-1 sm:mt-0"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/property/${enquiry.listingId}`} className="font-semibold text-brand-700 underline">
                    {enquiry.listingName}
                  </Link>
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-medium text-gray-800">
                    {i18n._(STATE_LABELS[received && enquiry.state === "Sent" ? "New" : enquiry.state])}
                  </span>
                </div>
                <p className="text-sm text-gray-600">
                  {enquiry.listingPlace} · <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-gray-900">{enquiry.message}</p>
                {children?.(enquiry)}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} label={t`${title} pages`} />
    </section>
  );
}

function EnquiryCover({ enquiry }: { enquiry: EnquiryItem }) {
  const variant = enquiry.cover?.find((v) => v.width >= 320) ?? enquiry.cover?.[0];
  if (!variant) return <div aria-hidden="true" className="hidden h-24 w-32 shrink-0 rounded bg-gray-100 sm:block" />;
  return (
    <img
      src={mediaUrl(variant.key)}
      alt=""
      width={128}
      height={96}
      loading="lazy"
      className="h-24 w-32 shrink-0 rounded object-cover"
    />
  );
}
