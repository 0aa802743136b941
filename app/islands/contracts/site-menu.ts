import { defineContract } from "./contract";

/**
 * The header's Menu on small screens (app/components/layout/site-header.tsx and app/islands/site-menu.ts): `button`
 * is the Menu button (its aria-controls names the panel), `panel` the menu it opens.
 */
export const siteMenu = defineContract({ button: "data-site-menu", panel: "data-site-menu-panel" });
