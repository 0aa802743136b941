// Runs one of our TypeScript scripts (`node scripts/run-ts.mjs scripts/x.ts …args`) through Vite's SSR loader with the
// project's own plugins, as the development server loads the app: the app's modules use Lingui's macros, which only a
// build step turns into code, so a plain TypeScript runner cannot import them.
import path from "node:path";
import { createServer } from "vite";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("Usage: node scripts/run-ts.mjs <script.ts> [arguments]");
  process.exit(2);
}
// The script reads its own arguments from process.argv, as when run directly.
process.argv = [process.argv[0], path.resolve(script), ...args];
const vite = await createServer({
  appType: "custom",
  logLevel: "warn",
  // No watcher and no hot reload: a script runs once, and the process ends when the script's work does.
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  await vite.ssrLoadModule(path.resolve(script));
} finally {
  // Loading runs the script's top level; what it started goes on after this, and the process ends with it.
  await vite.close();
}
