import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CityCards } from "~/features/home/city-cards";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/cities";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Cities | GharStay` },
    {
      name: "description",
      content: t`Hotels, PGs and properties in Lucknow, Noida, Gurugram, Kanpur and Varanasi; Mathura is coming soon.`,
    },
  ];
}

export default function Cities() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>Our Cities</Trans>
      </h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-gray-700">
        <Trans>Choose a city to see what is available, find it on the map or talk to our local team.</Trans>
      </p>
      <CityCards headingLevel={2} />
    </div>
  );
}
