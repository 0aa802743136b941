import {
  loadSavedListings,
  savedListingsSnapshot,
  subscribeSavedListings,
  toggleSavedListing,
} from "~/lib/saved-listings";
import { onEach, onEvent } from "./dom";

/** The hearts on listing cards (app/components/listing-heart.tsx): every heart of a listing shows its one state. */
const HEART = "[data-listing-heart]";

function show(heart: HTMLElement): void {
  const { ids, failed } = savedListingsSnapshot();
  const listingId = heart.dataset.listingHeart ?? "";
  heart.querySelector("button")?.setAttribute("aria-pressed", String(ids.has(listingId)));
  const alert = heart.querySelector<HTMLElement>("[role=alert]");
  if (alert) alert.textContent = failed === listingId ? (alert.dataset.message ?? "") : "";
}

subscribeSavedListings(() => {
  for (const heart of document.querySelectorAll<HTMLElement>(HEART)) show(heart);
});

onEach(HEART, (heart) => {
  heart.hidden = false;
  show(heart);
  void loadSavedListings(heart.dataset.account ?? null);
});

onEvent("click", `${HEART} button`, (button) => {
  const listingId = button.closest<HTMLElement>(HEART)?.dataset.listingHeart;
  if (listingId) void toggleSavedListing(listingId);
});
