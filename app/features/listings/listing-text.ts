import { t } from "@lingui/core/macro";

/** What the listing page shows for a fact the owner left empty, in the page's language. */
export const notAvailable = () => t`Not available`;

export function listingName(name: string | null | undefined): string {
  return name?.trim() || t`Untitled Project`;
}
