import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

const TOO_MANY = "❌ You have sent several messages in a short time. Please try again in an hour.";
const MESSAGES_PER_HOUR = 5;

/** A server of its own for the describe block it is called in, started before its tests and stopped after. */
function serverTrusting(trustProxy: string | undefined): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy } });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => server as TestServer;
}

/** A forged address: a different one on every request, as an attacker escaping a limit would send. */
function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `${octet()}.${octet()}.${octet()}.${octet()}`;
}

function sendEnquiry(client: HttpClient, forwardedFor: string) {
  return client.postJson(
    "/api/v1/contact",
    { name: "Asha Verma", mobileNumber: "9876543210", email: "asha@example.com", message: "Is the room free?" },
    { headers: { "x-forwarded-for": forwardedFor } },
  );
}

/** Sends the hourly allowance and one more, each with the forwarding header `forwardedFor()` makes. */
async function statusesOfSixEnquiries(server: TestServer, forwardedFor: () => string): Promise<number[]> {
  const client = new HttpClient(server.url);
  const statuses: number[] = [];
  for (let i = 0; i <= MESSAGES_PER_HOUR; i += 1) {
    const res = await sendEnquiry(client, forwardedFor());
    if (res.status === 429) expect(await res.json()).toMatchObject({ error: TOO_MANY });
    statuses.push(res.status);
  }
  return statuses;
}

const FIVE_THEN_REFUSED = [201, 201, 201, 201, 201, 429];

describe("client addresses behind TRUST_PROXY=1 (one load balancer)", () => {
  const server = serverTrusting("1");

  it("counts the address the load balancer appended, whatever the client put before it", async () => {
    // The balancer appends the address it saw to whatever X-Forwarded-For the client sent.
    const statuses = await statusesOfSixEnquiries(server(), () => `${randomAddress()}, 198.51.100.20`);
    expect(statuses).toEqual(FIVE_THEN_REFUSED);

    // Another visitor behind the same balancer has an allowance of their own.
    const other = await sendEnquiry(new HttpClient(server().url), `${randomAddress()}, 198.51.100.21`);
    expect(other.status).toBe(201);
  });
});

describe("client addresses behind a list of trusted proxies", () => {
  const server = serverTrusting("127.0.0.1,10.0.0.0/8");

  it("walks back over the trusted proxies only, to the first address it cannot vouch for", async () => {
    // Client -> proxy 10.1.2.3 -> proxy on 127.0.0.1 -> app; the client forged the first entry.
    const statuses = await statusesOfSixEnquiries(server(), () => `${randomAddress()}, 198.51.100.30, 10.1.2.3`);
    expect(statuses).toEqual(FIVE_THEN_REFUSED);
  });
});

describe("client addresses without TRUST_PROXY", () => {
  const server = serverTrusting(undefined);

  it("ignores a forged X-Forwarded-For: the connection's own address is counted", async () => {
    const statuses = await statusesOfSixEnquiries(server(), randomAddress);
    expect(statuses).toEqual(FIVE_THEN_REFUSED);
  });
});

describe("a TRUST_PROXY that cannot be read", () => {
  it("stops start-up with a message naming the variable", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-proxy-"));
    try {
      // The configuration is refused before any database is opened, so none is made for this server.
      const databaseUrl = "postgres://nobody@127.0.0.1:1/never-opened";
      await expect(startTestServer({ dataDir, databaseUrl, env: { TRUST_PROXY: "everyone" } })).rejects.toThrow(
        /TRUST_PROXY: must be false, a number of proxy hops/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
