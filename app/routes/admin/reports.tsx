import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage, TextAreaField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { label } from "~/content/labels";
import { LISTING_STATUS_LABELS } from "~/content/listing-status-labels";
import type { ListingStatus } from "~/content/listing-statuses";
import { MessageReportsSection } from "~/features/conversations/conversation-views";
import { openMessageReports } from "~/features/conversations/conversations.server";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { ReportCredibility } from "~/features/reports/report-credibility";
import { REPORT_DETAILS_MAX } from "~/features/reports/report-schema";
import { reportDecisionAction, reportQueue } from "~/features/reports/reports.server";
import { reviewDecisionAction, reviewQueue } from "~/features/reviews/review-moderation.server";
import { ReviewQueueSection } from "~/features/reviews/review-views";
import { formatDate } from "~/lib/format";
import { localePath } from "~/lib/i18n";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/reports";

export function meta() {
  return adminPageMeta({
    title: t`Reports | Admin | GharStay`,
    description: t`Listings, reviews and messages users reported, with their reasons and reporters.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [queue, messageReports, reviews] = await Promise.all([
    reportQueue(pageFrom(new URL(request.url).searchParams)),
    openMessageReports(1),
    reviewQueue(pageFrom(new URL(request.url).searchParams, "reviewPage")),
  ]);
  return { queue, messageReports, reviews };
}

/** A decision on a listing's reports, or (posted to `?review`) on a held or reported review. */
export function action({ request }: Route.ActionArgs) {
  const onReview = new URL(request.url).searchParams.has("review");
  return onReview ? reviewDecisionAction(request) : reportDecisionAction(request);
}

const buttonClass =
  "min-h-11 rounded-md px-3 py-1.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

export default function AdminReports({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const { t } = useLingui();
  const { queue } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Reports</Trans>
      </h1>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
      {queue.items.length === 0 ? (
        <p className="text-gray-700">
          <Trans>No open reports.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {queue.items.map((entry) => {
            const nameId = `reported-${entry.listingId}`;
            const count = entry.reports.length;
            const status = LISTING_STATUS_LABELS[entry.status as ListingStatus] ?? entry.status;
            const owner = entry.ownerName ?? t`Not provided`;
            return (
              <li key={entry.listingId} className="rounded-lg border border-gray-200 p-4">
                <article aria-labelledby={nameId}>
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={nameId} className="text-lg font-semibold">
                      <a href={localePath(`/property/${entry.listingId}`)} className="text-brand-800 underline">
                        {entry.name}
                      </a>
                    </h2>
                    <p className="text-sm text-gray-700">
                      {`${t`${plural(count, { one: "# open report", other: "# open reports" })}`} · ${status} · ${t`Owner: ${owner}`}`}
                    </p>
                  </header>
                  <ul className="mt-2 space-y-2">
                    {entry.reports.map((report) => (
                      <li key={report.id} className="text-gray-900">
                        <p>
                          <strong>{label(report.reason)}</strong>
                          {` — ${report.reporterName} (${report.reporterEmail}), ${formatDate(report.createdAt)}`}
                        </p>
                        {report.details ? <p className="whitespace-pre-line text-gray-800">{report.details}</p> : null}
                        <ReportCredibility counts={report.counts} notCountedBecause={report.notCountedBecause} />
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3 flex flex-wrap items-start gap-3">
                    <Form method="post">
                      <input type="hidden" name="listingId" value={entry.listingId} />
                      <button
                        type="submit"
                        name="decision"
                        value="dismiss"
                        aria-describedby={nameId}
                        className={`${buttonClass} border border-gray-400 text-gray-900 hover:bg-gray-50`}
                      >
                        <Trans>Dismiss</Trans>
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="listingId" value={entry.listingId} />
                      <button
                        type="submit"
                        name="decision"
                        value="remove"
                        aria-describedby={nameId}
                        className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </Form>
                    <Form method="post" className="w-full max-w-lg space-y-2">
                      <input type="hidden" name="listingId" value={entry.listingId} />
                      <TextAreaField
                        id={`note-${entry.listingId}`}
                        label={t`Note to the owner`}
                        name="note"
                        rows={2}
                        required
                        maxLength={REPORT_DETAILS_MAX}
                      />
                      <button
                        type="submit"
                        name="decision"
                        value="ask-fix"
                        aria-describedby={nameId}
                        className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
                      >
                        <Trans>Ask the owner to fix</Trans>
                      </button>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={queue.page} pageCount={queue.pageCount} label={t`Report pages`} />
      <ReviewQueueSection queue={loaderData.reviews} />
      <MessageReportsSection result={loaderData.messageReports} />
    </div>
  );
}
