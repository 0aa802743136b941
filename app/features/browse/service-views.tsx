import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { ShippedImage } from "~/components/ui/shipped-image";
import type { CityService } from "~/content/city-services";
import { label } from "~/content/labels";
import type { ProjectService, ServicePage } from "~/content/project-services";
import { WayOn } from "./browse-error";

/** The answer of a service page whose key we do not know. */
export function ServiceNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Service not found!</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>Have a look at everything we offer instead.</Trans>
      </p>
      <WayOn to="/service">
        <Trans>Our services</Trans>
      </WayOn>
    </section>
  );
}

function ServiceIntro({ service }: { service: ServicePage }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{service.title}</h1>
      <p className="mt-3 text-lg text-gray-700">{service.description}</p>
      <p className="mt-4 text-gray-800">{service.about}</p>
    </>
  );
}

function ServiceFacts({ service }: { service: ServicePage }) {
  const { t } = useLingui();
  const facts: Array<[string, string, React.ReactNode]> = [
    ["location", t`Location`, service.location],
    ["project-type", t`Project type`, service.projectType],
    ["price-range", t`Price range`, service.priceRange],
    ["amenities", t`Amenities`, <AmenityList key="amenities" amenities={service.amenities} />],
  ];
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-2">
      {facts.map(([key, term, value]) => (
        <div key={key} className="rounded-lg border border-gray-200 bg-gray-50 p-4">
          <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{term}</dt>
          <dd className="mt-1 text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AmenityList({ amenities }: { amenities: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {amenities.map((amenity) => (
        <li key={amenity} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {label(amenity)}
        </li>
      ))}
    </ul>
  );
}

/** /services/{city key}: the city and six of its sub-projects. */
export function CityServiceView({ service }: { service: CityService }) {
  const { t } = useLingui();
  const city = label(service.city);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <ServiceIntro service={service} />
        </div>
        <ShippedImage
          base={service.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt={t`${city} skyline`}
          fetchPriority="high"
          className="h-64 w-full rounded-lg object-cover"
        />
      </div>
      <ServiceFacts service={service} />
      <section aria-labelledby="sub-projects" className="mt-10">
        <h2 id="sub-projects" className="text-2xl font-bold text-gray-900">
          {t`Projects in ${city}`}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.subProjects.map((project) => (
            <li key={project.name} className="flex flex-col rounded-lg border border-gray-200 p-5 shadow-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{project.projectType}</p>
              <h3 className="mt-1 text-lg font-semibold text-gray-900">{project.name}</h3>
              <p className="text-gray-700">
                {project.locality}, {city}
              </p>
              <p className="mt-2 flex-1 text-gray-800">{project.description}</p>
              <p className="mt-3 font-semibold text-gray-900">{project.priceRange}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-10 flex flex-wrap gap-4">
        <Link
          to={`/projects/${service.url}`}
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t`Contact us about ${city}`}
        </Link>
        <Link
          to={`/explore?city=${service.city}`}
          className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700"
        >
          {t`See all listings in ${city}`}
        </Link>
      </p>
    </article>
  );
}

/** /ProjectService/{key}: buying, renting and leasing help. */
export function ProjectServiceView({ service }: { service: ProjectService }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <ServiceIntro service={service} />
      <ServiceFacts service={service} />
      <p className="mt-10 flex flex-wrap gap-4">
        <Link
          to={service.explore}
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>See matching listings</Trans>
        </Link>
        <Link to="/contact" className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
          <Trans>Talk to our team</Trans>
        </Link>
      </p>
    </article>
  );
}
