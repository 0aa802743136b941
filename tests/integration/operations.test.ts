import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { newUser } from "../support/accounts";
import {
  type DatabasePlace,
  holdTable as holdTableLocked,
  durableDatabase as keptDatabase,
  queryDatabase,
} from "../support/database";
import { HttpClient } from "../support/http";
import { freePort, postgresAdminUrl, startTestServer, type TestServer } from "../support/server";

type Health = { status: string; searchIndex?: string };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** A database that outlives one server process, removed after the test. */
async function durableDatabase(options?: { demo?: boolean }): Promise<DatabasePlace> {
  const { place, remove } = await keptDatabase(options);
  cleanups.push(remove);
  return place;
}

describe("graceful shutdown", () => {
  it("finishes the requests in flight on SIGTERM and loses none that were answered", async () => {
    const database = await durableDatabase();
    const first = await startTestServer(database);
    const people = Array.from({ length: 12 }, () => newUser());
    const requests = people.map((person) =>
      new HttpClient(first.url)
        .postJson("/api/v1/auth/sign-up", { ...person, confirmPassword: person.password })
        .then((res) => res.status)
        .catch(() => "no answer" as const),
    );
    await new Promise((r) => setTimeout(r, 150));
    const exitCode = await first.stop("SIGTERM");
    const statuses = await Promise.all(requests);
    expect(exitCode).toBe(0);
    // Each connection closed once its answer was sent: none was left for the 10 s cut-off to end.
    expect(first.logs()).not.toContain("in-flight requests took too long");

    const answered = people.filter((_, i) => statuses[i] === 201);
    expect(answered.length).toBeGreaterThan(0);

    const second = await startTestServer(database);
    cleanups.push(() => second.stop().then(() => {}));
    for (const person of answered) {
      const res = await new HttpClient(second.url).postJson("/api/v1/auth/login", {
        email: person.email,
        password: person.password,
      });
      expect(res.status, `${person.email} was answered 201 before shutdown`).toBe(200);
    }
  });
});

/** Sends one request on `socket` and resolves with its status line once the whole answer has arrived. */
function askOn(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== "open") return reject(new Error(`the server had closed the connection before ${path}`));
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const head = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (head < 0 || length === undefined || received.length < head + 4 + Number(length)) return;
      socket.off("data", onData).off("close", onClose);
      resolve(received.slice(0, received.indexOf("\r\n")));
    };
    const onClose = () => reject(new Error(`the server closed the connection before answering ${path}`));
    socket.on("data", onData).once("close", onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

describe("connections kept open", () => {
  it("answers a client that comes back on its open connection after a few seconds' pause", async () => {
    const server = await startTestServer();
    cleanups.push(() => server.stop().then(() => {}));
    const socket = net.connect(server.port, "127.0.0.1");
    cleanups.push(() => void socket.destroy());
    await new Promise((resolve) => socket.once("connect", resolve));
    expect(await askOn(socket, "/healthz")).toBe("HTTP/1.1 200 OK");
    // Longer than Node's 5 s default. A client (or a load balancer's pool) that still holds the connection sends its
    // next request as the server closes it, and that request fails with no answer.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await askOn(socket, "/healthz")).toBe("HTTP/1.1 200 OK");
  });
});

/** Locks `table` from a session of its own, as a long transaction would, until the lock is let go. */
/** Another session holds `table` locked until `letGo`; the session ends after the test. */
async function holdTable(databaseUrl: string | undefined, table: string): Promise<{ letGo: () => Promise<void> }> {
  const held = await holdTableLocked(databaseUrl, table);
  cleanups.push(held.end);
  return held;
}

/** `count` searches nobody made before, from `address` (behind TRUST_PROXY), each answered. */
async function searchFrom(server: TestServer, address: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const res = await fetch(`${server.url}/explore?q=${address}-${n}`, { headers: { "x-forwarded-for": address } });
    expect(res.status, `search ${n}`).toBe(200);
    await res.arrayBuffer();
  }
}

