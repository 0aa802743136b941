import { t } from "@lingui/core/macro";
import { ConversationInbox } from "~/features/conversations/conversation-views";
import { conversationListings, conversationPage } from "~/features/conversations/conversations.server";
import { heldEnquiriesOf } from "~/features/leads/enquiries.server";
import { HeldEnquiries } from "~/features/leads/enquiry-inbox";
import { pageFrom } from "~/lib/pagination";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/messages";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Messages | GharStay` }, { name: "robots", content: "noindex" }];
}

/** 'Messages': the one inbox of seekers and owners alike; ?listing= keeps an owner's to one listing. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { searchParams } = new URL(request.url);
  const listings = await conversationListings(user.id);
  const asked = searchParams.get("listing");
  // Only a listing of the owner's own filters; anything else shows everything.
  const listingId = listings.some((listing) => listing.id === asked) ? asked : null;
  const [result, held] = await Promise.all([
    conversationPage(user.id, pageFrom(searchParams), listingId),
    heldEnquiriesOf(user.id),
  ]);
  return { listings, listingId, result, held };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <ConversationInbox result={loaderData.result} listings={loaderData.listings} listingId={loaderData.listingId}>
      <HeldEnquiries items={loaderData.held} />
    </ConversationInbox>
  );
}
