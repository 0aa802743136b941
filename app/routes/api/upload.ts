import { data } from "react-router";
import { removeUpload } from "~/features/listings/uploads.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/upload";

const MESSAGES = {
  200: "Photo removed.",
  403: "You can only remove your own photos.",
  404: "Photo not found.",
  409: "This photo belongs to a listing; remove it by editing the listing.",
} as const;

/** DELETE /api/v1/uploads/:id: withdraws an upload that no listing has claimed yet. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return data({ error: "Method not allowed." }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: "Please log in." }, { status: 401 });
  const status = await removeUpload(params.id, user);
  return data(status === 200 ? { message: MESSAGES[status] } : { error: MESSAGES[status] }, { status });
}

export function loader() {
  return data({ error: "Use DELETE." }, { status: 405 });
}
