import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { ListingFormAnswer } from "~/components/listing-form-answer";
import { logInLeadingTo, signUpLeadingTo } from "~/features/accounts/safe-redirect";
import { keepEnquiryDraft } from "~/features/leads/enquiry-drafts.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/property-message";

/**
 * A visitor's message to an owner, kept while they sign up or log in; both bring them back to the listing with it.
 * Someone already signed in goes straight back.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await keepEnquiryDraft(request, params.id);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data({ ok: false, message: outcome.message }, { status: outcome.status, headers });
  }
  if (await getCurrentUser(request)) throw redirect(outcome.returnTo, 303);
  const leading = outcome.next === "sign" ? signUpLeadingTo : logInLeadingTo;
  throw redirect(leading(outcome.returnTo), 303);
}

export function meta() {
  return [{ title: t`Message the owner | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyMessage({ actionData, params }: Route.ComponentProps) {
  const { t } = useLingui();
  return <ListingFormAnswer title={t`Message the owner`} listingId={params.id} answer={actionData} />;
}
