import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useSearchParams } from "react-router";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { FormMessage } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { ALERT_CHOICES, type AlertChoice, SAVED_SEARCH_NAME_MAX } from "./saved-search-schema";

export type SavedSearchItem = {
  id: string;
  name: string;
  query: string;
  frequency: "instant" | "daily";
  unsubscribedAt: Date | string | null;
};

/** The search whose deletion is being confirmed: a GET state, so the confirmation works without JavaScript. */
const CONFIRM_PARAM = "deleteSearch";
/** Set on the list a deletion leads back to (routes/saved-searches.tsx). */
export const DELETED_PARAM = "deleted";

const smallButton =
  "min-h-11 rounded-md border border-gray-400 px-3 py-1 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const inputClass = "min-h-11 w-full rounded-md border border-gray-400 px-3 py-1 sm:w-auto";

/**
 * One saved search: run it, rename it, choose its alerts, delete it (after a confirmation). Each control is a plain
 * form, and each names the search to a screen reader, since every row has the same ones.
 */
function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  kept.delete(CONFIRM_PARAM);
  kept.delete(DELETED_PARAM);
  const here = kept.size > 0 ? `${pathname}?${kept}` : pathname;
  const headingId = `saved-search-${search.id}`;
  const { name } = search;
  const alerts: AlertChoice = search.unsubscribedAt ? "off" : search.frequency;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {name}
      </h3>
      <p className="mt-1 text-gray-700">
        {search.unsubscribedAt
          ? t`Alerts: off (unsubscribed)`
          : search.frequency === "instant"
            ? t`Alerts: Instant`
            : t`Alerts: Daily`}
      </p>
      <Link to={`/explore${search.query}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
        <Trans>Run this search</Trans>
      </Link>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" action="/saved-searches" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={search.id} />
          <label className="flex flex-col font-medium text-gray-900">
            <Trans>
              New name<span className="sr-only"> for “{name}”</span>
            </Trans>
            <input name="name" defaultValue={name} maxLength={SAVED_SEARCH_NAME_MAX} required className={inputClass} />
          </label>
          <button type="submit" className={smallButton}>
            <Trans>
              Rename<span className="sr-only"> “{name}”</span>
            </Trans>
          </button>
        </Form>
        <Form method="post" action="/saved-searches" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={search.id} />
          <label className="flex flex-col font-medium text-gray-900">
            <Trans>
              Alerts<span className="sr-only"> for “{name}”</span>
            </Trans>
            <select name="frequency" defaultValue={alerts} className={inputClass}>
              {ALERT_CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={smallButton}>
            <Trans>
              Save alerts<span className="sr-only"> for “{name}”</span>
            </Trans>
          </button>
        </Form>
        <Form method="get" action={pathname} preventScrollReset>
          {[...kept].map(([param, value]) => (
            <input key={param} type="hidden" name={param} value={value} />
          ))}
          <input type="hidden" name={CONFIRM_PARAM} value={search.id} />
          <button type="submit" className={`${smallButton} text-red-800`}>
            <Trans>
              Delete<span className="sr-only"> “{name}”</span>
            </Trans>
          </button>
        </Form>
      </div>
      {params.get(CONFIRM_PARAM) === search.id ? (
        <div className="mt-3">
          <ConfirmPanel
            title={t`Delete “${name}”?`}
            confirmLabel={t`Yes, delete`}
            cancelTo={here}
            action="/saved-searches"
            fields={{ intent: "delete", id: search.id }}
          >
            <Trans>The search is removed for good and sends no more alerts.</Trans>
          </ConfirmPanel>
        </div>
      ) : null}
    </li>
  );
}

/** The profile's 'Saved searches' tab. */
export function SavedSearchList({ searches }: { searches: SavedSearchItem[] }) {
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="saved-searches-heading" className="mt-6">
      <h2 id="saved-searches-heading" className="text-xl font-bold text-gray-900">
        <Trans>Saved searches</Trans>
      </h2>
      {params.has(DELETED_PARAM) ? (
        <div className="mt-3">
          <FormMessage tone="success">
            <Trans>Saved search deleted.</Trans>
          </FormMessage>
        </div>
      ) : null}
      {searches.length === 0 ? (
        <p className="mt-3 text-gray-700">
          <Trans>
            No saved searches yet. Use ‘Save this search’ on{" "}
            <Link to="/explore" className="font-semibold text-brand-700 underline">
              Explore
            </Link>{" "}
            to hear about new listings.
          </Trans>
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
