import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { linguiPlugins } from "./vite-lingui";

// PGlite ships its own WASM and data files; bundling it breaks their lookup.
const serverOnly = ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http"];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  ssr: { external: serverOnly },
  optimizeDeps: { exclude: serverOnly },
  plugins: [...linguiPlugins(), tailwindcss(), reactRouter()],
}));
