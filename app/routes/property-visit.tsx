import { data, Link } from "react-router";
import { FormMessage } from "~/components/ui/field";
import type { VisitFormResult } from "~/features/visits/visit-schema";
import { submitVisitRequest, VISIT_MESSAGES, visitOutcomeInit } from "~/features/visits/visits.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/property-visit";

export async function action({ request, params }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data<VisitFormResult>({ ok: false, message: VISIT_MESSAGES.signIn }, { status: 401 });
  const outcome = await submitVisitRequest(request, user, params.id, false);
  if (outcome.ok) return data<VisitFormResult>({ ok: true, message: outcome.message });
  return data<VisitFormResult>(
    { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors },
    visitOutcomeInit(outcome),
  );
}

export function meta() {
  return [{ title: "Schedule a visit | GharStay" }, { name: "robots", content: "noindex" }];
}

/** Shown only when the form was posted without JavaScript: the answer, and the way back. */
export default function PropertyVisit({ actionData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Schedule a visit</h1>
      {actionData ? (
        <div className="mt-4">
          <FormMessage tone={actionData.ok ? "success" : "error"}>
            {[actionData.message, ...Object.values(actionData.fieldErrors ?? {})].join(" ")}
          </FormMessage>
        </div>
      ) : null}
      <Link to={`/property/${params.id}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the listing
      </Link>
    </div>
  );
}
