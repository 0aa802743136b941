// Run by `npm run build` after `react-router build`: prints the gzipped JavaScript each public page makes a
// visitor's browser download and exits with 1 when a page is over its budget (ADR 017, ADR 021). These pages reach a
// visitor without React: the islands script (the service worker's registration among them) is all they load. A signed-in user gets React (the client
// entry, what it fetches for the page's language, and every route module of the page with its static imports, as
// React Router's own manifest lists them); that weight is printed beside, without a budget. The manifest file itself
// is not counted: with lazy route discovery the page carries the part it needs inline and the browser never fetches
// the file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");

const { pages: PAGES, onDemand: ON_DEMAND } = JSON.parse(
  readFileSync(path.join(root, "scripts/js-budgets.json"), "utf8"),
);

const manifestFile = readdirSync(path.join(client, "assets")).find((f) => /^manifest-\w+\.js$/.test(f));
if (!manifestFile) throw new Error("No React Router manifest in the client build: run `react-router build` first.");
const manifestSource = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""));

const gzipped = (url) => gzipSync(readFileSync(path.join(client, url))).length;

const islandsFile = readdirSync(path.join(client, "assets")).find((f) => /^islands-[\w-]+\.js$/.test(f));
if (!islandsFile) throw new Error("No islands-… script in the client build.");
/** What every page loads, hydrated or not: the islands, the service worker's registration among them. */
const VISITOR_SCRIPTS = [`/assets/${islandsFile}`];

/** What the client entry fetches for a language before it hydrates: Hindi's messages; English is in the code. */
function languageScripts(locale) {
  if (locale === "en") return [];
  const file = readdirSync(path.join(client, "assets")).find((f) => f.startsWith(`catalog-${locale}-`));
  if (!file) throw new Error(`No catalog-${locale}… chunk in the client build.`);
  return [`/assets/${file}`];
}

/**
 * The scripts of a page for a signed-in user: the client entry, its language's messages, the modules of the routes
 * it matches, and what every page loads.
 */
function signedInScripts(page, routeIds) {
  const locale = page.startsWith("/hi") ? "hi" : "en";
  const urls = new Set([
    ...VISITOR_SCRIPTS,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...languageScripts(locale),
  ]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The route ${id} is not in the build.`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

const kilobytes = (scripts) => scripts.reduce((sum, url) => sum + gzipped(url), 0) / 1024;

let over = false;
console.log("\nJavaScript per page (gzipped):");
const visitorKb = kilobytes(VISITOR_SCRIPTS);
for (const { page, routes, budget } of PAGES) {
  const signedIn = signedInScripts(page, routes);
  const heaviest = signedIn
    .map((url) => ({ url, kb: gzipped(url) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
    .map((s) => `${path.basename(s.url)} ${s.kb.toFixed(1)}`)
    .join(", ");
  const fits = visitorKb <= budget;
  if (!fits) over = true;
  console.log(
    `  ${page.padEnd(16)} visitor ${visitorKb.toFixed(1).padStart(5)} KB  budget ${budget} KB  ${fits ? "ok" : "OVER"}` +
      `   signed in ${kilobytes(signedIn).toFixed(1).padStart(6)} KB (heaviest: ${heaviest})`,
  );
}
// Scripts a page fetches only when someone asks for what they do (the map): never in a page's weight, each with its own
// budget.
for (const { script, opens, budget } of ON_DEMAND) {
  const file = readdirSync(path.join(client, "assets")).find((f) => f.startsWith(`${script}-`) && f.endsWith(".js"));
  if (!file) throw new Error(`No ${script}-… script in the client build.`);
  const kb = gzipped(`/assets/${file}`) / 1024;
  const fits = kb <= budget;
  if (!fits) over = true;
  console.log(
    `  ${script.padEnd(16)} on demand ${kb.toFixed(1).padStart(5)} KB  budget ${budget} KB  ${fits ? "ok" : "OVER"}   (${opens})`,
  );
}
const fonts = readdirSync(path.join(client, "assets")).filter((f) => /^noto-sans-devanagari-(400|700)-/.test(f));
if (fonts.length > 0) console.log("");
for (const font of fonts) {
  const kb = readFileSync(path.join(client, "assets", font)).length / 1024;
  console.log(`Font preloaded on /hi/ pages only: ${font} ${kb.toFixed(1)} KB (woff2)`);
}
if (over) {
  console.error("\nA page is over its JavaScript budget.");
  process.exit(1);
}
