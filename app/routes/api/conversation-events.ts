import { data } from "react-router";
import { readableConversation } from "~/features/conversations/conversations.server";
import { conversationEvents } from "~/features/conversations/live.server";
import { CONVERSATION_MESSAGES } from "~/features/conversations/message-schema";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/conversation-events";

/** GET /api/v1/me/conversations/:id/events: Server-Sent Events, one `message` event per new message, for its readers. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const access = await readableConversation(user, params.id);
  if (!access.ok) return data({ error: access.message }, { status: access.status });
  return conversationEvents(params.id, request.signal);
}
