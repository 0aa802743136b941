import { defineContract } from "./contract";

/**
 * The heart (app/components/heart.tsx and app/islands/heart.ts): on listing cards, the listing page and the gallery.
 * `item` names what it saves, `account` who is signed in (absent for a visitor), `failed` the words shown when the
 * account refused a change.
 */
export const heart = defineContract({ item: "data-heart", account: "data-account", failed: "data-failed" });

/** What a heart saves: a listing by its id, or a gallery property by its slug. */
export type HeartItem = `listing:${string}` | `gallery:${string}`;

export const heartItem = {
  listing: (id: string): HeartItem => `listing:${id}`,
  gallery: (slug: string): HeartItem => `gallery:${slug}`,
};

/** The one API behind every heart: GET answers `FavouritesAnswer`, POST takes a `FavouriteChange`. */
export const FAVOURITES_API = "/api/v1/me/favourites";

export type FavouritesAnswer = { items: HeartItem[] };
export type FavouriteChange = { item: HeartItem; saved: boolean };

export const isHeartItem = (value: string | undefined): value is HeartItem =>
  value !== undefined && (value.startsWith("listing:") || value.startsWith("gallery:"));
