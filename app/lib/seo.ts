import type { MetaDescriptor } from "react-router";
import type { ImageVariant } from "~/db/schema";
import { localePath } from "./i18n";
import { mediaUrl } from "./media";

/** An address (absolute or a path) at its place in the language being served: a Hindi page is its own canonical. */
function inServedLanguage(address: string): string {
  if (address.startsWith("/")) return localePath(address);
  if (!URL.canParse(address)) return address;
  const url = new URL(address);
  return `${url.origin}${localePath(`${url.pathname}${url.search}${url.hash}`)}`;
}

/** A page's title, description and canonical address, as React Router meta descriptors. */
export function pageMeta({
  title,
  description,
  canonical,
}: {
  title: string;
  description: string;
  canonical?: string;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: inServedLanguage(canonical) } as const] : []),
  ];
}

type ListingLd = {
  name: string;
  description: string;
  url: string;
  publicUrl: string;
  images: ImageVariant[][];
  price: number | null;
  locality: string | null;
  city: string;
};

/** schema.org RealEstateListing data for a listing or project page. */
export function realEstateListingLd(listing: ListingLd): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.name,
    description: listing.description,
    url: listing.url,
    image: listing.images.flatMap((variants) => {
      const largest = [...variants].sort((a, b) => b.width - a.width)[0];
      return largest ? [`${listing.publicUrl}${mediaUrl(largest.key)}`] : [];
    }),
    ...(listing.price !== null ? { offers: { "@type": "Offer", price: listing.price, priceCurrency: "INR" } } : {}),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: listing.locality || undefined,
        addressLocality: listing.city,
        addressCountry: "IN",
      },
    },
  };
}
