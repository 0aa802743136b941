import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { upcomingVisits } from "~/features/visits/visit-requests.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-visits";

/** GET /api/v1/me/visits: upcoming visits received on the user's listings and those they requested. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  return upcomingVisits(user.id);
}
