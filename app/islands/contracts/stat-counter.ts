import { defineContract } from "./contract";

/**
 * A figure that counts up when seen (app/features/home/stat-counter.tsx and app/islands/stat-counter.ts): `from` is
 * where it starts; the element's text is the figure it ends on, as the server wrote it.
 */
export const statCounter = defineContract({ from: "data-stat-counter" });
