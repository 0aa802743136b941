import { Trans, useLingui } from "@lingui/react/macro";
import { share } from "~/islands/contracts/share";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * 'Share': the phone's share sheet where the browser has the Web Share API, otherwise the link is copied
 * and 'Link copied' announced (the share island). Without the script it is a plain link to the listing.
 * The island's words come from here, in the page's language.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  return (
    <div
      {...share.attrs({ share: url, title, copied: t`Link copied`, copy: t`Copy this link: ${url}` })}
      className="flex flex-wrap items-center gap-3"
    >
      <a href={url} {...share.attrs({ link: "" })} className={linkClass}>
        <Trans>Share</Trans>
      </a>
      <button type="button" hidden {...share.attrs({ button: "" })} className={linkClass}>
        <Trans>Share</Trans>
      </button>
      <p role="status" aria-live="polite" {...share.attrs({ status: "" })} className="font-medium text-green-800" />
    </div>
  );
}
