import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInWithFetch, newUser, signUpAndLogIn } from "../support/accounts";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;
const TOO_LARGE = "The request is too large.";

/** The server process's resident memory in MB. */
function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

type Streamed = { status: number; body: string; sentMb: number };

/**
 * POSTs `totalMb` of filler, 64 KB at a time, as a client would stream a huge upload: with its
 * Content-Length declared, or chunked without one. Nothing near that size is ever held here.
 */
function streamBody(
  path: string,
  {
    contentType,
    totalMb,
    declare,
    headers = {},
  }: {
    contentType: string;
    totalMb: number;
    declare: boolean;
    headers?: Record<string, string>;
  },
): Promise<Streamed> {
  const total = totalMb * MB;
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, server.url), {
      method: "POST",
      headers: {
        "content-type": contentType,
        ...(declare ? { "content-length": String(total) } : {}),
        ...headers,
      },
    });
    let sent = 0;
    let answered = false;
    request.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (part) => parts.push(part));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), sentMb: sent / MB });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (sent < total && !answered) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("a 300 MB body", () => {
  const targets = [
    { path: "/login", contentType: "application/x-www-form-urlencoded" },
    { path: "/api/v1/auth/login", contentType: "application/json" },
    { path: "/api/v1/contact", contentType: "application/json" },
  ];

  for (const declare of [true, false]) {
    it(`is refused with 413 ${declare ? "from its Content-Length" : "while it streams, chunked"}, and memory stays flat`, async () => {
      await fetch(`${server.url}/login`);
      const before = serverRssMb();
      for (const target of targets) {
        const res = await streamBody(target.path, { contentType: target.contentType, totalMb: 300, declare });
        expect(res.status, target.path).toBe(413);
        expect(res.body, target.path).toContain(TOO_LARGE);
        // The answer came long before the body could have been sent.
        expect(res.sentMb, target.path).toBeLessThan(100);
      }
      expect(serverRssMb() - before).toBeLessThan(20);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  }
});

describe("bodies over their kind's limit", () => {
  it("re-render the log-in and sign-up forms with the message when a chunked form passes 64 KB", async () => {
    for (const [path, heading] of [
      ["/login", "Welcome Back"],
      ["/sign", "Create an Account"],
    ]) {
      const res = await streamBody(path, {
        contentType: "application/x-www-form-urlencoded",
        totalMb: 1,
        declare: false,
        headers: { origin: server.url },
      });
      expect(res.status, path).toBe(413);
      expect(res.body, path).toContain(heading);
      expect(res.body, path).toContain(TOO_LARGE);
    }
  });

  it("answer the JSON API with {error} and 413, from the declared size or the streamed bytes", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const big = JSON.stringify({ description: "x".repeat(70 * 1024) });
    const declared = await client.postJson("/api/v1/listings", JSON.parse(big));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: TOO_LARGE });

    const chunked = await streamBody("/api/v1/contact", {
      contentType: "application/json",
      totalMb: 1,
      declare: false,
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: TOO_LARGE });
  });

  it("refuse a photo over 10 MB with the upload message, declared or streamed", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const cookie = (await logInWithFetch(server.url, user)).map((line) => line.split(";")[0]).join("; ");
    const refusal = { error: "Image upload failed. Please try again.", reason: "The file is larger than 10 MB." };
    const declared = await fetch(`${server.url}/api/v1/uploads`, {
      method: "POST",
      headers: { cookie, "content-type": "image/jpeg" },
      body: new Uint8Array(12 * MB),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(refusal);

    const streamed = await streamBody("/api/v1/uploads", {
      contentType: "image/jpeg",
      totalMb: 12,
      declare: false,
      headers: { cookie },
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual(refusal);
  });
});

describe("the log-in and sign-up pages", () => {
  it("never send back a submitted value longer than its field allows", async () => {
    const client = new HttpClient(server.url);
    const longEmail = `${"e".repeat(40_000)}@example.com`;
    const login = await client.postForm("/login", { email: longEmail, password: "x" });
    const loginPage = await login.text();
    expect(login.status).toBe(400);
    expect(loginPage).not.toContain("e".repeat(300));
    expect(loginPage.length).toBeLessThan(60_000);

    const longName = "N".repeat(40_000);
    const user = newUser();
    const sign = await client.postForm("/sign", {
      ...user,
      name: longName,
      confirmPassword: user.password,
      role: "Nobody",
    });
    const signPage = await sign.text();
    expect(sign.status).toBe(400);
    expect(signPage).toContain("Name must be at most 100 characters.");
    expect(signPage).not.toContain("N".repeat(101));
  });

  it("still keep what a person typed when it fits", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ name: "Asha Verma" });
    const sign = await client.postForm("/sign", { ...user, mobileNumber: "12", confirmPassword: user.password });
    expect(sign.status).toBe(400);
    const page = await sign.text();
    expect(page).toContain('value="Asha Verma"');
    expect(page).toContain(`value="${user.email}"`);
  });
});
