import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { initials } from "~/components/layout/site-header";
import { CITY_SERVICES } from "~/content/city-services";
import { GALLERY_PROPERTIES } from "~/content/gallery";
import { PROJECT_SERVICES } from "~/content/project-services";
import { TEAM_MEMBERS } from "~/content/teams";
import { DEMO_ACCOUNTS, DEMO_BUILDER, DEMO_LISTINGS, DEMO_PROJECTS } from "~/features/demo/demo-content";
import { env } from "~/lib/env.server";
import routes from "~/routes";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

/**
 * Every page of the route table, under /hi/, read the way a person reads it: the text between tags, the page
 * title and the names controls are given (aria-label, placeholder, title, alt). A word in Latin letters is a
 * defect unless it is a brand, a unit people write in Latin letters, or what people and the site's settings wrote
 * (listing names, localities, the support address).
 */
const ALLOWED = new Set(
  [
    // The word mark sets "Ghar" and "Stay" in two colours.
    "GharStay",
    "Ghar",
    "PG",
    "PGs",
    "BHK",
    "RK",
    "RERA",
    "UP",
    // RERA registration numbers and the formats the Admin form shows as examples.
    "UPRERA",
    "UPRERAPRJ",
    "HARERA",
    "RC",
    "REP",
    "GGM",
    "km",
    "sq",
    "ft",
    "AC",
    "Wi-Fi",
    "WiFi",
    "CCTV",
    "OTP",
    "QR",
    "SMS",
    "ID",
    "ATM",
    "MB",
    "CEO",
    "NCR",
    "IT",
    "JPEG",
    "PNG",
    "WebP",
    "AVIF",
    "JSON",
    "SMTP",
    "URL",
    // The word a person types to confirm deleting their account, the same in every language.
    "DELETE",
    "WhatsApp",
    "Google",
    "Play",
    "App",
    "Store",
    "Apple",
    "Facebook",
    "Instagram",
    "Twitter",
    "Maps",
    "Android",
    "iPhone",
    "LinkedIn",
    "YouTube",
    "X",
    "English",
  ].map((word) => word.toLowerCase()),
);

/**
 * Words of what people and settings wrote, shown as written in either language: listings, projects, names (and
 * the initials avatars show for them), the support address, and the proper names of places and properties in the
 * site's own pages (a sub-project, a gallery property).
 */
function userContentWords(): Set<string> {
  const config = env();
  const names = [
    ...Object.values(DEMO_ACCOUNTS).map((account) => account.name),
    ...TEAM_MEMBERS.map((member) => member.name),
  ];
  const written = [
    ...DEMO_LISTINGS.flatMap((listing) => Object.values(listing)),
    ...DEMO_PROJECTS.flatMap((project) => Object.values(project)),
    DEMO_BUILDER.name,
    ...CITY_SERVICES.flatMap((service) => service.subProjects.flatMap((sub) => [sub.name, sub.locality])),
    ...GALLERY_PROPERTIES.map((property) => property.title),
    ...names,
    ...names.map(initials),
    config.SUPPORT_ADDRESS,
  ];
  const words = new Set<string>();
  for (const value of written.flat()) {
    if (typeof value !== "string") continue;
    for (const word of value.match(LATIN_WORD) ?? []) words.add(word.toLowerCase());
  }
  return words;
}

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;

/** A word of what people wrote, also when a card cut it short ("pick-u…"). */
function written(word: string, words: Set<string>): boolean {
  const lower = word.toLowerCase();
  if (words.has(lower)) return true;
  return lower.length >= 3 && [...words].some((known) => known.startsWith(lower));
}

/** Every Hindi page address in the route table, nested ones joined to their parents. */
function hindiPatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? (parent ? `${parent}/${entry.path}` : entry.path) : parent;
    const own = entry.children ? [] : [`/${path}`];
    return [...own, ...(entry.children ? hindiPatterns(entry.children, path) : [])];
  });
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'");

/** What a person reads or hears on the page. */
function readableText(html: string): string {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, " ");
  const named = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const described = [...body.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]);
  const shown = body.replace(/<[^>]+>/g, " ");
  return decode([shown, ...named, ...described].join(" "))
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
}

let server: RunningServer;
let owner: HttpClient;
let admin: HttpClient;
const ids: Record<string, string> = {};

test.override("serverSetup", { demo: true });

test.beforeAll(async ({ server: started, admin: signedIn }) => {
  server = started;
  owner = await logInAs(server.url, demoAccounts(server).owner);
  admin = signedIn;
  const listing = cards((await fetchPage(server.url, "/explore")).html).find((c) => c.href.startsWith("/property/"));
  const project = cards((await fetchPage(server.url, "/NewlyProject")).html)[0];
  ids.id = listing?.href.split("/").pop() ?? "";
  ids.projectId = project?.href.split("/").pop() ?? "";
  expect(ids.id && ids.projectId).toBeTruthy();
});

/** A value for each parameter: real listings and projects, a real city and service; a made-up one leads to 404. */
function address(pattern: string): string {
  const values: Record<string, string> = {
    id: ids.id,
    projectId: ids.projectId,
    city: "lucknow",
    url: pattern.includes("ProjectService")
      ? PROJECT_SERVICES[0].url
      : pattern.includes("services/")
        ? CITY_SERVICES[0].url
        : "lucknow",
    decision: "accept",
  };
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? "0").replace(/\*$/, "no-such-page");
}

/** Reads a page as `client`, following redirects while they stay in Hindi. */
async function readHindi(client: HttpClient, path: string): Promise<{ path: string; status: number; html: string }> {
  let at = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await client.get(at, { headers: { accept: "text/html" } });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, server.url);
      expect(next.pathname, `${at} sent a Hindi reader to an English address`).toMatch(/^\/hi(\/|$)/);
      at = `${next.pathname}${next.search}`;
      continue;
    }
    return { path: at, status: response.status, html: await response.text() };
  }
  throw new Error(`${path} redirects in a loop`);
}

describe("every page in Hindi", () => {
  it("shows no English words outside brands, units and what people wrote", async () => {
    const content = userContentWords();
    const patterns = hindiPatterns(routes.filter((entry) => entry.path?.startsWith("hi")));
    expect(patterns.length).toBeGreaterThan(60);
    const found: string[] = [];
    for (const pattern of patterns) {
      const readers = pattern.startsWith("/hi/admin") ? [admin] : [new HttpClient(server.url), owner];
      for (const reader of readers) {
        const page = await readHindi(reader, address(pattern));
        expect(page.html, page.path).toContain('<html lang="hi-IN"');
        const latin = new Set(
          (readableText(page.html).match(LATIN_WORD) ?? []).filter(
            (word) => !ALLOWED.has(word.toLowerCase()) && !written(word, content),
          ),
        );
        if (latin.size > 0) found.push(`${page.path} (${page.status}): ${[...latin].slice(0, 12).join(", ")}`);
      }
    }
    expect(found).toEqual([]);
  });
});
