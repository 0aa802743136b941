import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { internationalPhone } from "~/components/support-contact";
import { Link } from "~/components/ui/links";
import { whatsappLink } from "~/content/site";
import { StatCounter } from "./stat-counter";

const STATS = [
  { label: msg`Hotel Listings`, from: 500, to: 800 },
  { label: msg`PG & Hostel Options`, from: 300, to: 500 },
  { label: msg`Rooms Available`, from: 600, to: 1000 },
];

/** 'Hotels, PGs & Rooms AVAILABLE near you': the counters, the call to action and the WhatsApp line. */
export function AvailabilitySection({ supportPhone }: { supportPhone: string }) {
  const { i18n } = useLingui();
  const phone = internationalPhone(supportPhone);
  return (
    <section aria-labelledby="available-title" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 text-center">
        <h2 id="available-title" className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
          <Trans>Hotels, PGs &amp; Rooms AVAILABLE near you</Trans>
        </h2>
        <dl className="mx-auto mt-10 grid max-w-4xl gap-6 sm:grid-cols-3">
          {STATS.map((stat) => (
            <StatCounter key={stat.label.id} label={i18n._(stat.label)} from={stat.from} to={stat.to} />
          ))}
        </dl>
        <Link
          to="/explore"
          className="mt-10 inline-block rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800"
        >
          <Trans>Find Your Stay</Trans>
        </Link>
        <p className="mt-6 text-gray-800">
          <Trans>Prefer to chat?</Trans>{" "}
          <a
            href={whatsappLink(supportPhone)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-green-800 underline"
          >
            <Trans>Contact us on WhatsApp at {phone}</Trans>
          </a>
        </p>
      </div>
    </section>
  );
}
