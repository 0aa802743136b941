import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { linguiPlugins } from "./vite-lingui";

// PGlite ships its own WASM and data files; bundling it breaks their lookup.
const serverOnly = ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http"];

function catalogChunk(id: string): string | undefined {
  const locale = /\/app\/locales\/(\w+)\/[^/]+\.po$/.exec(id)?.[1];
  return locale ? `catalog-${locale}` : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // A page fetches its language's messages as one file (catalog-hi-….js), not one per part of the tree.
      { target: "es2022", rollupOptions: { output: { manualChunks: catalogChunk } } },
  ssr: { external: serverOnly },
  optimizeDeps: { exclude: serverOnly },
  plugins: [...linguiPlugins(), tailwindcss(), reactRouter()],
}));
