import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { DayFiguresTable } from "~/components/ui/day-figures-table";
import { LEAD_KIND_KEYS, LEAD_KIND_LABELS, type LeadsDay } from "~/features/leads/leads";

const LeadsChart = lazy(() => import("./listing-charts").then((charts) => ({ default: charts.LeadsChart })));

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
      <div>
        <DayFiguresTable
          caption={<Trans>Leads per day, India time</Trans>}
          columns={LEAD_KIND_KEYS.map((key) => ({ key, label: LEAD_KIND_LABELS[key] }))}
          days={days}
        />
      </div>
    </div>
  );
}
