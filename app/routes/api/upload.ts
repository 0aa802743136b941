import { msg, t } from "@lingui/core/macro";
import { data } from "react-router";
import { removeUpload } from "~/features/photos/photos.server";
import { i18n } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/upload";

const MESSAGES = {
  200: msg`Photo removed.`,
  403: msg`You can only remove your own photos.`,
  404: msg`Photo not found.`,
  409: msg`This photo belongs to a listing; remove it by editing the listing.`,
} as const;

/** DELETE /api/v1/uploads/:id: withdraws an upload that no listing has claimed yet. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  const status = await removeUpload(params.id, user);
  const said = i18n._(MESSAGES[status]);
  return data(status === 200 ? { message: said } : { error: said }, { status });
}

export function loader() {
  return data({ error: t`Use DELETE.` }, { status: 405 });
}
