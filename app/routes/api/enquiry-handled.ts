import { data } from "react-router";
import { markEnquiryHandled } from "~/features/leads/enquiries.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/enquiry-handled";

const ANSWERS = {
  200: "Marked handled.",
  403: "Only the listing's owner can mark this enquiry handled.",
  404: "Enquiry not found.",
} as const;

/** POST /api/v1/me/enquiries/:id/handled: the owner marks one enquiry handled. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: "Not logged in." }, { status: 401 });
  const status = await markEnquiryHandled(params.id, user);
  return data(status === 200 ? { message: ANSWERS[200] } : { error: ANSWERS[status] }, { status });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405 });
}
