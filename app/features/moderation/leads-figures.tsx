import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { LEAD_KIND_KEYS, LEAD_KIND_LABELS, type LeadsDay } from "~/features/leads/leads-per-day";

const LeadsChart = lazy(() => import("./listing-charts").then((charts) => ({ default: charts.LeadsChart })));

const cell = "py-1 pr-2 text-right tabular-nums";

/**
 * Leads per day for the last 14 days. The table is server-rendered and carries the numbers for everyone;
 * the chart is drawn after hydration as a visual aid.
 */
export function LeadsFigures({ days }: { days: LeadsDay[] }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="space-y-6">
      <div aria-hidden="true">
        {hydrated ? (
          <Suspense fallback={<div className="h-72" />}>
            <LeadsChart days={days} />
          </Suspense>
        ) : (
          <div className="h-72" />
        )}
      </div>
      {/* No sideways scrolling on a phone: narrow padding, and the column names wrap. */}
      <div>
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-semibold text-gray-900">
            <Trans>Leads per day, India time</Trans>
          </caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
                <Trans>Day</Trans>
              </th>
              {LEAD_KIND_KEYS.map((kind) => (
                <th key={kind} scope="col" className="py-1 pr-2 text-right font-medium text-gray-700">
                  {LEAD_KIND_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-gray-100">
                <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
                  {day.day}
                </th>
                {LEAD_KIND_KEYS.map((kind) => (
                  <td key={kind} className={cell}>
                    {day[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
