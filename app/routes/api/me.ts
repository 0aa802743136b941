import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/me";

/** GET /api/v1/me: the signed-in user, or 401 for a visitor. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  const headers = { "Cache-Control": "no-store" };
  if (!user) return data({ error: t`Not logged in.` }, { status: 401, headers });
  return data({ user }, { headers });
}
