import { OwnListingsSection, ProfileCard } from "~/features/accounts/profile-view";
import { ownListings } from "~/features/listings/listing-cards.server";
import { OwnerListingActions } from "~/features/listings/owner-listing-actions";
import { pageFrom } from "~/lib/pagination";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/profile";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "My Profile | GharStay" },
    { name: "description", content: "Your GharStay account and your approved and pending stay listings." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { id, ...user } = await requireUser(request);
  const { searchParams } = new URL(request.url);
  const [approved, pending] = await Promise.all([
    ownListings(id, "approved", pageFrom(searchParams, "approvedPage")),
    ownListings(id, "pending", pageFrom(searchParams, "pendingPage")),
  ]);
  return { user, approved, pending };
}

const ownerActions = (listingId: string) => <OwnerListingActions listingId={listingId} />;

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { user, approved, pending } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ProfileCard user={user} />
      <OwnListingsSection
        title="Approved Listings"
        emptyText="No approved listings."
        result={approved}
        pageParam="approvedPage"
        renderActions={ownerActions}
      />
      <OwnListingsSection
        title="Pending Listings"
        emptyText="No pending listings."
        result={pending}
        pageParam="pendingPage"
        renderActions={ownerActions}
      />
    </div>
  );
}
