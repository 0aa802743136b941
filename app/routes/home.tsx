import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { STAY_SERVICES } from "~/content/services";
import { AccountDeletedBanner } from "~/features/accounts/account-deleted-banner";
import { AppDownload } from "~/features/home/app-download";
import { AvailabilitySection } from "~/features/home/availability-section";
import { CityCards } from "~/features/home/city-cards";
import { CityProjectsSection } from "~/features/home/city-projects-section";
import { RecommendedSection } from "~/features/home/recommended-section";
import { Reveal } from "~/features/home/reveal";
import { ServicesGrid } from "~/features/home/services-grid";
import { newestListings } from "~/features/listings/listing-cards.server";
import { SubmittedBanner } from "~/features/listings/wizard-submitted-banner";
import { oneProjectPerCity } from "~/features/projects/projects.server";
import { SearchBar } from "~/features/search/search-bar";
import { cachedContent } from "~/lib/content-cache.server";
import { SHOWS_PUBLIC_SET, showsListing } from "~/lib/content-changes.server";
import { ignoreQuery, type RouteHandle } from "~/lib/route-handle";
import { useSaveData } from "~/lib/save-data";
import { useRootData } from "~/root";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { pageCache: ignoreQuery, hydrate: "signed-in" };

/** Enough for every position of the carousel on a wide screen without sending the whole table. */
const RECOMMENDED_LIMIT = 12;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`GharStay — Stay Your Way: Hotels, PGs & Rooms` },
    {
      name: "description",
      content: t`Luxury hotels, affordable PGs and rental rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Find your stay on GharStay.`,
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return cachedContent(
    "home",
    async () => {
      const [recommended, cityProjects] = await Promise.all([newestListings(RECOMMENDED_LIMIT), oneProjectPerCity()]);
      return { recommended, cityProjects };
    },
    context,
    // The newest listings: any listing made public or no longer public may enter or leave them.
    ({ recommended }) => [SHOWS_PUBLIC_SET, ...recommended.map((listing) => showsListing(listing.id))],
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const site = root?.site;
  return (
    <>
      <SubmittedBanner signedIn={Boolean(root?.user)} />
      <AccountDeletedBanner />
      <Hero />
      <Reveal>
        <AvailabilitySection supportPhone={site?.supportPhone ?? ""} />
      </Reveal>
      <Reveal>
        <RecommendedSection listings={loaderData.recommended} />
      </Reveal>
      <Reveal>
        <CityProjectsSection projects={loaderData.cityProjects} />
      </Reveal>
      <Reveal>
        <section aria-labelledby="cities-title" className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="cities-title" className="mb-8 text-3xl font-extrabold text-gray-900">
            <Trans>Stays in Your City</Trans>
          </h2>
          <CityCards />
        </section>
      </Reveal>
      {site ? (
        <Reveal>
          <section aria-labelledby="app-title" className="bg-gray-900 py-16 text-white">
            <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 md:flex-row md:items-center md:justify-between">
              <div>
                <h2 id="app-title" className="text-3xl font-extrabold">
                  <Trans>Get the GharStay app</Trans>
                </h2>
                <p className="mt-2 max-w-xl text-gray-200">
                  <Trans>Search stays, save favourites and chat with owners on the go.</Trans>
                </p>
              </div>
              <AppDownload googlePlayUrl={site.googlePlayUrl} appStoreUrl={site.appStoreUrl} />
            </div>
          </section>
        </Reveal>
      ) : null}
      <Reveal>
        <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="services-title" className="mb-8 text-3xl font-extrabold text-gray-900">
            <Trans>OUR SERVICES</Trans>
          </h2>
          <ServicesGrid services={STAY_SERVICES} />
        </section>
      </Reveal>
    </>
  );
}

function Hero() {
  const saveData = useSaveData();
  return (
    // At least 90vh, as the specification has it, growing rather than cutting off its text on a short screen.
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[90vh] items-center py-6 sm:py-10">
      <img
        src={saveData ? "/images/hero-640.webp" : "/images/hero-1280.webp"}
        srcSet={
          saveData
            ? undefined
            : "/images/hero-640.webp 640w, /images/hero-960.webp 960w, /images/hero-1280.webp 1280w, /images/hero-1920.webp 1920w"
        }
        sizes={saveData ? undefined : "100vw"}
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/50 to-black/20"
      />
      {/* The search comes straight under the headline, so on a phone it is on the first screen. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col px-4">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight text-white sm:text-6xl">
          <Trans>Stay Your Way: Hotels, PGs &amp; Rooms</Trans>
        </h1>
        <div className="mt-4 max-w-5xl sm:mt-8">
          <SearchBar />
        </div>
        <p className="mt-6 max-w-2xl text-lg text-gray-100 sm:mt-8 sm:text-xl">
          <Trans>
            From luxury hotels for a weekend away to affordable PGs and rental rooms for students and working
            professionals — find a verified place to stay in Lucknow, Noida, Gurugram, Kanpur and Varanasi.
          </Trans>
        </p>
        <Link
          to="/explore"
          className="mt-8 self-start rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800"
        >
          <Trans>Find Your Stay</Trans>
        </Link>
      </div>
    </section>
  );
}
