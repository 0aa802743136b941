import { share as contract } from "./contracts/share";
import { onEach, onEvent } from "./dom";

// With this script the plain link to the listing becomes the Share button.
onEach(contract.selector("share"), (share) => {
  const link = share.querySelector<HTMLElement>(contract.selector("link"));
  const button = share.querySelector<HTMLElement>(contract.selector("button"));
  if (!link || !button) return;
  link.hidden = true;
  button.hidden = false;
});

onEvent("click", contract.selector("button"), (button) => {
  const share = button.closest<HTMLElement>(contract.selector("share"));
  if (share) void shareListing(share);
});

async function shareListing(share: HTMLElement): Promise<void> {
  const url = contract.read(share, "share") || location.href;
  if (navigator.share) {
    // Closing the share sheet rejects; that is the person's choice, not an error to show.
    await navigator.share({ title: contract.read(share, "title"), url }).catch(() => undefined);
    return;
  }
  const status = share.querySelector(contract.selector("status"));
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = contract.read(share, "copied") ?? "";
  } catch {
    if (status) status.textContent = contract.read(share, "copy") ?? url;
  }
}
