import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { LISTING_STATUS_LABELS } from "~/content/listing-status-labels";
import type { ListingStatus } from "~/content/listing-statuses";
import { resendVerification } from "~/features/accounts/email-verification.server";
import { EmailVerificationPanel, type ResendVerificationResult } from "~/features/accounts/email-verification-panel";
import { OwnListingsSection, ProfileCard, ProfileTabs } from "~/features/accounts/profile-view";
import { SavedSearchList } from "~/features/alerts/saved-search-list";
import { savedSearchesOf } from "~/features/alerts/saved-searches.server";
import { savedListingCards } from "~/features/favourites/favourites.server";
import { contactViewsOf } from "~/features/leads/contact-reveals.server";
import { ContactViewsMaybe } from "~/features/leads/contact-views";
import { enquiryPage, INBOX_TAB, markEnquiriesRead, markEnquiryHandled } from "~/features/leads/enquiries.server";
import { HANDLED_INTENT, ReceivedEnquiries, SentEnquiries } from "~/features/leads/enquiry-inbox";
import { ExpiringListingsMaybe } from "~/features/listings/expiring-listings";
import { ownListings } from "~/features/listings/listing-cards.server";
import { ownExpiringListings } from "~/features/listings/listing-freshness.server";
import { OwnerListingActions } from "~/features/listings/owner-listing-actions";
import { buildersRepresentedBy } from "~/features/projects/builders.server";
import { RepresentedBuilders } from "~/features/projects/represented-builders";
import { upcomingVisits } from "~/features/visits/visit-requests.server";
import { VisitsSection } from "~/features/visits/visits-view";
import { readSubmission } from "~/lib/form-submission.server";
import { pageFrom } from "~/lib/pagination";
import { requireUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/profile";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`My Profile | GharStay` },
    {
      name: "description",
      content: t`Your GharStay account, your approved and pending stay listings, and your favourites.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { id, ...user } = await requireUser(request);
  const { searchParams } = new URL(request.url);
  const tab = searchParams.get("tab");
  if (tab === INBOX_TAB) {
    // Read before marking them read, so this page still shows which ones are new.
    const enquiries = await enquiryPage(id, "received", pageFrom(searchParams));
    await markEnquiriesRead(id);
    return { user, tab: "enquiries" as const, enquiries };
  }
  if (tab === "my-enquiries") {
    return { user, tab: "my-enquiries" as const, enquiries: await enquiryPage(id, "sent", pageFrom(searchParams)) };
  }
  if (tab === "favourites") {
    return {
      user,
      tab: "favourites" as const,
      favourites: await savedListingCards(id, pageFrom(searchParams, "favouritesPage")),
    };
  }
  if (tab === "visits") {
    return { user, tab: "visits" as const, visits: await upcomingVisits(id) };
  }
  if (tab === "saved-searches") {
    return { user, tab: "saved-searches" as const, savedSearches: await savedSearchesOf(id) };
  }
  const [represented, contactViews, expiring, approved, pending, hidden] = await Promise.all([
    user.role === "Agent" ? buildersRepresentedBy(id) : [],
    contactViewsOf(id),
    ownExpiringListings(id),
    ownListings(id, ["approved"], pageFrom(searchParams, "approvedPage")),
    ownListings(id, ["pending"], pageFrom(searchParams, "pendingPage")),
    ownListings(id, ["held", "removed", "closed"], pageFrom(searchParams, "hiddenPage")),
  ]);
  return { user, tab: "listings" as const, represented, contactViews, expiring, approved, pending, hidden };
}

/** The profile's forms: 'Mark handled' on an enquiry, else a new verification link. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = await readSubmission(request, profileIntentSchema);
  if (submission.ok && submission.value.intent === HANDLED_INTENT) {
    const status = await markEnquiryHandled(submission.value.enquiryId ?? "", user);
    if (status !== 200) throw new Response(t`Enquiry not found.`, { status });
    return null;
  }
  const outcome = await resendVerification(user);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data<ResendVerificationResult>({ ok: false, message: outcome.message }, { status: outcome.status, headers });
  }
  return data<ResendVerificationResult>({ ok: true, message: outcome.value.message });
}

const profileIntentSchema = z.object({ intent: z.string().optional(), enquiryId: z.string().optional() });

const ownerActions = (listingId: string) => <OwnerListingActions listingId={listingId} />;

/** Why a listing of the owner's is off public pages: held after reports, removed, or rented or sold. */
function hiddenStatus(listings: Array<{ id: string; status: ListingStatus }>, listingId: string) {
  const status = listings.find((listing) => listing.id === listingId)?.status;
  return (
    <>
      {status ? <p className="mt-2 text-sm font-medium text-amber-900">{LISTING_STATUS_LABELS[status]}</p> : null}
      <OwnerListingActions listingId={listingId} />
    </>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ProfileCard user={loaderData.user} />
      <EmailVerificationPanel verified={loaderData.user.emailVerified} result={actionData ?? undefined} />
      <ProfileTabs current={loaderData.tab} />
      {loaderData.tab === "enquiries" ? <ReceivedEnquiries result={loaderData.enquiries} /> : null}
      {loaderData.tab === "my-enquiries" ? <SentEnquiries result={loaderData.enquiries} /> : null}
      {loaderData.tab === "saved-searches" ? <SavedSearchList searches={loaderData.savedSearches} /> : null}
      {loaderData.tab === "visits" ? <VisitsSection {...loaderData.visits} /> : null}
      {loaderData.tab === "favourites" ? (
        <OwnListingsSection
          title={t`Favourites`}
          emptyText={t`No favourites yet.`}
          result={loaderData.favourites}
          pageParam="favouritesPage"
        />
      ) : null}
      {loaderData.tab === "listings" ? (
        <>
          <RepresentedBuilders builders={loaderData.represented} email={loaderData.user.email} />
          <ContactViewsMaybe views={loaderData.contactViews} />
          <ExpiringListingsMaybe listings={loaderData.expiring} />
          <OwnListingsSection
            title={t`Approved Listings`}
            emptyText={t`No approved listings.`}
            result={loaderData.approved}
            pageParam="approvedPage"
            renderActions={ownerActions}
          />
          <OwnListingsSection
            title={t`Pending Listings`}
            emptyText={t`No pending listings.`}
            result={loaderData.pending}
            pageParam="pendingPage"
            renderActions={ownerActions}
          />
          {loaderData.hidden.listings.length > 0 ? (
            <OwnListingsSection
              title={t`Hidden Listings`}
              emptyText={t`No hidden listings.`}
              result={loaderData.hidden}
              pageParam="hiddenPage"
              renderActions={(listingId) => hiddenStatus(loaderData.hidden.listings, listingId)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
