import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { ROOT } from "../support/paths";
import { freePort, postgresAdminUrl, startTestServer, type TestServer } from "../support/server";

/**
 * WEB_CONCURRENCY: one port served by several processes, each on the one PostgreSQL database (ADR 026). What an
 * operator sees: the workers share sign-ins, one that dies is replaced while the site keeps answering, a stop ends
 * them all, and the embedded database refuses to be shared.
 */

/** The processes the primary forked. */
function workersOf(server: TestServer): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(server.process.pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // ps exits 1 when no process matches.
    return [];
  }
}

async function until<T>(look: () => T, done: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = look();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The worker numbers in the server's log lines for requests to `address`. */
function workersThatServed(server: TestServer, address: string): Set<number> {
  const served = new Set<number>();
  for (const line of server.logs().split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { worker?: number; req?: { url?: string } };
    if (entry.req?.url === address && entry.worker !== undefined) served.add(entry.worker);
  }
  return served;
}

/** How many times a worker said it was listening. */
const listeningLines = (server: TestServer) => server.logs().split("GharStay is listening").length - 1;

/** A GET on a connection of its own, as a new visitor's. */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (response) => resolve(response.resume().statusCode)).on("error", reject);
  });
}

describe("WEB_CONCURRENCY", () => {
  it("stops start-up when several processes would open the embedded database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-cluster-"));
    try {
      const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          // The build npm test made (scripts/test.mjs), which is not build/ unless TEST_REUSE_BUILD says so.
          ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: "2",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let printed = "";
      child.stderr.on("data", (chunk) => {
        printed += chunk;
      });
      const code = await new Promise((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(printed).toContain(
        "WEB_CONCURRENCY: more than one process needs DATABASE_URL: the embedded database is opened by one process only",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!postgresAdminUrl)(
    `on PostgreSQL${postgresAdminUrl ? "" : " (skipped: TEST_POSTGRES_URL is not set; npm run test:postgres)"}`,
    () => {
      let server: TestServer;

      beforeAll(async () => {
        server = await startTestServer({ env: { WEB_CONCURRENCY: "2" } });
      }, 120_000);

      afterAll(async () => {
        await server?.stop();
      });

      it("two workers share a sign-in, one that dies is replaced while pages keep coming, and a stop ends both", {
        timeout: 90_000,
      }, async () => {
        const first = await until(
          () => workersOf(server),
          (pids) => pids.length === 2,
          "two workers",
        );

        // Requests at once open connections of their own, which the primary hands to whichever worker is free; a
        // worker busy starting up (reading its search index) may get none of a batch, so batches go until both did.
        const { client, user } = await signUpAndLogIn(server.url, { name: "Cluster Owner" });
        let served = new Set<number>();
        for (let batch = 0; batch < 10 && served.size < 2; batch++) {
          const answers = await Promise.all(Array.from({ length: 8 }, () => client.get("/api/v1/me")));
          for (const answer of answers) {
            expect(answer.status).toBe(200);
            expect(((await answer.json()) as { user: { email: string } }).user.email).toBe(user.email);
          }
          // Each worker's request lines come through its own pipe, some after the answers.
          served = await until(
            () => workersThatServed(server, "/api/v1/me"),
            (workers) => workers.size === 2,
            "both workers' request lines",
            1_000,
          ).catch(() => workersThatServed(server, "/api/v1/me"));
        }
        expect(served).toEqual(new Set([1, 2]));

        // A worker killed outright: once it is gone, new visitors are answered by the other while a new one starts.
        process.kill(first[0], "SIGKILL");
        // Its log line comes through a pipe after the primary reaped it: wait for the line, not the process table.
        await until(
          () => server.logs().includes("a worker died; starting another in its place"),
          Boolean,
          "the primary to see the worker die",
        );
        for (let n = 0; n < 10; n++) expect(await statusOnNewConnection(`${server.url}/about`)).toBe(200);
        await until(
          () => listeningLines(server),
          (count) => count === 3,
          "the new worker listening",
        );
        const after = workersOf(server);
        expect(after).toContain(first[1]);
        expect(after).not.toContain(first[0]);
        expect(after).toHaveLength(2);

        expect(await server.stop()).toBe(0);
        for (const pid of after) expect(() => process.kill(pid, 0), `worker ${pid} still running`).toThrow();
      });
    },
  );
});
