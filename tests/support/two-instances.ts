import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startHaproxy } from "./haproxy";
import { freePort, freshPostgresDatabase, postgresAdminUrl, startTestServer, type TestServer } from "./server";

const haproxyInstalled = spawnSync("haproxy", ["-v"]).status === 0;

/** Why two instances behind HAProxy cannot run here, or "" when they can: for `describe.skipIf` and its title. */
export const twoInstancesSkipReason = !postgresAdminUrl
  ? "TEST_POSTGRES_URL is not set: two instances need a shared PostgreSQL server (npm run test:postgres)"
  : !haproxyInstalled
    ? "haproxy is not installed (apt-get install -y haproxy; .ci/run installs it)"
    : "";

export type TwoInstances = {
  /** The database both instances use, for reading it directly. */
  databaseUrl: string;
  a: TestServer;
  b: TestServer;
  /** HAProxy in front of both: round robin, health-checked (support/haproxy.ts). */
  lb: Awaited<ReturnType<typeof startHaproxy>>;
  /** Stops HAProxy, both instances and drops the database. */
  stop: () => Promise<void>;
};

/**
 * Two app instances on one new PostgreSQL database behind HAProxy, as the README's scale-out section deploys them:
 * one session secret, and HAProxy's address as `PUBLIC_URL`, so a cookie or a form from either is good on the other.
 * The first seeds the demo content (its log prints the demo accounts); the second finds the migrations done and the
 * accounts there. `env` adds to both instances' environment (SMTP, a bucket, …).
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await freshPostgresDatabase();
  const lbPort = await freePort();
  const shared = {
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: `http://localhost:${lbPort}`,
    // HAProxy appends the address it was reached from after the one a test's client gives as its own (HttpClient.from):
    // two hops to trust, so each client counts as its own address, and a client that gives none as HAProxy's.
    TRUST_PROXY: "2",
    // Request lines in the log show which instance served what.
    LOG_LEVEL: "info",
    ...env,
  };
  const started: Array<{ stop: () => Promise<unknown> }> = [];
  try {
    const a = await startTestServer({ demo: true, databaseUrl: database.url, env: shared });
    started.push(a);
    const b = await startTestServer({ databaseUrl: database.url, env: shared });
    started.push(b);
    const lb = await startHaproxy(lbPort, [
      { name: "a", port: a.port },
      { name: "b", port: b.port },
    ]);
    return {
      databaseUrl: database.url,
      a,
      b,
      lb,
      stop: async () => {
        await lb.stop();
        await a.stop();
        await b.stop();
        await database.drop();
      },
    };
  } catch (error) {
    for (const server of started) await server.stop();
    await database.drop();
    throw error;
  }
}
