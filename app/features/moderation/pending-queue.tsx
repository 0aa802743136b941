import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { Form, Link } from "~/components/ui/links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { label } from "~/content/labels";
import { REJECTION_REASONS } from "~/content/rejection-reasons";
import type { ModerationListing } from "~/features/listings/listings";
import type { PossibleDuplicate } from "~/features/trust/photo-duplicates.server";
import { formatDate } from "~/lib/format";
import { rejectionReasonLabel } from "./rejection-reasons";

const approveButtonClass =
  "rounded-md bg-green-700 px-3 py-1.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60";
const rejectButtonClass = "rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50";

/**
 * The queue pages reload their data after every Approve or Reject, whatever the answer: React Router
 * skips that after a 4xx by default, but a refused approval (409) must show the owner's new version.
 */
export function revalidateAfterDecision({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult !== undefined || defaultShouldRevalidate;
}

type ApproveProps = {
  listingId: string;
  /** The listing's updatedAt as shown: an owner's edit after it makes the approval refuse. */
  version: Date;
  describedBy: string;
};

/** Approve posts straight away; it only ever makes a listing public, and can be undone by rejecting. */
export function ApproveForm({ listingId, version, describedBy }: ApproveProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="version" value={new Date(version).toISOString()} />
      <button type="submit" className={approveButtonClass} aria-describedby={describedBy}>
        <Trans>Approve</Trans>
      </button>
    </Form>
  );
}

const reasonFieldClass = "mt-1 block w-full rounded-md border border-gray-500 bg-white px-2 py-1.5 text-gray-900";

/** The reason the owner is told: one from the list, or typed when none fits. */
function RejectionReasonFields() {
  const id = useId();
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-reason`} className="font-medium text-red-950">
          <Trans>Reason</Trans>
        </label>
        <select id={`${id}-reason`} name="reason" defaultValue={REJECTION_REASONS[0]} className={reasonFieldClass}>
          {REJECTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {rejectionReasonLabel(reason)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-other`} className="font-medium text-red-950">
          <Trans>Or type another reason</Trans>
        </label>
        <input id={`${id}-other`} type="text" name="otherReason" maxLength={300} className={reasonFieldClass} />
      </div>
    </div>
  );
}

/** 'Possible duplicate of …': the other listing named and linked, with the two photos side by side to compare. */
function PossibleDuplicates({ name, duplicates }: { name: string; duplicates: PossibleDuplicate[] }) {
  const { t } = useLingui();
  return (
    <ul className="mt-3 space-y-3">
      {duplicates.map((duplicate) => {
        const otherName = duplicate.otherName.trim() || t`Untitled Project`;
        return (
          <li key={duplicate.otherListingId} className="rounded-md border border-amber-300 bg-amber-50 p-3">
            <p className="font-semibold text-amber-950">
              <Trans>
                Possible duplicate of{" "}
                <Link to={`/property/${duplicate.otherListingId}`} className="underline">
                  {otherName}
                </Link>
              </Trans>
            </p>
            <div className="mt-2 grid grid-cols-2 gap-2">
              <figure>
                <ResponsiveImage
                  variants={duplicate.photo}
                  alt={t`Photo of ${name}`}
                  sizes="(min-width: 640px) 12rem, 45vw"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <figcaption className="mt-1 text-sm text-amber-950">
                  <Trans>This listing</Trans>
                </figcaption>
              </figure>
              <figure>
                <ResponsiveImage
                  variants={duplicate.otherPhoto}
                  alt={t`Photo of ${otherName}`}
                  sizes="(min-width: 640px) 12rem, 45vw"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <figcaption className="mt-1 text-sm text-amber-950">{otherName}</figcaption>
              </figure>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type Props = {
  listings: ModerationListing[];
  /** Per listing, other owners' listings with a photo that looks like one of its own. */
  duplicates: Record<string, PossibleDuplicate[]>;
  /** The listing whose rejection is being confirmed (from ?reject=). */
  confirmRejectId: string | null;
  page: number;
};

export function PendingQueue({ listings, duplicates, confirmRejectId, page }: Props) {
  const { t } = useLingui();
  if (listings.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>No pending listings.</Trans>
      </p>
    );
  const here = page > 1 ? `/admin?page=${page}` : "/admin";
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
      {listings.map((listing) => {
        const nameId = `pending-${listing.id}`;
        const name = listing.projectBuildingName.trim() || t`Untitled Project`;
        return (
          <li key={listing.id} className="p-4">
            <article className="flex flex-wrap items-start gap-4">
              <CoverOrPlaceholder
                cover={listing.cover}
                sizes="8rem"
                className="h-20 w-32 flex-none rounded object-cover"
                placeholderClassName="flex h-20 w-32 flex-none items-center justify-center rounded bg-gray-100 text-center text-sm text-gray-700"
              />
              <div className="min-w-48 flex-1">
                <h3 id={nameId} className="font-semibold text-gray-900">
                  {name}
                </h3>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800">
                  <dt className="text-gray-600">
                    <Trans>Owner</Trans>
                  </dt>
                  <dd>{listing.ownerName ?? t`Not provided`}</dd>
                  <dt className="text-gray-600">
                    <Trans>City</Trans>
                  </dt>
                  <dd>{label(listing.city)}</dd>
                  <dt className="text-gray-600">
                    <Trans>Type</Trans>
                  </dt>
                  <dd>{`${label(listing.listingType)} · ${label(listing.propertyType)}`}</dd>
                  <dt className="text-gray-600">
                    <Trans>Submitted</Trans>
                  </dt>
                  <dd>
                    <time dateTime={new Date(listing.createdAt).toISOString()}>{formatDate(listing.createdAt)}</time>
                  </dd>
                </dl>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/property/${listing.id}`}
                  aria-describedby={nameId}
                  className="rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100"
                >
                  <Trans>View</Trans>
                </Link>
                <Link
                  to={`/admin/listings/${listing.id}/check`}
                  aria-describedby={nameId}
                  className="rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100"
                >
                  <Trans>Check</Trans>
                </Link>
                <ApproveForm listingId={listing.id} version={listing.version} describedBy={nameId} />
                <Form method="get" action="/admin" preventScrollReset>
                  {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
                  <button
                    type="submit"
                    name="reject"
                    value={listing.id}
                    className={rejectButtonClass}
                    aria-describedby={nameId}
                  >
                    <Trans>Reject</Trans>
                  </button>
                </Form>
              </div>
            </article>
            {duplicates[listing.id] ? <PossibleDuplicates name={name} duplicates={duplicates[listing.id]} /> : null}
            {confirmRejectId === listing.id ? (
              <div className="mt-3">
                <ConfirmPanel
                  title={t`Reject “${name}”?`}
                  confirmLabel={t`Confirm reject`}
                  cancelTo={here}
                  action="/admin?index"
                  fields={{ intent: "reject", listingId: listing.id }}
                  controls={<RejectionReasonFields />}
                >
                  <Trans>This deletes the listing and its photos for good; its owner will no longer see it.</Trans>
                </ConfirmPanel>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
