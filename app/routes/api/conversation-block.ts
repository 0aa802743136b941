import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { setBlocked } from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES } from "~/features/conversations/message-schema";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/conversation-block";

/** POST /api/v1/me/conversations/:id/block blocks the other side; DELETE lifts the caller's own block. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") {
    return data({ error: t`Method not allowed.` }, { status: 405 });
  }
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const blocked = request.method === "POST";
  const access = await setBlocked(user, params.id, blocked);
  if (!access.ok) return data({ error: access.message }, { status: access.status });
  return data({ blocked });
}

export function loader() {
  return data({ error: t`Use POST or DELETE.` }, { status: 405 });
}
