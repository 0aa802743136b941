import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * English is the source: its words are the specification's, written in the code. Hindi lives in catalogs, one per
 * part of the tree, so that work on one feature never edits another's file. `npm run i18n:check` fails when any
 * message lacks its Hindi.
 */
const tests = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  // No file:line references: they would change with every edit and make two branches' catalogs conflict.
  format: formatter({ origins: false }),
  orderBy: "message",
  // `t` outside components resolves to the language of the request being served (see app/lib/i18n.ts).
  runtimeConfigModule: { i18n: ["~/lib/i18n", "i18n"] },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/{name}",
      include: ["<rootDir>/app/features/{name}/"],
      exclude: tests,
    },
    {
      path: "<rootDir>/app/locales/{locale}/shared",
      include: [
        "<rootDir>/app/components/",
        "<rootDir>/app/content/",
        "<rootDir>/app/lib/",
        "<rootDir>/app/root.tsx",
        "<rootDir>/server/",
      ],
      exclude: tests,
    },
    {
      path: "<rootDir>/app/locales/{locale}/admin",
      include: ["<rootDir>/app/routes/admin/"],
      exclude: tests,
    },
    {
      path: "<rootDir>/app/locales/{locale}/pages",
      include: ["<rootDir>/app/routes/"],
      exclude: ["<rootDir>/app/routes/admin/**", ...tests],
    },
  ],
});
