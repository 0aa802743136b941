import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signUpAndLogIn } from "../support/accounts";
import { HttpClient } from "../support/http";
import { submitPendingListing } from "../support/listings";
import { freePort, freshPostgresDatabase, postgresAdminUrl, startTestServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const NUL_FIELD = "The request contains a NUL character, which no field may contain.";

/** Lines the server logged at error level (pino level 50) since `from`. */
const errorLines = (from: number) =>
  server
    .logs()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"level":50'));

describe("a NUL byte", () => {
  it("in the address is a 400 with a plain message, not a 500", async () => {
    for (const path of ["/explore?q=a%00", "/explore?city=%00Noida", "/property/a%00b", "/Search?q=%00"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toBe("This address contains a NUL character, which no address may contain.");
    }
  });

  it("in a sign-up name is a 400 with a clear message, and no account is made", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ name: "Asha\u0000Verma" });
    const page = await client.postForm("/sign", { ...user, confirmPassword: user.password });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(NUL_FIELD);

    const api = await client.postJson("/api/v1/auth/sign-up", { ...user, confirmPassword: user.password });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: NUL_FIELD });

    const logIn = await client.postJson("/api/v1/auth/login", { email: user.email, password: user.password });
    expect(logIn.status, "no account was created").toBe(401);
  });

  it("in a contact e-mail is a 400 with a clear message, from the API and the page", async () => {
    const client = new HttpClient(server.url);
    const enquiry = {
      name: "Asha",
      mobileNumber: "9876543210",
      email: "asha\u0000@example.com",
      message: "Hello",
    };
    const api = await client.postJson("/api/v1/contact", enquiry);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: NUL_FIELD });
    const page = await client.postForm("/contact", enquiry);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(NUL_FIELD);
  });
});

/**
 * Sends one request as written (fetch always writes the path form and a sound Host) and reads its status line and
 * headers. `host` is the Host header's value, or null for none.
 */
function rawRequest(
  method: string,
  target: string,
  { host = new URL(server.url).host, more = "" }: { host?: string | null; more?: string } = {},
): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1", () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\n${host === null ? "" : `Host: ${host}\r\n`}${more}Connection: close\r\n\r\n`,
      ),
    );
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const head = reply.split("\r\n\r\n")[0];
      resolve({ status: Number(head.split(" ")[1]), head });
    });
  });
}

describe("odd addresses and methods", () => {
  it("answer a request line that gives the whole address as they answer its path, and refuse one with no path", async () => {
    const from = server.logs().length;
    const explore = () => rawRequest("GET", `${server.url}/explore?city=Lucknow`);
    expect((await explore()).status).toBe(200);
    // The same page as its path asks for, from the page cache. Polled: the freshness look, 5 s after the server
    // starts, may move the content version (and so empty the cache) between the two requests.
    await expect
      .poll(async () => {
        await fetch(`${server.url}/explore?city=Lucknow`);
        return (await explore()).head;
      })
      .toMatch(/X-Page-Cache: hit/i);
    expect((await rawRequest("GET", `${server.url}/about`)).status).toBe(200);
    expect((await rawRequest("GET", `${server.url}/api/v1/me`)).status).toBe(401);
    expect((await rawRequest("GET", "*")).status).toBe(400);
    expect((await rawRequest("OPTIONS", "*")).status).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(from)).toEqual([]);
  });

  it("answer a Host or X-Forwarded-Host that names no host with 400, not 500", async () => {
    const from = server.logs().length;
    for (const host of ["exa mple", "[::1", "x:99999", "%zz", ""]) {
      expect((await rawRequest("GET", "/about", { host })).status, `Host: ${host}`).toBe(400);
      const forwarded = await rawRequest("GET", "/about", { more: `X-Forwarded-Host: ${host || ","}\r\n` });
      expect(forwarded.status, `X-Forwarded-Host: ${host}`).toBe(400);
    }
    expect((await rawRequest("GET", "/about", { more: "X-Forwarded-Host: a.example, b.example\r\n" })).status).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(from)).toEqual([]);
  });

  it("answer media keys a storage key refuses with 404, not 500", async () => {
    for (const path of ["/media/_x/a.webp", "/media/x/..webp", "/media/x/.a.webp", "/media/-/a.webp"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it("answer an address that does not decode with 400, not 500", async () => {
    for (const path of ["/%E0%A4", "/property/%ZZ"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(400);
    }
  });

  it("answer OPTIONS with 204 and Allow, other unknown methods with 405, and log neither as an error", async () => {
    const from = server.logs().length;
    for (const path of ["/", "/explore", "/api/v1/contact"]) {
      const res = await fetch(`${server.url}${path}`, { method: "OPTIONS" });
      expect(res.status, path).toBe(204);
      expect(res.headers.get("allow"), path).toContain("GET");
      expect(res.headers.get("access-control-allow-origin"), "no CORS grant").toBeNull();
    }
    for (const method of ["PROPFIND", "PATCH"]) {
      expect((await fetch(`${server.url}/explore`, { method })).status, method).toBe(405);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(from)).toEqual([]);
  });
});

describe("personalised answers", () => {
  it("are private and never stored by a cache, pages and API alike", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const { id } = await submitPendingListing(client, "Private Cache PG");
    for (const path of [`/property/${id}`, "/profile", "/explore", "/api/v1/me", "/api/v1/listings"]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const favourites = await client.postJson("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: true });
    expect(favourites.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leave a visitor's pages cacheable", async () => {
    const res = await fetch(`${server.url}/explore`);
    expect(res.headers.get("cache-control") ?? "").not.toContain("private");
  });
});

describe.skipIf(!postgresAdminUrl)("health while the database is unreachable", () => {
  it("says only that it is unavailable: no driver error, no address", async () => {
    const { url, drop } = await freshPostgresDatabase();
    const target = new URL(url);
    const proxyPort = await freePort();
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxyPort}`;
    const behindProxy = await startTestServer({ databaseUrl: viaProxy.toString() });
    try {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      const res = await fetch(`${behindProxy.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable" });
    } finally {
      await behindProxy.stop();
      await drop();
    }
  });
});
