import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { label } from "~/content/labels";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { ListingCheckForm, type ListingCheckResult } from "~/features/trust/listing-check-form";
import { indiaToday, LISTING_CHECK_MESSAGES, listingCheckSchema } from "~/features/trust/listing-check-schema";
import { listingForCheck, recordListingCheck } from "~/features/trust/listing-checks.server";
import { readSubmission } from "~/lib/form-submission.server";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/listing-check";

export function meta() {
  return adminPageMeta({
    title: t`Check listing | Admin | GharStay`,
    description: t`Record what was checked about a listing, for its 'Checked by GharStay' badge.`,
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const listing = await listingForCheck(params.id);
  if (!listing) throw new Response("Listing not found.", { status: 404 });
  return { listing, today: indiaToday() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission(request, listingCheckSchema, { lists: ["checks"] });
  if (!submission.ok) {
    return data<ListingCheckResult>(
      {
        ok: false,
        message: submission.message ?? t`Please check the highlighted fields.`,
        fieldErrors: submission.fieldErrors,
        values: submission.values,
      },
      { status: submission.status },
    );
  }
  if (!(await recordListingCheck(admin.id, params.id, submission.value))) {
    throw new Response("Listing not found.", { status: 404 });
  }
  return data<ListingCheckResult>({ ok: true, message: LISTING_CHECK_MESSAGES.saved, fieldErrors: {}, values: {} });
}

export default function AdminListingCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { listing, today } = loaderData;
  const name = listing.projectBuildingName.trim() || t`Untitled Project`;
  return (
    <section>
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Check listing</Trans>
      </h1>
      <p className="mt-1 text-gray-700">{`${name}, ${listing.locality}, ${label(listing.city)}`}</p>
      <ListingCheckForm listing={{ ...listing, name }} today={today} result={actionData} />
    </section>
  );
}
