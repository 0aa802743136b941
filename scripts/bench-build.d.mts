// Types of bench-build.mjs, for the benches written in TypeScript.
export function benchNodeFlags(): string[];
export function ensureBuilt(): { root: string; port: number };
export function startBuiltServer(
  root: string,
  port: number,
  env: Record<string, string>,
): { server: import("node:child_process").ChildProcess; output: () => string; stopped: Promise<unknown> };
