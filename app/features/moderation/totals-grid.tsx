import { useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import type { DashboardTotals } from "./dashboard.server";

export function TotalsGrid({ totals }: { totals: DashboardTotals }) {
  const { t } = useLingui();
  const { unhandledContacts } = totals;
  const tiles = [
    { label: t`Our projects`, value: totals.ourProjects, note: t`Developer projects`, to: "/admin/ourproject" },
    { label: t`Our services`, value: totals.ourServices, note: t`Post Property and Buys postings`, to: "/admin/Buys" },
    {
      label: t`Posted properties`,
      value: totals.postedProperties,
      note: t`Listings by users`,
      to: "/admin/properties",
    },
    {
      label: t`Contacts`,
      value: totals.contacts,
      note: t`${unhandledContacts} not handled`,
      to: "/admin/contacts",
    },
    {
      label: t`Pending listings`,
      value: totals.pendingListings,
      note: t`Waiting for a decision`,
      to: "/admin/properties?status=pending",
    },
    {
      label: t`Open reports`,
      value: totals.openReports,
      note: t`Reports waiting for a decision`,
      to: "/admin/reports",
    },
    {
      label: t`Expiring listings`,
      value: totals.expiringListings,
      note: t`Leave public pages within 7 days`,
      to: null,
    },
    {
      label: t`Possible duplicates`,
      value: totals.possibleDuplicates,
      note: t`Pending listings with another owner's photo`,
      to: "/admin#pending-heading",
    },
    { label: t`Users`, value: totals.users, note: t`Registered accounts`, to: null },
    { label: t`Alert e-mails sent`, value: totals.alertMailsSent, note: t`Saved-search alerts and digests`, to: null },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="font-medium text-gray-700">
            {tile.to ? (
              <Link to={tile.to} className="hover:underline">
                {tile.label}
              </Link>
            ) : (
              tile.label
            )}
          </dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-gray-900">{tile.value}</dd>
          <dd className="text-sm text-gray-700">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
