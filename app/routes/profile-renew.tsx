import { msg } from "@lingui/core/macro";
import { renewOwnListing } from "~/features/listings/listing-freshness.server";
import { i18n } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/profile-renew";

const REFUSED = {
  400: msg`This listing cannot be renewed.`,
  403: msg`You can only renew your own listings.`,
  404: msg`Listing not found.`,
} as const;

/** 'Still available' on the profile: keeps one of the owner's listings public for another 60 days. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const outcome = await renewOwnListing(user, params.id);
  if (!outcome.ok) throw new Response(i18n._(REFUSED[outcome.status]), { status: outcome.status });
  return redirect("/profile");
}

export function loader() {
  return redirect("/profile");
}
