import { defineContract } from "./contract";

/**
 * A banner sent hidden on a cached page (app/islands/query-banner.ts), shown when the address has the `name=value`
 * its `when` holds: the home page after an account is deleted (app/features/accounts/account-deleted-banner.tsx).
 */
export const queryBanner = defineContract({ when: "data-query-banner" });
