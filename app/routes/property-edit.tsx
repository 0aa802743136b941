import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data, isRouteErrorResponse } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { draftFromListing } from "~/features/listings/listing-draft";
import { listingName } from "~/features/listings/listing-text";
import { ListingWizard } from "~/features/listings/listing-wizard";
import { deleteListing, listingForEdit } from "~/features/listings/listings.server";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import { useRootData } from "~/root";
import type { Route } from "./+types/property-edit";

export const handle: RouteHandle = { hideFooter: true, hideHelp: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { listing, photos } = await listingForEdit(params.id, user);
  return {
    userId: user.id,
    listingId: listing.id,
    name: listing.projectBuildingName,
    draft: draftFromListing(listing),
    photos,
  };
}

/** Deleting posts here from the owner's confirmation; saving goes through PUT /api/v1/listings/:id. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = await readSubmission(request, z.object({ intent: z.literal("delete") }));
  if (!submission.ok) throw new Response(submission.message ?? t`Unknown action.`, { status: submission.status });
  const outcome = await deleteListing(user, params.id);
  // Guests still count on its bookings: the owner reads why on this listing's page, with the way to them.
  if (!outcome.ok && outcome.status === 409) return data({ deleteRefused: outcome.message }, { status: 409 });
  if (!outcome.ok) {
    throw new Response(outcome.status === 403 ? t`You can only delete your own listings.` : t`Listing not found.`, {
      status: outcome.status,
    });
  }
  return redirect("/profile");
}

export function meta({ data }: Route.MetaArgs) {
  const name = listingName(data?.name);
  return pageMeta({
    title: t`Edit ${name} | GharStay`,
    description: t`Change your listing's details, amenities and photos; it is checked again before it shows.`,
  });
}

export default function PropertyEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { userId, listingId, name, draft, photos } = loaderData;
  const tiles = useRootData()?.site;
  const shownName = listingName(name);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link to={`/property/${listingId}`} className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Back to the listing</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Edit {shownName}</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>After you save, the listing waits for approval again.</Trans>
      </p>
      {actionData?.deleteRefused ? (
        <div className="mt-4 space-y-2">
          <FormMessage tone="error">{actionData.deleteRefused}</FormMessage>
          <Link to="/bookings" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            <Trans>Go to Bookings</Trans>
          </Link>
        </div>
      ) : null}
      <div className="mt-8">
        <ListingWizard key={listingId} userId={userId} edit={{ listingId, draft, photos }} mapTiles={tiles} />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? t`Listing not found` : status === 403 ? t`Access denied` : t`Something went wrong`;
  const message =
    status === 404
      ? t`This listing does not exist.`
      : status === 403
        ? t`You can only edit or delete your own listings.`
        : t`We could not open this listing for editing. Please try again in a moment.`;
  return (
    <ErrorView title={title} message={message}>
      <Link to="/profile" className="mt-8 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to your profile</Trans>
      </Link>
    </ErrorView>
  );
}