/** The searches the limits' table has counted for `address`'s bucket. */
async function searchesCounted(place: DatabasePlace, address: string): Promise<number | undefined> {
  const rows = await queryDatabase<{ count: number }>(
    place,
    `select count from throttles where key = 'search-address:${address}'`,
  );
  return rows[0]?.count;
}

describe("readiness", () => {
  it("says ready on /readyz once pages can read the database, and not in the access log", async () => {
    const server = await startTestServer();
    cleanups.push(() => server.stop().then(() => {}));
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(server.logs()).not.toContain('"url":"/readyz"');
  });
});

describe.skipIf(!postgresAdminUrl)("health on PostgreSQL", () => {
  it("says 503 while the database is unreachable and 200 again when it returns, without a restart", async () => {
    const { databaseUrl } = await durableDatabase();
    const target = new URL(databaseUrl as string);
    const proxyPort = await freePort();
    const sockets = new Set<net.Socket>();
    const openProxy = () =>
      new Promise<net.Server>((resolve) => {
        const proxy = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("close", () => sockets.delete(s));
            s.on("error", () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        proxy.listen(proxyPort, "127.0.0.1", () => resolve(proxy));
      });
    let proxy = await openProxy();
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxyPort}`;

    const server: TestServer = await startTestServer({ databaseUrl: viaProxy.toString() });
    cleanups.push(() => server.stop().then(() => {}));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
    const down = await fetch(`${server.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable" });

    proxy = await openProxy();
    // The app's pool keeps its connections busy (the alert and mail workers look every few seconds), so
    // closing the proxy must cut them rather than wait for them to go idle.
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const s of sockets) s.destroy();
        }),
    );
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${server.url}/healthz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  });

  // The listings: the index's own read fails. The content version: the read before it does.
  it.each(["listings", "content_version"])(
    "reads its search index again after a read that failed (%s held), with no search to prompt it",
    async (table) => {
      const { databaseUrl } = await durableDatabase({ demo: true });
      // Another session holds the table while the server starts, so its first read runs into the statement limit.
      const held = await holdTable(databaseUrl, table);

      const server = await startTestServer({ databaseUrl });
      cleanups.push(() => server.stop().then(() => {}));
      const indexState = async () => ((await (await fetch(`${server.url}/healthz`)).json()) as Health).searchIndex;
      await expect.poll(() => server.logs(), { timeout: 20_000 }).toContain("the search index could not be read");
      expect(await indexState()).toBe("reading");

      await held.letGo();
      await expect.poll(indexState, { timeout: 30_000, interval: 250 }).toBe("ready");
    },
  );

  it("is not ready while a table the pages read is held, though alive, and ready again once it is free", async () => {
    const { databaseUrl } = await durableDatabase();
    const server = await startTestServer({ databaseUrl });
    cleanups.push(() => server.stop().then(() => {}));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const held = await holdTable(databaseUrl, "listings");
    const [ready, live] = await Promise.all([fetch(`${server.url}/readyz`), fetch(`${server.url}/healthz`)]);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    // Alive: restarting it would not free the table.
    expect(live.status).toBe(200);

    await held.letGo();
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
  });

  it("counts searches while the limits' table is held, and adds each one to it, once, when it is free", async () => {
    const place = await durableDatabase({ demo: true });
    const server = await startTestServer({ databaseUrl: place.databaseUrl, env: { TRUST_PROXY: "1" } });
    cleanups.push(() => server.stop().then(() => {}));
    const throttlesHeld = await holdTable(place.databaseUrl, "throttles");

    await searchFrom(server, "203.0.113.9", 30);
    await expect.poll(() => server.logs(), { timeout: 20_000 }).toContain("search limit counts could not be saved");

    await throttlesHeld.letGo();
    await expect.poll(() => searchesCounted(place, "203.0.113.9"), { timeout: 20_000, interval: 250 }).toBe(30);
  });

  it("saves the searches it counted when it stops, without waiting for the next second", async () => {
    const place = await durableDatabase({ demo: true });
    const server = await startTestServer({ databaseUrl: place.databaseUrl, env: { TRUST_PROXY: "1" } });
    await searchFrom(server, "203.0.113.10", 12);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(await searchesCounted(place, "203.0.113.10")).toBe(12);
  });
});
