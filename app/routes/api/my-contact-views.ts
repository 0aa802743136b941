import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { contactViewsOf } from "~/features/leads/contact-reveals.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-contact-views";

/** GET /api/v1/me/contact-views: how many people saw the user's number in the last seven days, and the latest of them. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  return contactViewsOf(user.id);
}
