import { ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Lightbox, lightboxOpener } from "~/components/ui/lightbox";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageVariant } from "~/db/schema";
import { formatNumber, formatRupees, shortRupeeRange } from "~/lib/format";
import { mediaUrl } from "~/lib/media";
import type { ProjectConfiguration } from "./projects.server";

const largest = (variants: ImageVariant[]): ImageVariant =>
  variants.reduce((best, variant) => (variant.width > best.width ? variant : best));

/** ₹4,952–₹5,524: what a square foot of carpet costs at each end of a configuration's price range. */
function pricePerCarpetFoot(configuration: ProjectConfiguration): string {
  const low = formatRupees(configuration.priceMin / configuration.carpetArea);
  const high = formatRupees(configuration.priceMax / configuration.carpetArea);
  return low === high ? low : `${low}–${high}`;
}

/**
 * A project's configurations (2 BHK, 3 BHK): areas, price range and price per square foot of carpet, each with its
 * floor plan, which opens in the photo viewer; without a script the plan's link opens the image itself.
 */
export function ProjectConfigurations({
  name,
  configurations,
}: {
  name: string;
  configurations: ProjectConfiguration[];
}) {
  const { t } = useLingui();
  const viewerId = useId();
  if (configurations.length === 0) return null;
  const plans = configurations.flatMap((configuration) =>
    configuration.floorPlan ? [{ name: configuration.name, variants: configuration.floorPlan }] : [],
  );
  const area = (value: number | null) =>
    value === null ? t`Not given` : t`${ph({ area: formatNumber(value) })} sq ft`;
  return (
    <section className="mt-8" aria-labelledby="project-configurations">
      <h2 id="project-configurations" className="text-xl font-semibold text-gray-900">
        <Trans>Configurations</Trans>
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {configurations.map((configuration) => {
          const plan = plans.findIndex((p) => p.variants === configuration.floorPlan);
          const unit = configuration.name;
          return (
            <li key={unit} className="rounded-lg border border-gray-200 p-4">
              <h3 className="text-lg font-semibold text-gray-900">{unit}</h3>
              <p className="mt-1 text-xl font-semibold text-gray-900">
                {shortRupeeRange(configuration.priceMin, configuration.priceMax)}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-gray-600">
                  <Trans>Carpet area</Trans>
                </dt>
                <dd className="font-medium text-gray-900">{area(configuration.carpetArea)}</dd>
                {configuration.builtUpArea !== null ? (
                  <>
                    <dt className="text-gray-600">
                      <Trans>Built-up area</Trans>
                    </dt>
                    <dd className="font-medium text-gray-900">{area(configuration.builtUpArea)}</dd>
                  </>
                ) : null}
                <dt className="text-gray-600">
                  <Trans>Super built-up area</Trans>
                </dt>
                <dd className="font-medium text-gray-900">{area(configuration.superBuiltUpArea)}</dd>
                <dt className="text-gray-600">
                  <Trans>Price per sq ft (carpet)</Trans>
                </dt>
                <dd className="font-medium text-gray-900">{pricePerCarpetFoot(configuration)}</dd>
              </dl>
              {plan >= 0 && configuration.floorPlan ? (
                <a
                  href={mediaUrl(largest(configuration.floorPlan).key)}
                  {...lightboxOpener(viewerId, plan)}
                  className="mt-3 block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
                >
                  <ResponsiveImage
                    variants={configuration.floorPlan}
                    alt={t`${unit} floor plan`}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                    className="aspect-[4/3] w-full rounded-md border border-gray-200 bg-white object-contain"
                  />
                  <span className="mt-1 block font-medium text-brand-700 underline">
                    <Trans>View floor plan</Trans>
                  </span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {plans.length > 0 ? (
        <Lightbox
          id={viewerId}
          title={t`Floor plans of ${name}`}
          count={plans.length}
          renderPhoto={(index) => {
            const unit = plans[index].name;
            return <ResponsiveImage variants={plans[index].variants} alt={t`${unit} floor plan`} sizes="100vw" />;
          }}
        />
      ) : null}
    </section>
  );
}
