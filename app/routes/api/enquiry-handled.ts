import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { markEnquiryHandled } from "~/features/leads/enquiries.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/enquiry-handled";

/** Getters: each answer speaks the caller's language. */
const ANSWERS = {
  get 200() {
    return t`Marked handled.`;
  },
  get 403() {
    return t`Only the listing's owner can mark this enquiry handled.`;
  },
  get 404() {
    return t`Enquiry not found.`;
  },
};

/** POST /api/v1/me/enquiries/:id/handled: the owner marks one enquiry handled. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Not logged in.` }, { status: 401 });
  const status = await markEnquiryHandled(params.id, user);
  return data(status === 200 ? { message: ANSWERS[200] } : { error: ANSWERS[status] }, { status });
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
