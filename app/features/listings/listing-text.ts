/** What the listing page shows for a fact the owner left empty. */
export const NOT_AVAILABLE = "Not available";

export function listingName(name: string | null | undefined): string {
  return name?.trim() || "Untitled Project";
}
