import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "gharstay:favourites";

function readStored(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function store(slugs: Set<string>) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...slugs]));
  } catch {
    // Storage can be full or switched off; the favourites then last as long as the page.
  }
}

/**
 * Gallery favourites: kept in this browser for everyone and, for a signed-in user, in the
 * account too (`account` is their saved list, null for visitors).
 */
export function useFavourites(account: string[] | null) {
  const [favourites, setFavourites] = useState<Set<string>>(() => new Set(account ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (account) store(new Set(account));
    else setFavourites(new Set(readStored()));
  }, [account]);

  const toggle = useCallback(
    async (slug: string) => {
      const favourite = !favourites.has(slug);
      const next = new Set(favourites);
      if (favourite) next.add(slug);
      else next.delete(slug);
      setFavourites(next);
      store(next);
      setProblem(null);
      if (!account) return;
      try {
        const response = await fetch("/api/v1/favourites", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ slug, favourite }),
        });
        if (!response.ok) throw new Error(String(response.status));
      } catch {
        setProblem("Your favourite could not be saved to your account. Please try again.");
      }
    },
    [favourites, account],
  );

  return { favourites, toggle, problem };
}
