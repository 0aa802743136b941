import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { recordLead } from "~/features/leads/enquiries.server";
import { leadSchema } from "~/features/leads/enquiry-schema";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/leads";

/**
 * POST /api/v1/leads with JSON {listingId, kind: "whatsapp" | "call"}: a click on the listing page's
 * WhatsApp or call button, counted for the owner. Only signed-in users see those buttons, so only they count.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Not logged in.` }, { status: 401 });
  const body = await readSubmission(request, leadSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body) }, { status: body.status });
  const outcome = await recordLead(request, user, body.value.listingId, body.value.kind);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  if (!outcome.counted) return data({ message: t`Not counted: it is your own listing.` }, { status: 200 });
  return data({ message: t`Counted.` }, { status: 201 });
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
