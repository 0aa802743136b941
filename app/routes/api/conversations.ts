import { data } from "react-router";
import { conversationPage } from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES } from "~/features/conversations/message-schema";
import { pageFrom } from "~/lib/pagination";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/conversations";

/** GET /api/v1/me/conversations?page=&listing=: the inbox, newest activity first, with each one's unread count. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const { searchParams } = new URL(request.url);
  const listing = searchParams.get("listing");
  return data(await conversationPage(user.id, pageFrom(searchParams), listing ? listing.slice(0, 64) : null));
}
