import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { ShippedImage } from "~/components/ui/shipped-image";
import { CITIES, cityImage, cityMapLink } from "~/content/cities";
import { label } from "~/content/labels";

/**
 * The city cards: picture, what is available, how many properties. A city we serve opens its listings
 * (its name is the card's main link) and its projects; the map and the city's contact page stay as
 * secondary links.
 */
export function CityCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {CITIES.map((city) => {
        const availability = (available: boolean) => (available ? t`Available` : t`Not yet`);
        const name = label(city.name);
        const count = city.propertyCount;
        return (
          <li key={city.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
              <ShippedImage
                base={cityImage(city)}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                alt=""
                loading="lazy"
                decoding="async"
                className="h-48 w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <Heading className="text-xl font-bold text-gray-900">
                  {city.comingSoon ? (
                    name
                  ) : (
                    <Link to={`/explore?city=${city.name}`} className="hover:text-brand-700 hover:underline">
                      {name}
                      <span className="sr-only">
                        <Trans>: stays and homes</Trans>
                      </span>
                    </Link>
                  )}
                </Heading>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-gray-600">
                      <Trans>Hotels</Trans>
                    </dt>
                    <dd className="font-semibold text-gray-900">{availability(city.hotelsAvailable)}</dd>
                  </div>
                  <div>
                    <dt className="text-gray-600">
                      <Trans>PGs</Trans>
                    </dt>
                    <dd className="font-semibold text-gray-900">{availability(city.pgsAvailable)}</dd>
                  </div>
                </dl>
                <p className="font-semibold text-brand-700">
                  {/* A city still to come has "Coming Soon" for its count. */}
                  {city.comingSoon ? t`Coming Soon` : t`${count} properties`}
                </p>
                <p className="mt-auto flex flex-wrap gap-3 pt-2">
                  {city.comingSoon ? null : (
                    <>
                      <Link
                        to={`/explore?city=${city.name}`}
                        className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                      >
                        <Trans>
                          See listings<span className="sr-only"> in {name}</span>
                        </Trans>
                      </Link>
                      <Link
                        to={`/project/${city.slug}`}
                        className="rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:border-brand-700 hover:text-brand-700"
                      >
                        <Trans>
                          Projects<span className="sr-only"> in {name}</span>
                        </Trans>
                      </Link>
                    </>
                  )}
                  <a
                    href={cityMapLink(city)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:border-brand-700 hover:text-brand-700"
                  >
                    <Trans>
                      View on map<span className="sr-only"> ({name})</span>
                    </Trans>
                  </a>
                  <Link
                    to={city.contactLink}
                    className="rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:border-brand-700 hover:text-brand-700"
                  >
                    <Trans>
                      Contact<span className="sr-only"> us about {name}</span>
                    </Trans>
                  </Link>
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
