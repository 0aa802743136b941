// `npm run i18n:check`: the catalogs must hold every message the code says, and every message must have its Hindi.
// Extraction rewrites the catalogs from the code; a catalog that changed was out of date (the built site would show a
// message id instead of its words), and an empty Hindi entry is a page that would fall back to English.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const localesDir = path.join(root, "app", "locales");
const catalogs = () =>
  Object.fromEntries(
    readdirSync(localesDir).flatMap((locale) =>
      readdirSync(path.join(localesDir, locale))
        .filter((file) => file.endsWith(".po"))
        .map((file) => [path.join(locale, file), readFileSync(path.join(localesDir, locale, file), "utf8")]),
    ),
  );

const before = catalogs();
const extract = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/@lingui/cli/dist/lingui.js"), "extract", "--clean"],
  {
    cwd: root,
    encoding: "utf8",
  },
);
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const after = catalogs();

const problems = [];
for (const [file, text] of Object.entries(after)) {
  if (before[file] !== text) problems.push(`${file} was out of date: run \`npm run i18n:extract\` and commit it`);
}

/** msgid/msgstr pairs of a PO file; continuation lines are joined. */
function entries(text) {
  const found = [];
  const strings = (block, key) => {
    const match = new RegExp(`^${key} ("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)`, "m").exec(block);
    return match
      ? match[1]
          .split("\n")
          .map((part) => JSON.parse(part))
          .join("")
      : null;
  };
  for (const block of text.split(/\n\n+/)) {
    const id = strings(block, "msgid");
    const translation = strings(block, "msgstr");
    if (id) found.push({ id, translation });
  }
  return found;
}

for (const [file, text] of Object.entries(after)) {
  if (!file.startsWith(`hi${path.sep}`)) continue;
  for (const { id, translation } of entries(text)) {
    if (!translation) problems.push(`${file}: no Hindi for "${id}"`);
  }
}

if (problems.length > 0) {
  console.error(`Catalogs: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Catalogs up to date; every message has its Hindi (${Object.keys(after).length} files).`);
