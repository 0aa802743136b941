import { defineContract } from "./contract";

/**
 * A home-page section that fades in (app/features/home/reveal.tsx and app/islands/reveal.ts): the island sets
 * `reveal` to one of REVEAL_STATES, which the component's classes style (Tailwind's `data-[reveal=…]` variants, the
 * one place the name is written again).
 */
export const reveal = defineContract({ reveal: "data-reveal" });

/** 'waiting': hidden below the fold until seen; 'shown': fading in. */
export const REVEAL_STATES = { waiting: "waiting", shown: "shown" } as const;
