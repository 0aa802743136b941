import { defineContract } from "./contract";

/**
 * A button that puts its value in a field and leaves the keyboard there (app/islands/fill.ts): the quick questions of
 * 'Contact owner' (app/features/leads/enquiry-form.tsx). `fill` holds the field's id.
 */
export const fill = defineContract({ fill: "data-fill" });
