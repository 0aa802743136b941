// Types of bench-build.mjs, for the benches written in TypeScript.
export function benchNodeFlags(): string[];
