import { data } from "react-router";
import {
  conversationView,
  markConversationRead,
  readableConversation,
} from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES } from "~/features/conversations/message-schema";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/conversation";

/**
 * GET /api/v1/me/conversations/:id: the listing, who blocked, and the messages oldest first; a participant reading it
 * marks it read. An Admin reads it, read-only (`side` null), while one of its messages is reported.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const access = await readableConversation(user, params.id);
  if (!access.ok) return data({ error: access.message }, { status: access.status });
  const conversation = await conversationView(access, user.id);
  if (access.side) await markConversationRead(params.id, user.id);
  return data(conversation);
}
