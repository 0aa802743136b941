import { t } from "@lingui/core/macro";

/** Who posted a listing, as the 'Posted by' search filter offers it; a Client's listings answer neither. */
export const POSTER_ROLES = ["Owner", "Agent"] as const;

/** 'Posted by owner', 'Posted by agent', 'Posted by client': what cards and listing pages say of the poster's role. */
export function postedByLabel(role: string | null): string | null {
  if (role === "Owner") return t`Posted by owner`;
  if (role === "Agent") return t`Posted by agent`;
  return role === "Client" ? t`Posted by client` : null;
}
