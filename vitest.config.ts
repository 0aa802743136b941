import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./vite-lingui";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: linguiPlugins(),
  resolve: { alias },
  test: {
    globalSetup: ["./tests/support/global-setup.ts"],
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
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // A browser journey on 2 shared cores can lose a race with its own machine; one retry, reported, not hidden.
          retry: 1,
          // A browser and a server per file already fill both cores. Vitest runs projects with different numbers of
          // workers one after the other: the browser journeys go first, the rest after.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
