import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { HighlightCards } from "~/components/ui/highlight-cards";
import { AppDownload } from "~/features/home/app-download";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { useRootData } from "~/root";
import type { Route } from "./+types/apps";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`GharStay Apps for Android and iPhone` },
    {
      name: "description",
      content: t`Get the GharStay app on Google Play or the App Store: search stays, save favourites and post listings.`,
    },
  ];
}

const FEATURES = [
  {
    title: msg`Search on the go`,
    text: msg`Hotels, PGs, rooms and co-living homes in five cities, with the same filters as the site.`,
  },
  { title: msg`Save favourites`, text: msg`Keep a shortlist that follows you between your phone and the website.` },
  { title: msg`Post a listing`, text: msg`Photograph your property and post it from your phone in four short steps.` },
  { title: msg`Talk to us`, text: msg`Chat with our support team on WhatsApp straight from the app.` },
];

export default function Apps() {
  const { i18n } = useLingui();
  const site = useRootData()?.site;
  const features = FEATURES.map((feature) => ({ title: i18n._(feature.title), text: i18n._(feature.text) }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>The GharStay apps</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-700">
        <Trans>Everything on GharStay, in your pocket. Available for Android and iPhone.</Trans>
      </p>
      {site ? (
        <div className="mt-8">
          <AppDownload googlePlayUrl={site.googlePlayUrl} appStoreUrl={site.appStoreUrl} />
        </div>
      ) : null}
      <h2 className="mt-12 text-2xl font-bold text-gray-900">
        <Trans>What you can do in the app</Trans>
      </h2>
      <HighlightCards items={features} />
    </div>
  );
}
