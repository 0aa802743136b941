import { onEach, onEvent } from "./dom";

// With this script the plain link to the listing becomes the Share button.
onEach("[data-share]", (share) => {
  const link = share.querySelector<HTMLElement>("[data-share-link]");
  const button = share.querySelector<HTMLElement>("[data-share-button]");
  if (!link || !button) return;
  link.hidden = true;
  button.hidden = false;
});

onEvent("click", "[data-share-button]", (button) => {
  const share = button.closest<HTMLElement>("[data-share]");
  if (share) void shareListing(share);
});

async function shareListing(share: HTMLElement): Promise<void> {
  const url = share.dataset.share ?? location.href;
  if (navigator.share) {
    // Closing the share sheet rejects; that is the person's choice, not an error to show.
    await navigator.share({ title: share.dataset.shareTitle, url }).catch(() => undefined);
    return;
  }
  const status = share.querySelector("[data-share-status]");
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = share.dataset.shareCopied ?? "";
  } catch {
    if (status) status.textContent = share.dataset.shareCopy ?? url;
  }
}
