import type { MetaDescriptor } from "react-router";

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
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical } as const] : []),
  ];
}
