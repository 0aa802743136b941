import { HighlightCards } from "~/components/ui/highlight-cards";
import { AppDownload } from "~/features/home/app-download";
import { useRootData } from "~/root";
import type { Route } from "./+types/apps";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "GharStay Apps for Android and iPhone" },
    {
      name: "description",
      content: "Get the GharStay app on Google Play or the App Store: search stays, save favourites and post listings.",
    },
  ];
}

const FEATURES = [
  {
    title: "Search on the go",
    text: "Hotels, PGs, rooms and co-living homes in five cities, with the same filters as the site.",
  },
  { title: "Save favourites", text: "Keep a shortlist that follows you between your phone and the website." },
  { title: "Post a listing", text: "Photograph your property and post it from your phone in four short steps." },
  { title: "Talk to us", text: "Chat with our support team on WhatsApp straight from the app." },
];

export default function Apps() {
  const site = useRootData()?.site;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">The GharStay apps</h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-700">
        Everything on GharStay, in your pocket. Available for Android and iPhone.
      </p>
      {site ? (
        <div className="mt-8">
          <AppDownload googlePlayUrl={site.googlePlayUrl} appStoreUrl={site.appStoreUrl} />
        </div>
      ) : null}
      <h2 className="mt-12 text-2xl font-bold text-gray-900">What you can do in the app</h2>
      <HighlightCards items={FEATURES} />
    </div>
  );
}
