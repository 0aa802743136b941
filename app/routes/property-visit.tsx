import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { ListingFormAnswer } from "~/components/listing-form-answer";
import { submitVisitRequest, VISIT_MESSAGES, visitOutcomeInit } from "~/features/visits/visit-requests.server";
import type { VisitFormResult } from "~/features/visits/visit-schema";
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
  return [{ title: t`Schedule a visit | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyVisit({ actionData, params }: Route.ComponentProps) {
  const { t } = useLingui();
  return <ListingFormAnswer title={t`Schedule a visit`} listingId={params.id} answer={actionData} />;
}
