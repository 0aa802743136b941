import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { PROPERTY_SERVICES, STAY_SERVICES } from "~/content/services";
import { ServicesGrid } from "~/features/home/services-grid";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/service";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Our Services | GharStay` },
    {
      name: "description",
      content: t`Book a hotel, find a PG, rent a room, join a co-living home or a short stay, and buy, rent or lease property with GharStay.`,
    },
  ];
}

export default function Services() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>Our Services</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-700">
        <Trans>Places to stay for a night or a year, and property to buy, rent or lease, in the cities we serve.</Trans>
      </p>
      <section aria-labelledby="stay-services" className="mt-10">
        <h2 id="stay-services" className="mb-6 text-2xl font-bold text-gray-900">
          <Trans>Places to stay</Trans>
        </h2>
        <ServicesGrid services={STAY_SERVICES} />
      </section>
      <section aria-labelledby="property-services" className="mt-14">
        <h2 id="property-services" className="mb-6 text-2xl font-bold text-gray-900">
          <Trans>Buy, rent and lease property</Trans>
        </h2>
        <ServicesGrid services={PROPERTY_SERVICES} />
      </section>
    </div>
  );
}
