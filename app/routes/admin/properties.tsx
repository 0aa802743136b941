import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { moderationListings, pendingCount } from "~/features/listings/listing-moderation.server";
import { propertyFiltersFrom } from "~/features/listings/property-filters";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { decideListing } from "~/features/moderation/listing-decision.server";
import { revalidateAfterDecision } from "~/features/moderation/pending-queue";
import { PropertyFilterForm, PropertyTable } from "~/features/moderation/property-table";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/properties";

export function meta() {
  return adminPageMeta({
    title: t`All properties | Admin | GharStay`,
    description: t`Every listing, filtered by status, city and type, with approval for pending ones.`,
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

export default function AdminProperties({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const { t } = useLingui();
  const { filters, listings, pending } = loaderData;
  const found = listings.total;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">
          <Trans>All properties</Trans>
        </h1>
        <p className="mt-1 text-gray-700">
          {pending === 0 ? t`No pending properties to approve.` : t`${pending} waiting for approval.`}
        </p>
      </header>
      {outcome ? (
        <FormMessage tone={outcome.tone} focus>
          {outcome.message}
        </FormMessage>
      ) : null}
      <PropertyFilterForm filters={filters} />
      <p className="text-gray-700" aria-live="polite">
        {t`${plural(found, { one: "# listing found.", other: "# listings found." })}`}
      </p>
      <PropertyTable listings={listings.items} />
      <Pagination page={listings.page} pageCount={listings.pageCount} label={t`Property pages`} />
    </div>
  );
}
