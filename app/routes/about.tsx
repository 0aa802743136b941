import { HighlightCards } from "~/components/ui/highlight-cards";
import { Link } from "~/components/ui/links";
import { LAUNCH_YEAR } from "~/content/site";
import type { Route } from "./+types/about";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "About GharStay" },
    {
      name: "description",
      content: `GharStay, launched in ${LAUNCH_YEAR}, lists verified hotels, PGs, rooms, co-living homes and properties across northern India.`,
    },
  ];
}

const VALUES = [
  {
    title: "Verified before it is visible",
    text: "Every stay and property is checked by our team and approved before anyone can see it.",
  },
  {
    title: "Honest prices",
    text: "Prices in rupees, as the owner asks them: no hidden brokerage, no surprise deposits.",
  },
  {
    title: "For every budget",
    text: "From a shared PG room for a student to a luxury hotel suite or a family home to buy.",
  },
  {
    title: "Local teams",
    text: "People on the ground in Lucknow, Noida, Gurugram, Kanpur and Varanasi, and soon Mathura.",
  },
];

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">About GharStay</h1>
      <div className="mt-6 space-y-4 text-lg text-gray-700">
        <p>
          GharStay helps people find a place to stay — a hotel for a weekend, a PG near college, a room close to the
          office, a co-living home or a short-term flat for an internship — and helps families buy homes, plots and
          commercial property.
        </p>
        <p>
          We launched in {LAUNCH_YEAR} in Lucknow and now serve Noida, Gurugram, Kanpur and Varanasi. Owners, clients
          and agents post their listings for free; our team approves each one before it goes live.
        </p>
      </div>
      <h2 className="mt-12 text-2xl font-bold text-gray-900">What we stand for</h2>
      <HighlightCards items={VALUES} />
      <p className="mt-12 flex flex-wrap gap-4">
        <Link
          to="/ourteams"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Meet our team
        </Link>
        <Link to="/contact" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
          Contact us
        </Link>
      </p>
    </div>
  );
}
