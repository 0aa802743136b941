import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { label } from "~/content/labels";
import type { ChartSlice } from "~/features/listings/listings";

const ListingCharts = lazy(() => import("./listing-charts"));

function FigureTable({ caption, heading, slices }: { caption: string; heading: string; slices: ChartSlice[] }) {
  return (
    <table className="w-full text-left">
      <caption className="pb-1 text-left font-semibold text-gray-900">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col" className="py-1 pr-4 font-medium text-gray-700">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right font-medium text-gray-700">
            <Trans>Listings</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {slices.map((slice) => (
          <tr key={slice.name} className="border-b border-gray-100">
            <th scope="row" className="py-1 pr-4 font-normal">
              {label(slice.name)}
            </th>
            <td className="py-1 text-right tabular-nums">{slice.listings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Listings per city and per type. The tables are server-rendered and carry the numbers for
 * everyone; the charts are drawn after hydration as a visual aid.
 */
export function ListingFigures({ byCity, byType }: { byCity: ChartSlice[]; byType: ChartSlice[] }) {
  const { t } = useLingui();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (byCity.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>No listings yet.</Trans>
      </p>
    );
  return (
    <div className="space-y-6">
      <div aria-hidden="true">
        {hydrated ? (
          <Suspense fallback={<div className="h-64" />}>
            <ListingCharts byCity={byCity} byType={byType} />
          </Suspense>
        ) : (
          <div className="h-64" />
        )}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FigureTable caption={t`Listings per city`} heading={t`City`} slices={byCity} />
        <FigureTable caption={t`Listings by listing type`} heading={t`Listing type`} slices={byType} />
      </div>
    </div>
  );
}
