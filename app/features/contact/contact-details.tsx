import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SocialLinks } from "~/components/social-links";
import { EmailLink, PhoneLink, type SupportContact } from "~/components/support-contact";

/** Phone, e-mail and address from the site's configuration, and the social links. */
export function ContactDetails({ site }: { site: SupportContact }) {
  return (
    <div className="space-y-6">
      <dl className="space-y-4">
        <div>
          <dt className="font-semibold text-gray-900">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <PhoneLink className="text-brand-700 underline" phone={site.supportPhone} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900">
            <Trans>Email</Trans>
          </dt>
          <dd>
            <EmailLink className="text-brand-700 underline" email={site.supportEmail} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-gray-900">
            <Trans>Office</Trans>
          </dt>
          <dd className="text-gray-700">{site.supportAddress}</dd>
        </div>
      </dl>
      <div>
        <h2 className="font-semibold text-gray-900">
          <Trans>Follow us</Trans>
        </h2>
        <SocialLinks
          className="mt-2 flex flex-wrap gap-3"
          linkClassName="inline-block rounded-md border border-gray-300 px-3 py-1.5 text-gray-800 hover:border-brand-700 hover:text-brand-700"
        />
      </div>
    </div>
  );
}

const mapsSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
const mapsEmbed = (place: string) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;

/**
 * A drawn map with a link to Google Maps. The real embedded map, a third party, loads only
 * when someone asks for it, so the page itself makes no request to Google.
 */
export function OfficeMap({ place }: { place: string }) {
  const { t } = useLingui();
  const [embedded, setEmbedded] = useState(false);
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200">
      {embedded ? (
        <iframe
          title={t`Map of ${place}`}
          src={mapsEmbed(place)}
          className="h-72 w-full"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <MapIllustration />
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-3 bg-gray-50 px-4 py-3 text-sm">
        <span className="text-gray-700">{place}</span>
        <span className="flex gap-3">
          {embedded ? null : (
            <button
              type="button"
              onClick={() => setEmbedded(true)}
              className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Trans>Show map</Trans>
            </button>
          )}
          <a
            href={mapsSearch(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md px-3 py-1.5 font-semibold text-brand-700 underline"
          >
            <Trans>Open in Google Maps</Trans>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}

function MapIllustration() {
  return (
    <svg
      viewBox="0 0 600 288"
      className="h-72 w-full bg-emerald-50"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
    >
      <path d="M0 200 C150 170 250 250 600 190 L600 230 C300 290 150 210 0 240Z" fill="#bfdbfe" />
      <g stroke="#fff" strokeWidth="14" fill="none">
        <path d="M0 90 H600" />
        <path d="M120 0 V288" />
        <path d="M380 0 L460 288" />
      </g>
      <g stroke="#e5e7eb" strokeWidth="6" fill="none">
        <path d="M0 150 H600" />
        <path d="M250 0 V288" />
        <path d="M520 0 V288" />
      </g>
      <path d="M300 60 c-26 0-46 20-46 45 0 34 46 78 46 78 s46-44 46-78 c0-25-20-45-46-45z" fill="#9a3412" />
      <circle cx="300" cy="105" r="16" fill="#fff" />
    </svg>
  );
}
