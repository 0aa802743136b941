import { t } from "@lingui/core/macro";
import type { ListingStatus } from "./listing-statuses";

// Apart from the statuses themselves: the database schema imports those, and drizzle-kit cannot load a macro.
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  get pending() {
    return t`Pending`;
  },
  get approved() {
    return t`Approved`;
  },
  get held() {
    return t`Held after reports`;
  },
  get removed() {
    return t`Removed`;
  },
  get expired() {
    return t`Expired`;
  },
  get closed() {
    return t`Rented or sold`;
  },
  get deleted() {
    return t`Deleted; its bookings, messages and reviews kept`;
  },
};
