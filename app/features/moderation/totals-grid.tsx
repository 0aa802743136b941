import { Link } from "~/components/ui/links";
import type { DashboardTotals } from "./dashboard.server";

export function TotalsGrid({ totals }: { totals: DashboardTotals }) {
  const tiles = [
    { label: "Our projects", value: totals.ourProjects, note: "Developer projects", to: "/admin/ourproject" },
    { label: "Our services", value: totals.ourServices, note: "Post Property and Buys postings", to: "/admin/Buys" },
    { label: "Posted properties", value: totals.postedProperties, note: "Listings by users", to: "/admin/properties" },
    {
      label: "Contacts",
      value: totals.contacts,
      note: `${totals.unhandledContacts} not handled`,
      to: "/admin/contacts",
    },
    {
      label: "Pending listings",
      value: totals.pendingListings,
      note: "Waiting for a decision",
      to: "/admin/properties?status=pending",
    },
    { label: "Open reports", value: totals.openReports, note: "Reports waiting for a decision", to: "/admin/reports" },
    {
      label: "Expiring listings",
      value: totals.expiringListings,
      note: "Leave public pages within 7 days",
      to: null,
    },
    {
      label: "Possible duplicates",
      value: totals.possibleDuplicates,
      note: "Pending listings with another owner's photo",
      to: "/admin#pending-heading",
    },
    { label: "Users", value: totals.users, note: "Registered accounts", to: null },
    { label: "Alert e-mails sent", value: totals.alertMailsSent, note: "Saved-search alerts and digests", to: null },
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
