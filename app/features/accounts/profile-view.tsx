import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { initials } from "~/components/layout/site-header";
import { ListingCard } from "~/components/listing-card";
import { Form, Link } from "~/components/ui/links";
import type { OwnListingsPage } from "~/features/listings/listings";
import type { CurrentUser } from "~/lib/session.server";
import { roleLabel } from "./role-labels";

export function ProfileCard({ user }: { user: Omit<CurrentUser, "id"> }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="profile-name" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-brand-700 bg-brand-50 text-3xl font-bold text-brand-800">
          {user.photoUrl ? (
            <img src={user.photoUrl} alt="" width={96} height={96} className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{initials(user.name)}</span>
          )}
        </div>
        <div className="flex-1 text-center sm:text-left">
          <h1 id="profile-name" className="text-3xl font-bold text-gray-900">
            {user.name}
          </h1>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-gray-800 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">
              <Trans>Email</Trans>
            </dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-semibold">
              <Trans>Mobile</Trans>
            </dt>
            <dd>{user.mobileNumber ?? t`Not provided`}</dd>
            <dt className="font-semibold">
              <Trans>Role</Trans>
            </dt>
            <dd>{user.role ? roleLabel(user.role) : t`User`}</dd>
          </dl>
        </div>
        <Link
          to="/profile/settings"
          className="rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
        >
          <Trans>Settings</Trans>
        </Link>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
          >
            <Trans>Logout</Trans>
          </button>
        </Form>
      </div>
    </section>
  );
}

const PROFILE_TABS = [
  { tab: "listings", label: msg`My listings`, href: "/profile" },
  { tab: "favourites", label: msg`Favourites`, href: "/profile?tab=favourites" },
  // Enquiries are conversations now: both tabs open 'Messages' (issue 43).
  { tab: "enquiries", label: msg`Enquiries`, href: "/messages" },
  { tab: "my-enquiries", label: msg`My enquiries`, href: "/messages" },
  { tab: "visits", label: msg`Visits`, href: "/profile?tab=visits" },
  { tab: "saved-searches", label: msg`Saved searches`, href: "/profile?tab=saved-searches" },
] as const;

/** The profile's views as links, so each has its own address and works without JavaScript. */
export function ProfileTabs({ current }: { current: (typeof PROFILE_TABS)[number]["tab"] }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Profile sections`} className="mt-8 border-b border-gray-200">
      <ul className="flex flex-wrap gap-2">
        {PROFILE_TABS.map(({ tab, label, href }) => (
          <li key={tab}>
            <Link
              to={href}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center border-b-4 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
                tab === current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-gray-700 hover:text-gray-900"
              }`}
            >
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled, paged list of listing cards with 'View Details': the user's own listings, or their favourites. */
type OwnListingsSectionProps = {
  title: string;
  emptyText: string;
  result: OwnListingsPage;
  /** The query parameter that pages this list. */
  pageParam: string;
  /** Owner controls for each listing (edit, delete) from the listings feature. */
  renderActions?: (listingId: string) => React.ReactNode;
};

export function OwnListingsSection({ title, emptyText, result, pageParam, renderActions }: OwnListingsSectionProps) {
  const headingId = `${pageParam}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {result.listings.length === 0 ? (
        <p className="mt-4 rounded-md bg-gray-50 px-4 py-6 text-gray-700">{emptyText}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing}>
                <Link
                  to={`/property/${listing.id}`}
                  className="mt-3 self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  <Trans>View Details</Trans>
                </Link>
                {renderActions?.(listing.id)}
              </ListingCard>
            </li>
          ))}
        </ul>
      )}
      <Pager title={title} result={result} pageParam={pageParam} />
    </section>
  );
}

/** The shared Pagination pages by ?page=; two lists on one page need a parameter each. */
function Pager({ title, result, pageParam }: { title: string; result: OwnListingsPage; pageParam: string }) {
  const location = useLocation();
  const { t } = useLingui();
  if (result.page === 1 && !result.hasMore) return null;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set(pageParam, String(page));
    return `?${params}`;
  };
  const lower = title.toLowerCase();
  return (
    <nav aria-label={t`${title} pages`} className="mt-4 flex gap-4">
      {result.page > 1 ? (
        <Link to={hrefFor(result.page - 1)} className="font-semibold text-brand-700 underline">
          {t`Newer ${lower}`}
        </Link>
      ) : null}
      {result.hasMore ? (
        <Link to={hrefFor(result.page + 1)} className="font-semibold text-brand-700 underline">
          {t`Older ${lower}`}
        </Link>
      ) : null}
    </nav>
  );
}
