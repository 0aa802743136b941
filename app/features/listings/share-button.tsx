import { Trans, useLingui } from "@lingui/react/macro";
import { useState, useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};
const linkClass =
  "inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * 'Share': the phone's share sheet where the browser has the Web Share API, otherwise the link is copied
 * and 'Link copied' announced. Before JavaScript runs (or without it) it is a plain link to the listing.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const { t } = useLingui();
  const [status, setStatus] = useState("");
  if (!hydrated) {
    return (
      <a href={url} className={linkClass}>
        <Trans>Share</Trans>
      </a>
    );
  }
  const share = async () => {
    if (navigator.share) {
      // Closing the share sheet rejects; that is the person's choice, not an error to show.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t`Link copied`);
    } catch {
      setStatus(t`Copy this link: ${url}`);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void share()} className={linkClass}>
        <Trans>Share</Trans>
      </button>
      <p role="status" aria-live="polite" className="font-medium text-green-800">
        {status}
      </p>
    </div>
  );
}
