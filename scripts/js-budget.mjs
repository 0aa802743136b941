// Run by `npm run build` after `react-router build`: prints the gzipped JavaScript each public page makes a
// browser download (the client entry, the route manifest, and every route module of the page with its static
// imports, as React Router's own manifest lists them) and exits with 1 when a page is over its budget (ADR 017).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, process.env.BUILD_DIR ?? "build", "client");

/** Budgets in KB (1024 bytes) of gzipped JavaScript; the route ids are the matches from the root down. */
const PAGES = [
  { page: "/", routes: ["root", "routes/home"], budget: 90 },
  { page: "/explore", routes: ["root", "explore:explore"], budget: 100 },
  { page: "/property/:id", routes: ["root", "routes/property"], budget: 90 },
];

const manifestFile = readdirSync(path.join(client, "assets")).find((f) => /^manifest-\w+\.js$/.test(f));
if (!manifestFile) throw new Error("No React Router manifest in the client build: run `react-router build` first.");
const manifestSource = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""));

const gzipped = (url) => gzipSync(readFileSync(path.join(client, url))).length;

/** The scripts of a page, or none when every route of it opts out of hydration (`handle.hydrate === false`). */
function pageScripts(routeIds) {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports, `/assets/${manifestFile}`]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The route ${id} is not in the build.`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

let over = false;
console.log("\nJavaScript per page (gzipped):");
for (const { page, routes, budget } of PAGES) {
  const scripts = pageScripts(routes);
  const kb = scripts.reduce((sum, url) => sum + gzipped(url), 0) / 1024;
  const heaviest = scripts
    .map((url) => ({ url, kb: gzipped(url) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
    .map((s) => `${path.basename(s.url)} ${s.kb.toFixed(1)}`)
    .join(", ");
  const fits = kb <= budget;
  if (!fits) over = true;
  console.log(
    `  ${page.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB  budget ${budget} KB  ${fits ? "ok" : "OVER"}  (heaviest: ${heaviest})`,
  );
}
if (over) {
  console.error("\nA page is over its JavaScript budget.");
  process.exit(1);
}
