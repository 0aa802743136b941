import { t } from "@lingui/core/macro";
import { data } from "react-router";
// The handle is also in the browser's build, so what it reads comes from the entry without server code.
import { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from "~/features/photos/photos";
import { receiveUpload } from "~/features/photos/photos.server";
import type { RouteHandle } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/uploads";

export const handle: RouteHandle = {
  bodyLimit: {
    bytes: UPLOAD_BODY_LIMIT,
    tooLarge: { error: UPLOAD_MESSAGES.failed, reason: UPLOAD_MESSAGES.tooLarge },
  },
};

/**
 * POST /api/v1/uploads: one image as the raw body or as a multipart form. It becomes an
 * unclaimed photo of the signed-in user until a listing they submit claims it.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: UPLOAD_MESSAGES.failed, reason: UPLOAD_MESSAGES.logIn }, { status: 401 });
  const outcome = await receiveUpload(request, user);
  if (!outcome.ok) {
    return data({ error: UPLOAD_MESSAGES.failed, reason: outcome.reason }, { status: outcome.status });
  }
  return data({ message: UPLOAD_MESSAGES.succeeded, photo: outcome.photo }, { status: 201 });
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
