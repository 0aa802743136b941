import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ONE_FILE_NODE_FLAGS, TEST_NODE_FLAGS } from "./tests/support/node-flags.ts";
import { linguiPlugins } from "./vite-lingui.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Files that test the HTTP layer (redirect targets, origins, proxies, bodies, headers, languages, page scripts, the
 * page cache): their database work is the same as that of files the PostgreSQL pass runs, so running them there
 * again only doubles CI's time.
 */
const ABOVE_THE_DATABASE = [
  "tests/security/redirect.test.ts",
  "tests/security/origin.test.ts",
  "tests/security/proxy.test.ts",
  "tests/security/bodies.test.ts",
  "tests/security/redos.test.ts",
  "tests/security/page-cache.test.ts",
  "tests/security/language-choice.test.ts",
  "tests/integration/hindi.test.ts",
  "tests/integration/hindi-every-page.test.ts",
  "tests/integration/page-scripts.test.ts",
  "tests/integration/web-concurrency.test.ts",
  // The demo seed's passwords (printed once, published ones retired): the PostgreSQL pass seeds the demo for its
  // template already, and a password's update is the same statement on both.
  "tests/security/demo-accounts.test.ts",
];

/**
 * Unit files that need a process of their own: one sets the environment the app reads once and keeps, one times the
 * event loop's turns, which timers and sockets left by an earlier file in a shared process would take part in.
 */
const UNITS_ALONE = ["app/lib/csrf.server.test.ts", "server/turn-budget.test.ts"];

export default defineConfig({
  plugins: linguiPlugins(),
  resolve: { alias },
  test: {
    setupFiles: ["./tests/support/i18n.ts"],
    // Three files at a time on two cores: an integration file spends much of its time waiting on its servers'
    // start-up and on the network, so a third keeps the cores busy.
    maxWorkers: 3,
    // Vitest's expect.poll gives up after 1 s; a page that hydrates and then fetches, on two cores shared with other
    // test files, can take several. Polling stops as soon as the assertion holds, so a long limit costs nothing.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 1 },
          // Unit files share their processes: each file's own process, its set-up and its imports cost about 1 s of CPU,
          // against milliseconds for its tests.
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          exclude: UNITS_ALONE,
          environment: "node",
        },
      },
      {
        extends: true,
        test: { name: "unit-alone", sequence: { groupOrder: 1 }, include: UNITS_ALONE, environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          execArgv: ONE_FILE_NODE_FLAGS,
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          // Only the projects that start servers make their templates; unit tests never wait for them.
          globalSetup: ["./tests/support/global-setup.ts"],
          // The PostgreSQL pass leaves out files whose subject sits above the database (ADR 003).
          exclude: process.env.TEST_POSTGRES_URL ? ABOVE_THE_DATABASE : [],
          // The app a test file serves in its own process (tests/support/in-process.ts) is loaded by Node as it is, as
          // `npm start` loads it: Vite would transform the whole bundle again for each file, slower than a new process.
          server: { deps: { external: [/\/build[^/]*\/(\w+\/)?server\//] } },
          testTimeout: 120_000,
          // A file's set-up starts its server and signs its users up: on two cores shared with a run beside and other
          // work, minutes (ADR 046). A server that fails says so at once; only a slow one uses this.
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          execArgv: TEST_NODE_FLAGS,
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["./tests/support/global-setup.ts", "./tests/support/browser-setup.ts"],
          // A browser journey on 2 shared cores can lose a race with its own machine; one retry, reported, not hidden.
          retry: 1,
          // A browser and a server per file already fill both cores. Vitest runs projects with different numbers of
          // workers one after the other: the browser journeys go first, the rest after.
          maxWorkers: 2,
          // The journeys share their two processes: each file's own process spent about 2 s of CPU loading Playwright,
          // axe and the support modules again. A file's state is its browser contexts and its address on the shared
          // server (sharedDemoServer), both made in its beforeAll; nothing of a file stays in the modules.
          isolate: false,
          sequence: { groupOrder: 0 },
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
