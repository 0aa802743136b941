import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { linguiPlugins } from "./vite-lingui.ts";

// Loaded from node_modules as they are: PGlite and sharp find their WASM, data files and native binaries beside their
// own code, pg its optional native binding, and pino its transports in worker threads.
const serverOnly = ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http"];

function catalogChunk(id: string): string | undefined {
  const locale = /\/app\/locales\/(\w+)\/[^/]+\.po$/.exec(id)?.[1];
  return locale ? `catalog-${locale}` : undefined;
}

/**
 * Rolldown prints a table of the plugins' time whenever their hooks take a large share of a build: React Router's,
 * Tailwind's and Lingui's, none ours to change, so on a slower machine every `npm start` and `npm run build` showed it.
 */
const checks = { bundlerTimings: false };

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild
    ? { rolldownOptions: { input: "./server/app.ts", checks }, target: "node20" }
    : {
        target: "es2022",
        // The browsers Tailwind 4's CSS is written for, whose colours are oklch(): for older targets Lightning CSS
        // (Vite's CSS minifier) would add a lab() copy of every colour, 3 KB more CSS for browsers the rest of that CSS
        // does not serve.
        cssTarget: ["chrome111", "edge111", "firefox128", "safari16.4"],
        // A page fetches its language's messages as one file (catalog-hi-….js), not one per part of the tree.
        rolldownOptions: { output: { manualChunks: catalogChunk }, checks },
      },
  // Everything else goes into the server bundle (ADR 061): a process that starts reads a few files instead of resolving
  // and compiling some 1,250 modules one by one, which took half of its start. The dev server and the scripts that run
  // TypeScript through Vite (scripts/run-ts.mjs) load them from node_modules as Node does.
  ssr: { external: serverOnly, ...(command === "build" ? { noExternal: true as const } : {}) },
  optimizeDeps: { exclude: serverOnly },
  plugins: [...linguiPlugins(), tailwindcss(), reactRouter()],
}));
