import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import "./app.css";
import { HelpButton } from "~/components/layout/help-button";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { unreadEnquiryCount } from "~/features/leads/enquiries.server";
import { env } from "~/lib/env.server";
import { useNonce } from "~/lib/nonce";
import type { RouteHandle } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/root";

export async function loader({ request }: Route.LoaderArgs) {
  const config = env();
  const user = await getCurrentUser(request);
  return {
    // The visitor asked for lighter pages (`Save-Data: on`): images come in their smallest variant.
    saveData: request.headers.get("save-data")?.toLowerCase() === "on",
    user: user && {
      id: user.id,
      name: user.name,
      role: user.role,
      photoUrl: user.photoUrl,
      unreadEnquiries: await unreadEnquiryCount(user.id, request),
    },
    site: {
      supportPhone: config.SUPPORT_PHONE,
      supportEmail: config.SUPPORT_EMAIL,
      supportAddress: config.SUPPORT_ADDRESS,
      gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
      googlePlayUrl: config.GOOGLE_PLAY_URL,
      appStoreUrl: config.APP_STORE_URL,
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
  const hydrate = !handles.some((handle) => handle?.hydrate === false);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} />
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
        <script type="module" src="/pwa.js" nonce={nonce} />
        {data?.site.gaMeasurementId ? <Analytics id={data.site.gaMeasurementId} nonce={nonce} /> : null}
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

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [
    { title: "GharStay — Hotels, PGs & Rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi" },
    {
      name: "description",
      content:
        "Find hotels, PGs, rental rooms, co-living homes, short stays, plots and projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi.",
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "We could not show this page. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Page not found";
      message = "We could not find the page you were looking for.";
    } else if (error.status === 403) {
      title = "Access denied";
      message = "You do not have access to this page.";
    } else if (error.status === 400) {
      title = "Bad request";
      message = typeof error.data === "string" && error.data ? error.data : "The request could not be understood.";
    } else if (error.status === 429) {
      title = "Too many requests";
      message = typeof error.data === "string" && error.data ? error.data : "Please wait a minute and try again.";
    }
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | GharStay`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-gray-700">{message}</p>
      <p className="mt-8 flex justify-center gap-4">
        <a href="/" className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </a>
        <a href="/explore" className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
          Explore stays
        </a>
      </p>
    </section>
  );
}
