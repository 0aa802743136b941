import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { bookingsPerDay } from "~/features/bookings/admin-bookings.server";
import { BookingsFigures } from "~/features/bookings/admin-bookings-views";
import { leadsPerDay } from "~/features/leads/enquiries.server";
import { listingBreakdown, pendingListings } from "~/features/listings/listing-moderation.server";
import { smsPause } from "~/features/mail/text-messages.server";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { AuditList } from "~/features/moderation/audit-list";
import { dashboardTotals } from "~/features/moderation/dashboard.server";
import { LeadsFigures } from "~/features/moderation/leads-figures";
import { decideListing } from "~/features/moderation/listing-decision.server";
import { ListingFigures } from "~/features/moderation/listing-figures";
import { PendingQueue, revalidateAfterDecision } from "~/features/moderation/pending-queue";
import { TotalsGrid } from "~/features/moderation/totals-grid";
import { possibleDuplicates } from "~/features/trust/photo-duplicates.server";
import { recentAudit } from "~/lib/audit.server";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminPageMeta({
    title: t`Admin dashboard | GharStay`,
    description: t`Totals, listing figures and the queue of listings waiting for approval.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const [totals, breakdown, pending, audit, leads, sms, bookings] = await Promise.all([
    dashboardTotals(),
    listingBreakdown(),
    pendingListings(pageFrom(url.searchParams)),
    recentAudit(10),
    leadsPerDay(),
    smsPause(),
    bookingsPerDay(),
  ]);
  const duplicates = await possibleDuplicates(pending.items.map((listing) => listing.id));
  return {
    totals,
    breakdown,
    pending,
    duplicates,
    audit,
    leads,
    sms,
    bookings,
    confirmRejectId: url.searchParams.get("reject"),
  };
}

export function action({ request }: Route.ActionArgs) {
  return decideListing(request);
}

export const shouldRevalidate = revalidateAfterDecision;

export default function AdminDashboard({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const { t } = useLingui();
  const { totals, breakdown, pending, duplicates, audit, leads, sms, bookings, confirmRejectId } = loaderData;
  const pendingTotal = pending.total;
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">
          <Trans>Admin dashboard</Trans>
        </h1>
      </header>
      {outcome ? (
        <FormMessage tone={outcome.tone} focus>
          {outcome.message}
        </FormMessage>
      ) : null}
      {sms ? (
        <FormMessage tone="error">
          {t`SMS paused: hourly limit of ${sms.limit} reached; ${plural(sms.waiting, { one: "# code waiting", other: "# codes waiting" })}`}
        </FormMessage>
      ) : null}
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="mb-3 text-xl font-semibold">
          <Trans>Totals</Trans>
        </h2>
        <TotalsGrid totals={totals} />
      </section>
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="mb-3 text-xl font-semibold">
          {t`Pending listings (${pendingTotal})`}
        </h2>
        <PendingQueue
          listings={pending.items}
          duplicates={duplicates}
          confirmRejectId={confirmRejectId}
          page={pending.page}
        />
        <Pagination page={pending.page} pageCount={pending.pageCount} label={t`Pending listings pages`} />
      </section>
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="mb-3 text-xl font-semibold">
          <Trans>Listings at a glance</Trans>
        </h2>
        <ListingFigures byCity={breakdown.byCity} byType={breakdown.byType} />
      </section>
      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading" className="mb-3 text-xl font-semibold">
          <Trans>Leads per day</Trans>
        </h2>
        <LeadsFigures days={leads} />
      </section>
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="mb-3 text-xl font-semibold">
          <Trans>Bookings per day</Trans>
        </h2>
        <BookingsFigures days={bookings} />
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-3 text-xl font-semibold">
          <Trans>Recent admin actions</Trans>
        </h2>
        <AuditList entries={audit} />
      </section>
    </div>
  );
}
