import { data } from "react-router";
import { unreadMessageCount } from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES } from "~/features/conversations/message-schema";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/unread";

/** GET /api/v1/me/unread: {messages}, the count the header shows beside 'Messages'. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  return data({ messages: await unreadMessageCount(user.id) });
}
