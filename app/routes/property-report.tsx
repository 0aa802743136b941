import { data, Link } from "react-router";
import { FormMessage } from "~/components/ui/field";
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
  return [{ title: "Report this listing | GharStay" }, { name: "robots", content: "noindex" }];
}

/** Shown only when the form was posted without JavaScript: the answer, and the way back. */
export default function PropertyReport({ actionData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Report this listing</h1>
      {actionData ? (
        <div className="mt-4">
          <FormMessage tone={actionData.ok ? "success" : "error"}>
            {[actionData.message, ...Object.values(actionData.ok ? {} : (actionData.fieldErrors ?? {}))].join(" ")}
          </FormMessage>
        </div>
      ) : null}
      <Link to={`/property/${params.id}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the listing
      </Link>
    </div>
  );
}
