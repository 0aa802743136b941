import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useState } from "react";
import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";
import { readStoredIds, storeIds } from "~/lib/stored-ids";

const STORAGE_KEY = "gharstay:favourites";

/**
 * Gallery favourites: kept in this browser for everyone and, for a signed-in user, in the
 * account too (`account` is their saved list, null for visitors).
 */
export function useFavourites(account: string[] | null) {
  const [favourites, setFavourites] = useState<Set<string>>(() => new Set(account ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (account) storeIds(STORAGE_KEY, account);
    else setFavourites(new Set(readStoredIds(STORAGE_KEY)));
  }, [account]);

  const toggle = useCallback(
    async (slug: string) => {
      const favourite = !favourites.has(slug);
      const next = new Set(favourites);
      if (favourite) next.add(slug);
      else next.delete(slug);
      setFavourites(next);
      storeIds(STORAGE_KEY, next);
      setProblem(null);
      if (!account) return;
      try {
        const response = await fetch("/api/v1/favourites", {
          method: "POST",
          // The API answers in the language the request asks for: the page's, not the browser's.
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Accept-Language": LANGUAGE_TAG[currentLocale()],
          },
          body: JSON.stringify({ slug, favourite }),
        });
        if (!response.ok) throw new Error(String(response.status));
      } catch {
        setProblem(t`Your favourite could not be saved to your account. Please try again.`);
      }
    },
    [favourites, account],
  );

  return { favourites, toggle, problem };
}
