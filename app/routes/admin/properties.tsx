import { Form, Link } from "react-router";
import { AdminTableHead } from "~/components/ui/admin-table";
import { FormMessage, SelectField, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { SUPPORTED_CITIES } from "~/content/cities";
import { LISTING_TYPES } from "~/content/listing-options";
import { moderationListings, pendingCount } from "~/features/listings/listing-moderation.server";
import { LISTING_STATUSES, propertyFiltersFrom } from "~/features/listings/property-filters";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { decideListing } from "~/features/moderation/listing-decision.server";
import { ApproveForm, revalidateAfterDecision } from "~/features/moderation/pending-queue";
import { formatDate, formatRupees } from "~/lib/format";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/properties";

export function meta() {
  return adminPageMeta({
    title: "All properties | Admin | GharStay",
    description: "Every listing, filtered by status, city and type, with approval for pending ones.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  const filters = propertyFiltersFrom(searchParams);
  const [listings, pending] = await Promise.all([moderationListings(filters, pageFrom(searchParams)), pendingCount()]);
  return { filters, listings, pending };
}

export function action({ request }: Route.ActionArgs) {
  return decideListing(request);
}

export const shouldRevalidate = revalidateAfterDecision;

const STATUS_LABELS = { pending: "Pending", approved: "Approved" } as const;

export default function AdminProperties({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const { filters, listings, pending } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">All properties</h1>
        <p className="mt-1 text-gray-700">
          {pending === 0 ? "No pending properties to approve." : `${pending} waiting for approval.`}
        </p>
      </header>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
      <Form
        method="get"
        role="search"
        aria-label="Filter properties"
        className="grid gap-4 md:grid-cols-5 md:items-end"
      >
        <TextField
          label="Search by name"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          className="md:col-span-2"
        />
        <SelectField
          label="Status"
          name="status"
          placeholder="All statuses"
          options={LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          defaultValue={filters.status ?? ""}
        />
        <SelectField
          label="City"
          name="city"
          placeholder="All cities"
          options={SUPPORTED_CITIES}
          defaultValue={filters.city ?? ""}
        />
        <SelectField
          label="Listing type"
          name="type"
          placeholder="All types"
          options={LISTING_TYPES}
          defaultValue={filters.type ?? ""}
        />
        <div className="flex gap-3 md:col-span-5">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Apply filters
          </button>
          <Link
            to="/admin/properties"
            className="rounded-md border border-gray-500 px-4 py-2 font-semibold text-gray-900"
          >
            Clear filters
          </Link>
        </div>
      </Form>
      <p className="text-gray-700" aria-live="polite">
        {listings.total} {listings.total === 1 ? "listing" : "listings"} found.
      </p>
      {listings.items.length === 0 ? (
        <p className="text-gray-700">No listings match these filters.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Listings</caption>
            <AdminTableHead
              columns={[
                "Name",
                "Owner",
                "City",
                "Type",
                { label: "Price", numeric: true },
                "Submitted",
                "Status",
                "Action",
              ]}
            />
            <tbody>
              {listings.items.map((listing) => {
                const nameId = `listing-${listing.id}`;
                return (
                  <tr key={listing.id} className="border-b border-gray-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <Link id={nameId} to={`/property/${listing.id}`} className="text-brand-800 hover:underline">
                        {listing.projectBuildingName.trim() || "Untitled Project"}
                      </Link>
                    </th>
                    <td className="py-2 pr-3">{listing.ownerName ?? "Not provided"}</td>
                    <td className="py-2 pr-3">{listing.city}</td>
                    <td className="py-2 pr-3">{`${listing.listingType} · ${listing.propertyType}`}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatRupees(listing.price)}</td>
                    <td className="py-2 pr-3">{formatDate(listing.createdAt)}</td>
                    <td className="py-2 pr-3">{STATUS_LABELS[listing.status]}</td>
                    <td className="py-2">
                      {listing.status === "pending" ? (
                        <ApproveForm listingId={listing.id} version={listing.version} describedBy={nameId} />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={listings.page} pageCount={listings.pageCount} label="Property pages" />
    </div>
  );
}
