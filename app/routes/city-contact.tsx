import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, useActionData } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import { Link } from "~/components/ui/links";
import { ShippedImage } from "~/components/ui/shipped-image";
import { findCityContact } from "~/content/city-contacts";
import { label } from "~/content/labels";
import { handleContactForm } from "~/features/contact/contact.server";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { newSubmissionKey } from "~/lib/submission-key";
import { useRootData } from "~/root";
import type { Route } from "./+types/city-contact";

/** Both /contact/:city and /projects/:url lead here; the key is whichever parameter is present. */
function cityFromParams(params: { city?: string; url?: string }) {
  const city = findCityContact(params.city ?? params.url);
  if (!city) throw new Response("No such city", { status: 404 });
  return city;
}

/** A fresh one-time submission key on every render, also after a post, so each message sent has its own. */
export function loader({ params }: Route.LoaderArgs) {
  return { city: cityFromParams(params), submissionKey: newSubmissionKey() };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleContactForm(request, cityFromParams(params).city);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: t`City not found | GharStay` }];
  const { heading, description } = data.city;
  const city = label(data.city.city);
  return [
    { title: t`Contact us about ${heading} | GharStay` },
    { name: "description", content: t`${description} Ask GharStay about stays and properties in ${city}.` },
  ];
}

export default function CityContact({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { city, submissionKey } = loaderData;
  const cityName = label(city.city);
  const site = useRootData()?.site;
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="city-title" className="space-y-6">
          <ShippedImage
            base={city.image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            alt={t`Skyline of ${cityName}`}
            className="aspect-[3/2] w-full rounded-lg object-cover"
          />
          <h1 id="city-title" className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
            {city.heading}
            {city.comingSoon ? (
              <span className="ml-3 inline-block rounded-full bg-amber-100 px-3 py-1 align-middle text-sm font-semibold text-amber-900">
                <Trans>Coming Soon</Trans>
              </span>
            ) : null}
          </h1>
          <p className="text-lg text-gray-700">{city.description}</p>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-gray-900">
                <Trans>Area</Trans>
              </dt>
              <dd className="text-gray-700">{city.area}</dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-900">
                <Trans>Price range</Trans>
              </dt>
              <dd className="text-gray-700">{city.priceRange}</dd>
            </div>
          </dl>
          <ul className="list-disc space-y-1 pl-5 text-gray-700">
            {city.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          {site ? <ContactDetails site={site} /> : null}
        </section>
        <section aria-labelledby="city-form-title">
          <h2 id="city-form-title" className="mb-6 text-2xl font-bold text-gray-900">
            <Trans>Ask us about {cityName}</Trans>
          </h2>
          <ContactForm cityKey={city.key} result={result} submissionKey={submissionKey} />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorView
      title={notFound ? t`City not found` : t`Something went wrong`}
      message={
        notFound
          ? t`We do not have a contact page for that city yet.`
          : t`We could not show this page. Please try again in a moment.`
      }
    >
      <p className="mt-8">
        <Link to="/contact" className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          <Trans>Contact us</Trans>
        </Link>
      </p>
    </ErrorView>
  );
}
