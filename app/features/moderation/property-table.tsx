import { Trans, useLingui } from "@lingui/react/macro";
import { AdminTableHead } from "~/components/ui/admin-table";
import { SelectField, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { SUPPORTED_CITIES } from "~/content/cities";
import { label } from "~/content/labels";
import { LISTING_TYPES } from "~/content/listing-options";
import { LISTING_STATUS_LABELS } from "~/content/listing-status-labels";
import { LISTING_STATUSES } from "~/content/listing-statuses";
import { listingName, type ModerationListing, type PropertyFilters } from "~/features/listings/listings";
import { formatDate, formatPrice } from "~/lib/format";
import { ApproveForm } from "./pending-queue";

/** The All properties filters, sent as a GET so a filtered list has its own address. */
export function PropertyFilterForm({ filters }: { filters: PropertyFilters }) {
  const { t } = useLingui();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t`Filter properties`}
      className="grid gap-4 md:grid-cols-5 md:items-end"
    >
      <TextField
        label={t`Search by name`}
        name="q"
        type="search"
        defaultValue={filters.q ?? ""}
        className="md:col-span-2"
      />
      <SelectField
        label={t`Status`}
        name="status"
        placeholder={t`All statuses`}
        options={LISTING_STATUSES.map((value) => ({ value, label: LISTING_STATUS_LABELS[value] }))}
        defaultValue={filters.status ?? ""}
      />
      <SelectField
        label={t`City`}
        name="city"
        placeholder={t`All cities`}
        options={SUPPORTED_CITIES.map((value) => ({ value, label: label(value) }))}
        defaultValue={filters.city ?? ""}
      />
      <SelectField
        label={t`Listing type`}
        name="type"
        placeholder={t`All types`}
        options={LISTING_TYPES.map((value) => ({ value, label: label(value) }))}
        defaultValue={filters.type ?? ""}
      />
      <div className="flex gap-3 md:col-span-5">
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          <Trans>Apply filters</Trans>
        </button>
        <Link
          to="/admin/properties"
          className="rounded-md border border-gray-500 px-4 py-2 font-semibold text-gray-900"
        >
          <Trans>Clear filters</Trans>
        </Link>
      </div>
    </Form>
  );
}

/** Every listing on one page of All properties, with Approve on the pending ones. */
export function PropertyTable({ listings }: { listings: ModerationListing[] }) {
  const { t } = useLingui();
  if (listings.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>No listings match these filters.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full text-left">
        <caption className="sr-only">
          <Trans>Listings</Trans>
        </caption>
        <AdminTableHead
          columns={[
            t`Name`,
            t`Owner`,
            t`City`,
            t`Type`,
            { label: t`Price`, numeric: true },
            t`Submitted`,
            t`Status`,
            t`Action`,
          ]}
        />
        <tbody>
          {listings.map((listing) => {
            const nameId = `listing-${listing.id}`;
            return (
              <tr key={listing.id} className="border-b border-gray-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <Link id={nameId} to={`/property/${listing.id}`} className="text-brand-800 hover:underline">
                    {listingName(listing.projectBuildingName)}
                  </Link>
                </th>
                <td data-label={t`Owner`} className="py-2 pr-3">
                  {listing.ownerName ?? t`Not provided`}
                </td>
                <td data-label={t`City`} className="py-2 pr-3">
                  {label(listing.city)}
                </td>
                <td
                  data-label={t`Type`}
                  className="py-2 pr-3"
                >{`${label(listing.listingType)} · ${label(listing.propertyType)}`}</td>
                <td data-label={t`Price`} className="py-2 pr-3 text-right tabular-nums">
                  {formatPrice(listing)}
                </td>
                <td data-label={t`Submitted`} className="py-2 pr-3">
                  {formatDate(listing.createdAt)}
                </td>
                <td data-label={t`Status`} className="py-2 pr-3">
                  {LISTING_STATUS_LABELS[listing.status]}
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    {listing.status === "pending" ? (
                      <ApproveForm listingId={listing.id} version={listing.version} describedBy={nameId} />
                    ) : null}
                    <Link
                      to={`/admin/listings/${listing.id}/check`}
                      aria-describedby={nameId}
                      className="font-semibold text-brand-800 underline"
                    >
                      <Trans>Check</Trans>
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
