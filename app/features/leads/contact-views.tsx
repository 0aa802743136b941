import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { formatDateTime } from "~/lib/format";

type ContactViews = {
  people: number;
  latest: Array<{ viewer: string; listingName: string; listingId: string; revealedAt: Date | string }>;
};

/** On the owner's profile: how many people saw their number this week and the latest of them. Shown only when someone did. */
export function ContactViewsMaybe({ views }: { views: ContactViews }) {
  if (views.people === 0) return null;
  return (
    <section aria-labelledby="contact-views-heading" className="mt-10 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="contact-views-heading" className="text-xl font-bold text-gray-900">
        {plural(views.people, {
          one: "# person viewed your number this week",
          other: "# people viewed your number this week",
        })}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Only verified users can see it, and only their first name is shown here. To stop it, choose Enquiries only
          when you edit a listing.
        </Trans>
      </p>
      <ul className="mt-3 divide-y divide-gray-100">
        {views.latest.map(({ viewer, listingName, listingId, revealedAt }) => (
          <li key={`${listingId}-${String(revealedAt)}-${viewer}`} className="py-2 text-gray-900">
            <Trans>
              {viewer} viewed your number on{" "}
              <Link to={`/property/${listingId}`} className="font-semibold text-brand-700 underline">
                {listingName}
              </Link>
            </Trans>{" "}
            · <span className="text-sm text-gray-700">{formatDateTime(revealedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
