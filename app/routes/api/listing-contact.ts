import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { revealOwnerContact } from "~/features/leads/contact-reveals.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing-contact";

/**
 * POST /api/v1/listings/:id/contact: the owner's e-mail and mobile for a verified account, recorded for the owner;
 * 403 for enquiries-only listings and unverified accounts, 429 past 30 owners in a day.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await revealOwnerContact(await getCurrentUser(request), params.id);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return { owner: outcome.contact };
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
