import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { queryBanner } from "~/islands/contracts/query-banner";
import { SETTINGS_SUCCESS } from "./settings-messages";

const DELETED_QUERY = "account=deleted";

/** Where a deleted account lands: the home page, told what happened. */
export const ACCOUNT_DELETED_PATH = `/?${DELETED_QUERY}`;

/**
 * The home page's word to someone who has just deleted their account. They are a visitor now, whose home page
 * comes from the page cache (which ignores the query), so the server sends it hidden and the query-banner island
 * (app/islands/query-banner.ts) shows it when the address asks for it.
 */
export function AccountDeletedBanner() {
  const { t } = useLingui();
  // A new element for each query, so on a hydrated page the island decides again after a navigation.
  const { search } = useLocation();
  return (
    <section
      key={search}
      hidden
      {...queryBanner.attrs({ when: DELETED_QUERY })}
      role="status"
      aria-label={t`Account deleted`}
      className="mx-auto my-4 max-w-5xl px-4"
      // The island may have shown it before React hydrates the page.
      suppressHydrationWarning
    >
      <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-900">
        {SETTINGS_SUCCESS.deleted} <Trans>We are sorry to see you go.</Trans>
      </p>
    </section>
  );
}
