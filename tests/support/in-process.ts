import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { inject } from "vitest";
import { BUILD_DIR } from "./paths";
import {
  freePort,
  freshPostgresDatabase,
  postgresAdminUrl,
  type RunningServer,
  TEST_SERVER_ENV,
  type TestServerOptions,
} from "./server";

type ServerModule = { startServer: (clientDir: string) => Promise<Server | undefined> };

let started = false;

/**
 * The built app served from this test file's own process (ADR 046): the bundle `npm start` serves, loaded by Node as
 * it is (vitest.config.ts keeps Vite off it), on a fresh copy of a template, with no Node process to start. Vitest gives
 * each test file a process of its own, and the app keeps its configuration and database in module state, so a file
 * gets one such server: a file that stops and restarts one, runs two, or reads a server's log uses startTestServer.
 * Its log goes to the file's output, at `warn` unless TEST_LOG_LEVEL says otherwise.
 */
export async function startInProcessServer(
  options: Pick<TestServerOptions, "demo" | "env"> = {},
): Promise<RunningServer> {
  if (started) throw new Error("One in-process server per test file: start another with startTestServer.");
  started = true;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-test-"));
  // The app holds its database open until this process ends, so its folder goes then.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const template = inject("serverTemplates")[options.demo ? "demo" : "empty"];
  cpSync(template.dataDir, dataDir, { recursive: true });
  const database = postgresAdminUrl ? await freshPostgresDatabase(postgresAdminUrl, template.database) : undefined;
  Object.assign(process.env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: options.demo ? "1" : "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...TEST_SERVER_ENV,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const app = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerModule;
  const server = await app.startServer(path.join(BUILD_DIR, "client"));
  if (!server) throw new Error("With WEB_CONCURRENCY the app starts workers of its own: use startTestServer.");
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    databaseUrl: database?.url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The app's background work runs on until this process ends: on PostgreSQL its next reads log that their
      // database is gone, and the connections the drop ends are the app's to survive (a restart does the same).
      await database?.drop().catch(() => {});
      return 0;
    },
  };
}
