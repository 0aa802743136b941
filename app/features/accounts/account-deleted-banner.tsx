import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SETTINGS_SUCCESS } from "./settings-messages";

const DELETED_PARAM = "account";

/** Where a deleted account lands: the home page, told what happened. */
export const ACCOUNT_DELETED_PATH = `/?${DELETED_PARAM}=deleted`;

/**
 * The home page's word to someone who has just deleted their account. They are a visitor now, whose
 * home page comes from the page cache (which ignores the query), so it shows only once in the browser.
 */
export function AccountDeletedBanner() {
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  const { t } = useLingui();
  useEffect(() => setHydrated(true), []);
  if (!hydrated || params.get(DELETED_PARAM) !== "deleted") return null;
  return (
    <section role="status" aria-label={t`Account deleted`} className="mx-auto my-4 max-w-5xl px-4">
      <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-900">
        {SETTINGS_SUCCESS.deleted} <Trans>We are sorry to see you go.</Trans>
      </p>
    </section>
  );
}
