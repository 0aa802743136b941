import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Heart } from "~/components/heart";
import { Lightbox, lightboxOpener } from "~/components/ui/lightbox";
import { Form } from "~/components/ui/links";
import { ShippedImage } from "~/components/ui/shipped-image";
import { GALLERY_PROPERTIES, type GalleryProperty } from "~/content/gallery";
import { heartItem } from "~/islands/contracts/heart";
import { formatRupees } from "~/lib/format";
import { filterGallery, MAX_QUERY_LENGTH } from "./gallery-search";

type GalleryProps = {
  /** The search the page was loaded with (?q=), so the filter also works without JavaScript. */
  initialQuery: string;
  /** The slugs a signed-in user keeps as favourites, so their hearts arrive pressed; null for visitors. */
  accountFavourites: string[] | null;
};

/** The Luxury Real Estate gallery: search as you type, favourites and a photo lightbox. */
export function Gallery({ initialQuery, accountFavourites }: GalleryProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState(initialQuery);
  const searchId = useId();
  const shown = filterGallery(GALLERY_PROPERTIES, query);
  const searched = query.trim();
  const total = GALLERY_PROPERTIES.length;
  const count = shown.length;

  return (
    <div>
      <Form method="get" role="search" className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block font-medium text-gray-900">
            <Trans>Search by title or location</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`e.g. Gurugram or villa`}
            className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          <Trans>Search</Trans>
        </button>
      </Form>
      <p role="status" className="mt-4 text-gray-700">
        {shown.length === 0 ? (
          <Trans>No properties match “{searched}”.</Trans>
        ) : (
          <Trans>
            Showing {count} of {total} properties
          </Trans>
        )}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((property) => (
          <li key={property.slug}>
            <GalleryCard property={property} favourite={accountFavourites?.includes(property.slug) ?? false} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function GalleryCard({ property, favourite }: { property: GalleryProperty; favourite: boolean }) {
  const { t } = useLingui();
  const viewerId = useId();
  const title = property.title;
  const photos = property.images.length;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <button
        type="button"
        {...lightboxOpener(viewerId, 0)}
        className="group relative block"
        aria-label={t`View photos of ${title}`}
      >
        <ShippedImage
          base={property.images[0]}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          className="h-48 w-full object-cover transition group-hover:opacity-90"
        />
        <span className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-1 text-sm text-white">
          {plural(photos, { one: "# photo", other: "# photos" })}
        </span>
      </button>
      <Heart
        item={heartItem.gallery(property.slug)}
        pressed={favourite}
        label={t`Favourite: ${title}`}
        failed={t`Your favourite could not be saved to your account. Please try again.`}
        className="absolute top-2 right-2"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold text-gray-900">{property.title}</h2>
        <p className="text-gray-700">{property.location}</p>
        <p className="text-xl font-bold text-brand-700">{formatRupees(property.price)}</p>
        <dl className="flex gap-4 text-sm text-gray-700">
          <div className="flex flex-row-reverse gap-1">
            <dt>
              <Trans>beds</Trans>
            </dt>
            <dd className="font-semibold text-gray-900">{property.beds}</dd>
          </div>
          <div className="flex flex-row-reverse gap-1">
            <dt>
              <Trans>baths</Trans>
            </dt>
            <dd className="font-semibold text-gray-900">{property.baths}</dd>
          </div>
          <div className="flex flex-row-reverse gap-1">
            <dt>sq ft</dt>
            <dd className="font-semibold text-gray-900">{property.sqft.toLocaleString("en-IN")}</dd>
          </div>
        </dl>
        <p className="text-gray-700">{property.description}</p>
      </div>
      <Lightbox
        id={viewerId}
        title={title}
        count={photos}
        renderPhoto={(index) => {
          const position = index + 1;
          return (
            <ShippedImage
              base={property.images[index]}
              sizes="100vw"
              loading="lazy"
              alt={t`${title}, ${position} of ${photos}`}
            />
          );
        }}
      />
    </article>
  );
}
