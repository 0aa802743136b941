import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { ListingFormAnswer } from "~/components/listing-form-answer";
import type { ReportFormResult } from "~/features/reports/report-schema";
import { reportOutcomeInit, submitReport } from "~/features/reports/reports.server";
import type { Route } from "./+types/property-report";

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await submitReport(request, params.id, false);
  if (outcome.ok) return data<ReportFormResult>({ ok: true, message: outcome.message }, reportOutcomeInit(outcome));
  return data<ReportFormResult>(
    { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors },
    reportOutcomeInit(outcome),
  );
}

export function meta() {
  return [{ title: t`Report this listing | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyReport({ actionData, params }: Route.ComponentProps) {
  return <ListingFormAnswer title={t`Report this listing`} listingId={params.id} answer={actionData} />;
}
