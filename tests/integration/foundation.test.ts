import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/paths";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("the server-rendered frame", () => {
  it("renders the home page's text in the HTML, not an empty root", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Stay Your Way: Hotels, PGs &amp; Rooms");
    expect(html).toContain("Find Your Stay");
    expect(html).toMatch(/href="\/explore"/);
    for (const label of ["Home", "City", "Buy", "About", "Service", "Login"]) expect(html).toContain(`>${label}</a>`);
    expect(html).toContain("PostProperty");
    expect(html).not.toContain(">Admin</a>");
  });

  it("has the footer's service links, contact details from config and the launch year", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const [href, label] of [
      ["/services/home", "Book a Hotel"],
      ["/services/commercial", "Find a PG"],
      ["/services/rent", "Rent a Room"],
      ["/services/land", "Co-Living Spaces"],
      ["/services/hotel", "Hotel Stay Booking"],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    }
    expect(html).toContain("support@gharstay.in");
    // What a reader sees: React's text separators (kept markup has none) are no part of it.
    expect(html.replaceAll("<!-- -->", "")).toContain("Launched in 2024.");
  });

  it("links the help button to WhatsApp with the support number and prefilled text, in a new tab", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('href="https://wa.me/919876543210?text=Hello%20I%20need%20your%20help%20.."');
    expect(html).toMatch(/target="_blank"[^>]*aria-label="Help: chat with us on WhatsApp"/);
  });

  it("serves the hero image as WebP with high fetch priority", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*class="[^"]*object-cover/);
    const hero = await fetch(`${server.url}/images/hero-1280.webp`);
    expect(hero.headers.get("content-type")).toBe("image/webp");
  });

  it("answers unknown paths with a 404 page", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("sends security headers with a nonce-based script policy", async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    // A visitor's home page runs only scripts from our origin, which 'self' allows: no inline script, no nonce.
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toMatch(/\bsrc="\/[^/]/);
    expect(html).not.toContain("nonce=");
    // A hydrated page (the sign-up form) carries React Router's inline data, with this response's nonce.
    const signUp = await fetch(`${server.url}/sign`);
    const signUpNonce = /'nonce-([^']+)'/.exec(signUp.headers.get("content-security-policy") ?? "")?.[1];
    const inline = [...(await signUp.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${signUpNonce}"`);
  });

  it("caches hashed assets for a year and compresses HTML", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("cache-control")).toContain("immutable");
    const page = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
  });

  it("reports health with the database it uses, and a request id", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/[\w-]{8,}/);
  });

  it("writes one log line per request, with its request id, status and time, but none for health checks", async () => {
    await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "probe-healthz-1" } });
    const res = await fetch(`${server.url}/no/such/page?from=log-test`, { headers: { "x-request-id": "trace-log-1" } });
    expect(res.headers.get("x-request-id")).toBe("trace-log-1");
    await res.text();
    const lines = () =>
      server
        .logs()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect.poll(() => lines().filter((line) => line.reqId === "trace-log-1").length).toBe(1);
    expect(lines().find((line) => line.reqId === "trace-log-1")).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/no/such/page?from=log-test" },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
    expect(lines().some((line) => line.reqId === "probe-healthz-1")).toBe(false);
  });
});

describe("start-up checks", () => {
  function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", ...env },
      });
      let output = "";
      child.stdout.on("data", (c) => {
        output += c;
      });
      child.stderr.on("data", (c) => {
        output += c;
      });
      child.on("exit", (code) => resolve({ code, output }));
    });
  }

  it("refuses a bad configuration value and names the variable", async () => {
    const { code, output } = await runStart({ PORT: "not-a-port", DATA_DIR: server.dataDir });
    expect(code).toBe(1);
    expect(output).toContain("PORT");
  });

  it("says so when its port is taken, instead of failing with a stack trace", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-port-"));
    try {
      const { code, output } = await runStart({
        PORT: String(server.port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
      });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${server.port} is already in use`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(Boolean(process.env.TEST_POSTGRES_URL))(
    "refuses a second process on the same embedded database and leaves the first one serving",
    async () => {
      const { code, output } = await runStart({ PORT: "0", DATA_DIR: server.dataDir, SEED_DEMO: "0" });
      expect(code).toBe(1);
      expect(output).toContain(`in use by process ${server.process.pid}`);
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(200);
    },
  );
});
