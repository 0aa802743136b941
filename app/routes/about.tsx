import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { HighlightCards } from "~/components/ui/highlight-cards";
import { Link } from "~/components/ui/links";
import { LAUNCH_YEAR } from "~/content/site";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/about";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`About GharStay` },
    {
      name: "description",
      content: t`GharStay, launched in ${LAUNCH_YEAR}, lists verified hotels, PGs, rooms, co-living homes and properties across northern India.`,
    },
  ];
}

const VALUES = [
  {
    title: msg`Verified before it is visible`,
    text: msg`Every stay and property is checked by our team and approved before anyone can see it.`,
  },
  {
    title: msg`Honest prices`,
    text: msg`Prices in rupees, as the owner asks them: no hidden brokerage, no surprise deposits.`,
  },
  {
    title: msg`For every budget`,
    text: msg`From a shared PG room for a student to a luxury hotel suite or a family home to buy.`,
  },
  {
    title: msg`Local teams`,
    text: msg`People on the ground in Lucknow, Noida, Gurugram, Kanpur and Varanasi, and soon Mathura.`,
  },
];

export default function About() {
  const { i18n } = useLingui();
  const values = VALUES.map((value) => ({ title: i18n._(value.title), text: i18n._(value.text) }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>About GharStay</Trans>
      </h1>
      <div className="mt-6 space-y-4 text-lg text-gray-700">
        <p>
          <Trans>
            GharStay helps people find a place to stay — a hotel for a weekend, a PG near college, a room close to the
            office, a co-living home or a short-term flat for an internship — and helps families buy homes, plots and
            commercial property.
          </Trans>
        </p>
        <p>
          <Trans>
            We launched in {LAUNCH_YEAR} in Lucknow and now serve Noida, Gurugram, Kanpur and Varanasi. Owners, clients
            and agents post their listings for free; our team approves each one before it goes live.
          </Trans>
        </p>
      </div>
      <h2 className="mt-12 text-2xl font-bold text-gray-900">
        <Trans>What we stand for</Trans>
      </h2>
      <HighlightCards items={values} />
      <p className="mt-12 flex flex-wrap gap-4">
        <Link
          to="/ourteams"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Meet our team</Trans>
        </Link>
        <Link to="/contact" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
          <Trans>Contact us</Trans>
        </Link>
      </p>
    </div>
  );
}
