import { connect, createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { openFreshDatabase } from "../support/database";
import { HttpClient } from "../support/http";
import { freshPostgresDatabase, postgresAdminUrl, startTestServer, type TestServer } from "../support/server";

/**
 * A TCP relay between the app and PostgreSQL that can stop moving bytes in both directions while
 * keeping every connection open: what a congested or partitioned network looks like to the app.
 */
class StallingProxy {
  private readonly pairs = new Set<[Socket, Socket]>();
  private stalled = false;
  private readonly server: Server;

  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      for (const socket of pair) {
        socket.on("close", () => this.pairs.delete(pair));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (!this.stalled) StallingProxy.relay(pair);
    });
  }

  private static relay([client, upstream]: [Socket, Socket]): void {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, "127.0.0.1", () => {
        const address = this.server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  }

  /** Unread bytes wait in the kernel's buffers, so each stream is whole again on resume. */
  stall(): void {
    this.stalled = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  resume(): void {
    this.stalled = false;
    for (const pair of this.pairs) StallingProxy.relay(pair);
  }

  close(): Promise<void> {
    for (const pair of this.pairs) for (const socket of pair) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function timed(path: string, client: HttpClient) {
  const started = performance.now();
  const res = await client.get(path, { signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body,
    seconds: (performance.now() - started) / 1000,
  };
}

describe.skipIf(!postgresAdminUrl)("a stalled PostgreSQL (runs only when TEST_POSTGRES_URL is set)", () => {
  let server: TestServer;
  let proxy: StallingProxy;
  let database: { url: string; drop: () => Promise<void> };
  const visitor = () => new HttpClient(server.url);

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const direct = new URL(database.url);
    proxy = new StallingProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(await proxy.listen());
    server = await startTestServer({ databaseUrl: proxied.toString() });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it("fails pages fast with a friendly error, says 503 on /healthz, and recovers", async () => {
    // Warm: the pool holds open connections, which is when a stall hurts most.
    expect((await timed("/explore?city=Noida", visitor())).status).toBe(200);

    proxy.stall();
    try {
      const [page, health] = await Promise.all([
        timed("/explore?city=Lucknow", visitor()),
        timed("/healthz", visitor()),
      ]);
      expect(page.status).toBe(503);
      expect(page.seconds).toBeLessThan(8);
      expect(page.body).toMatch(/not available right now|Something went wrong/);
      expect(page.body).not.toMatch(/\n\s+at |Query read timeout|timeout exceeded/i);
      expect(health.status).toBe(503);
      expect(health.seconds).toBeLessThan(3);

      // A signed-out page outside the page cache (the new-launch list) goes through the app's own error page, as a
      // 503 to try again later: the database is away, the page is not broken.
      const projects = await timed("/NewlyProject?city=Noida", visitor());
      expect(projects.status).toBe(503);
      expect(projects.retryAfter).toBe("30");
      expect(projects.seconds).toBeLessThan(8);
      expect(projects.body).toContain("Something went wrong");
      expect(projects.body).not.toMatch(/\n\s+at /);
      // A listing page is in the page cache now (ADR 021): it fails as fast, in the cache's words.
      const listing = await timed("/property/no-such-listing", visitor());
      expect(listing.status).toBe(503);
      expect(listing.seconds).toBeLessThan(8);
      expect(listing.body).toMatch(/not available right now/);
      console.info(
        `stalled database: /explore ${page.status} in ${page.seconds.toFixed(1)} s, /healthz ${health.status} in ${health.seconds.toFixed(1)} s, /NewlyProject ${projects.status} in ${projects.seconds.toFixed(1)} s, /property/:id ${listing.status} in ${listing.seconds.toFixed(1)} s`,
      );
    } finally {
      proxy.resume();
    }

    let health = await timed("/healthz", visitor());
    for (let attempt = 0; health.status !== 200 && attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      health = await timed("/healthz", visitor());
    }
    expect(health.status).toBe(200);
    expect((await timed("/explore?city=Lucknow", visitor())).status).toBe(200);
  });
});

describe.skipIf(!postgresAdminUrl)("PostgreSQL ending a session (runs only when TEST_POSTGRES_URL is set)", () => {
  let removeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    removeDatabase = await openFreshDatabase();
  });

  afterAll(async () => {
    await removeDatabase?.();
  });

  // A restart, a failover or an administrator ends every session. One held between a transaction's statements (a
  // booking awaiting its next step) then has no query to fail, and an error nobody listened for stopped the process:
  // every request in flight lost, and in the tests' own process, a failed run (the database dropped under the app).
  it("fails only the transaction whose connection it ended, and the next query works", async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      const ended = database().transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
        // The session's end arrives while the transaction waits between its statements.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx.execute(sql`select 1`);
      });
      await expect(ended).rejects.toThrow();
    } finally {
      await admin.end();
    }
    const { rows } = await database().execute<{ one: number }>(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
