import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { pwa } from "~/islands/contracts/pwa";

type AppLinks = { googlePlayUrl: string; appStoreUrl: string };

const STORES: ReadonlyArray<{ link: keyof AppLinks; prompt: MessageDescriptor; name: string; icon: string }> = [
  {
    link: "googlePlayUrl",
    prompt: msg`Get it on`,
    name: "Google Play",
    icon: "M4 2.5v19a1 1 0 0 0 1.5.9l16-9.5a1 1 0 0 0 0-1.8l-16-9.5A1 1 0 0 0 4 2.5Zm2 2.8L15.2 12 6 18.7Z",
  },
  {
    link: "appStoreUrl",
    prompt: msg`Download on the`,
    name: "App Store",
    icon: "M16.4 12.6c0-2.5 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8A4.8 4.8 0 0 0 3.9 9.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.2-3.9ZM14 5.2A4.3 4.3 0 0 0 15 2a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.3Z",
  },
];

/** The mobile-app block: the store links from configuration, and 'Install' where the browser can install the site. */
export function AppDownload(links: AppLinks) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-4">
      {STORES.map((store) => (
        <a
          key={store.name}
          href={links[store.link]}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-3 rounded-lg bg-gray-900 px-5 py-3 text-white hover:bg-black"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
            <path d={store.icon} />
          </svg>
          <span className="text-left leading-tight">
            <span className="block text-xs">{i18n._(store.prompt)}</span>
            <span className="block text-lg font-semibold">{store.name}</span>
          </span>
        </a>
      ))}
      {/* The islands' pwa.ts shows it when the browser offers to install the site as an app (beforeinstallprompt). */}
      <button
        type="button"
        hidden
        {...pwa.attrs({ install: true })}
        className="inline-flex items-center rounded-lg border border-white px-5 py-3 text-lg font-semibold text-white hover:bg-white hover:text-gray-900"
      >
        <Trans>Install</Trans>
      </button>
    </div>
  );
}
