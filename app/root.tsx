import { t } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import "./app.css";
import { HelpButton } from "~/components/layout/help-button";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { unreadMessageCount } from "~/features/conversations/conversations.server";
import { env } from "~/lib/env.server";
import {
  currentI18n,
  currentLocale,
  HINDI_OFFER,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALES,
  type Locale,
  languageSwitchHref,
  localeOfPath,
  localePath,
  pathInLocale,
  withoutLocale,
} from "~/lib/i18n";
import { offersHindi } from "~/lib/i18n.server";
import { useNonce } from "~/lib/nonce";
import { PageHydratesContext, pageHydrates, type RouteHandle } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/root";
import devanagariFont from "./assets/fonts/noto-sans-devanagari-400.woff2?url";
import devanagariBoldFont from "./assets/fonts/noto-sans-devanagari-700.woff2?url";
// Bundled on its own, without React: Vite's worker pipeline makes a standalone script and gives its address.
import islandsUrl from "./islands/islands.ts?worker&url";

export async function loader({ request }: Route.LoaderArgs) {
  const config = env();
  const user = await getCurrentUser(request);
  const url = new URL(request.url);
  const here = withoutLocale(`${url.pathname}${url.search}`);
  return {
    /** This page at its address in each language, for `hreflang` and the language switch. */
    alternates: Object.fromEntries(
      LOCALES.map((locale) => [locale, `${config.PUBLIC_URL}${pathInLocale(here, locale)}`]),
    ) as Record<Locale, string>,
    switchPath: here,
    offerHindi: offersHindi(url.pathname, request.headers.get("accept-language"), request.headers.get("cookie")),
    // The visitor asked for lighter pages (`Save-Data: on`): images come in their smallest variant.
    saveData: request.headers.get("save-data")?.toLowerCase() === "on",
    user: user && {
      id: user.id,
      name: user.name,
      role: user.role,
      photoUrl: user.photoUrl,
      unreadMessages: await unreadMessageCount(user.id),
    },
    site: {
      supportPhone: config.SUPPORT_PHONE,
      supportEmail: config.SUPPORT_EMAIL,
      supportAddress: config.SUPPORT_ADDRESS,
      gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
      googlePlayUrl: config.GOOGLE_PLAY_URL,
      appStoreUrl: config.APP_STORE_URL,
      // The map's tiles (ADR 051): null draws pins on a blank map.
      mapTiles: config.MAP_TILE_URL === "none" ? null : config.MAP_TILE_URL,
      mapAttribution: config.MAP_TILE_ATTRIBUTION,
    },
  };
}

/** The headers of a response a loader threw (a 429's Retry-After) reach the error page this root renders. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? new Headers();
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The site-wide data of the root loader, for any component below it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const hideFooter = handles.some((handle) => handle?.hideFooter);
  const hideHelp = handles.some((handle) => handle?.hideHelp);
  const hydrate = pageHydrates(handles, Boolean(data?.user));
  const locale = currentLocale();
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Both faces: every Hindi page's headings are bold. Found only once the CSS was read, the bold face came
            after the first paint, and a heading set two lines high in a fallback font shrank to one, moving the page
            up (a layout shift of 0.3 on /hi/explore on a phone). */}
        {locale === "hi"
          ? [devanagariFont, devanagariBoldFont].map((font) => (
              <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
            ))
          : null}
        {data
          ? LOCALES.map((other) => (
              <link key={other} rel="alternate" hrefLang={LANGUAGE_TAG[other]} href={data.alternates[other]} />
            ))
          : null}
        {data ? <link rel="alternate" hrefLang="x-default" href={data.alternates.en} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <I18nProvider i18n={currentI18n()}>
          <PageHydratesContext.Provider value={hydrate}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
            >
              <Trans>Skip to content</Trans>
            </a>
            {data?.offerHindi ? <HindiOffer path={data.switchPath} /> : null}
            <SiteHeader user={data?.user ?? null} switchPath={data?.switchPath ?? null} />
            <main id="main" className="flex-1">
              {children}
            </main>
            {data && !hideHelp ? <HelpButton phone={data.site.supportPhone} /> : null}
            {data && !hideFooter ? <SiteFooter site={data.site} /> : null}
            <ScrollToTop />
            {hydrate ? (
              <>
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            ) : null}
            {/* Scripts from our own origin need no nonce ('self' allows them), so a page without inline script is the
              same bytes for every visitor (ADR 022). */}
            <script type="module" src={islandsUrl} />
            {data?.site.gaMeasurementId ? <Analytics id={data.site.gaMeasurementId} nonce={nonce} /> : null}
          </PageHydratesContext.Provider>
        </I18nProvider>
      </body>
    </html>
  );
}

function Analytics({ id, nonce }: { id: string; nonce: string }) {
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed GA bootstrap; the id is validated at start-up.
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`,
        }}
      />
    </>
  );
}

/**
 * Offered, never imposed: a browser that prefers Hindi sees this on English pages until the visitor picks a
 * language, and a crawler always gets the page it asked for.
 */
function HindiOffer({ path }: { path: string }) {
  return (
    <aside lang="hi" aria-label={LANGUAGE_NAME.hi} className="bg-brand-50 px-4 py-2 text-center text-sm text-gray-900">
      {HINDI_OFFER.note}{" "}
      <a href={languageSwitchHref("hi", path)} className="font-semibold text-brand-800 underline">
        {HINDI_OFFER.read}
      </a>{" "}
      ·{" "}
      <a lang="en" href={languageSwitchHref("en", path)} className="text-brand-800 underline">
        Continue in English
      </a>
    </aside>
  );
}

export default function App() {
  const location = useLocation();
  // A page never changes language in place: a link that crossed over loads the other language's document.
  useEffect(() => {
    if (localeOfPath(location.pathname) !== currentLocale()) window.location.reload();
  }, [location.pathname]);
  return <Outlet />;
}

export function meta() {
  return [
    { title: t`GharStay — Hotels, PGs & Rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi` },
    {
      name: "description",
      content: t`Find hotels, PGs, rental rooms, co-living homes, short stays, plots and projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi.`,
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = t`Something went wrong`;
  let message = t`We could not show this page. Please try again in a moment.`;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = t`Page not found`;
      message = t`We could not find the page you were looking for.`;
    } else if (error.status === 403) {
      title = t`Access denied`;
      message = t`You do not have access to this page.`;
    } else if (error.status === 400) {
      title = t`Bad request`;
      message = typeof error.data === "string" && error.data ? error.data : t`The request could not be understood.`;
    } else if (error.status === 429) {
      title = t`Too many requests`;
      message = typeof error.data === "string" && error.data ? error.data : t`Please wait a minute and try again.`;
    }
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | GharStay`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-gray-700">{message}</p>
      <p className="mt-8 flex justify-center gap-4">
        <a
          href={localePath("/")}
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Go to the home page</Trans>
        </a>
        <a
          href={localePath("/explore")}
          className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700"
        >
          <Trans>Explore stays</Trans>
        </a>
      </p>
    </section>
  );
}
