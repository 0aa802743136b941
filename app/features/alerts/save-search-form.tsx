import { Trans, useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { type ExploreFilters, exploreQuery } from "~/content/explore-filters";
import type { FieldErrors } from "~/lib/field-errors";
import { ALERT_FREQUENCIES, defaultSearchName, SAVED_SEARCH_NAME_MAX } from "./saved-search-schema";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

type FormProps = {
  query: string;
  name: string;
  frequency?: string;
  errors?: FieldErrors<"name" | "frequency" | "query">;
  message?: string;
};

/** Name, alerts and the query a search is saved with; posted to /saved-searches, which works without JavaScript. */
export function SaveSearchForm({ query, name, frequency = "instant", errors = {}, message }: FormProps) {
  const { t } = useLingui();
  return (
    <Form method="post" action="/saved-searches" className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={query} />
      <TextField
        label={t`Name`}
        name="name"
        defaultValue={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        required
        error={errors.name}
      />
      <SelectField
        label={t`Alerts`}
        name="frequency"
        defaultValue={frequency}
        options={ALERT_FREQUENCIES}
        error={errors.frequency}
      />
      <button type="submit" className={buttonClass}>
        <Trans>Save search</Trans>
      </button>
      {message || errors.query ? (
        <p role="alert" className="font-medium text-red-800 sm:col-span-3">
          {message ?? errors.query}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * 'Save this search' on /explore and the stay pages: a signed-in user opens a small form; a visitor gets
 * a link to log in and come back. The saved query includes the page's fixed type, so it matches what the page shows.
 */
export function SaveSearchPanel({
  filters,
  signedIn,
  returnTo,
}: {
  filters: ExploreFilters;
  signedIn: boolean;
  returnTo: string;
}) {
  if (!signedIn) {
    return (
      <p>
        <Link
          to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>Log in to save this search</Trans>
        </Link>
      </p>
    );
  }
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold text-brand-700">
        <Trans>Save this search</Trans>
      </summary>
      <SaveSearchForm query={exploreQuery(filters, ["page"])} name={defaultSearchName(filters)} />
    </details>
  );
}
