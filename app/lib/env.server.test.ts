import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

const SESSION_SECRET = "s".repeat(32);

function trustProxy(value: string | undefined) {
  return parseEnv({ SESSION_SECRET, TRUST_PROXY: value }).TRUST_PROXY;
}

describe("TRUST_PROXY", () => {
  it("trusts no forwarding header unless told to", () => {
    for (const value of [undefined, "", "false", "0", "off", "no"])
      expect(trustProxy(value), String(value)).toBe(false);
  });

  it("takes a number of proxy hops, and reads a legacy true as one hop", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("true")).toBe(1);
    expect(trustProxy("yes")).toBe(1);
  });

  it("takes a list of proxy addresses, subnets and named ranges", () => {
    expect(trustProxy("127.0.0.1, 10.0.0.0/8,fd00::/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["everyone", "127.0.0.1,", "10.0.0.0/33", "::1/129", "10.0.0.0/8/8", "300.0.0.1", "1.5", "-1"])(
    "stops start-up naming the variable for %j",
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe("WEB_CONCURRENCY", () => {
  const DATABASE_URL = "postgres://postgres@127.0.0.1:5432/gharstay";

  it("serves from one process unless told otherwise", () => {
    expect(parseEnv({ SESSION_SECRET }).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ SESSION_SECRET, DATABASE_URL, WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
  });

  it("stops start-up when several processes would share the embedded database", () => {
    expect(() => parseEnv({ SESSION_SECRET, WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
  });

  it.each(["0", "-1", "1.5", "many", "65"])("stops start-up naming the variable for %j", (value) => {
    expect(() => parseEnv({ SESSION_SECRET, DATABASE_URL, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("EMBEDDED_DB_BUFFERS_MB", () => {
  it("is PostgreSQL's 128 MB unless set, and stops start-up when it is not a size from 1 to 1024 MB", () => {
    expect(parseEnv({ SESSION_SECRET }).EMBEDDED_DB_BUFFERS_MB).toBe(128);
    expect(parseEnv({ SESSION_SECRET, EMBEDDED_DB_BUFFERS_MB: "16" }).EMBEDDED_DB_BUFFERS_MB).toBe(16);
    for (const value of ["0", "2048", "16MB", "1.5"])
      expect(() => parseEnv({ SESSION_SECRET, EMBEDDED_DB_BUFFERS_MB: value }), value).toThrow(
        /EMBEDDED_DB_BUFFERS_MB/,
      );
  });
});

describe("TEST_STAY_CLOCK_OFFSET_DAYS", () => {
  it("moves the stay clock for tests and refuses to on a real site", () => {
    expect(parseEnv({ SESSION_SECRET, TEST_STAY_CLOCK_OFFSET_DAYS: "20" }).TEST_STAY_CLOCK_OFFSET_DAYS).toBe(20);
    expect(() =>
      parseEnv({ SESSION_SECRET, PUBLIC_URL: "https://gharstay.in", TEST_STAY_CLOCK_OFFSET_DAYS: "20" }),
    ).toThrow(/TEST_STAY_CLOCK_OFFSET_DAYS: is for tests only/);
  });
});

describe("TEST_CHEAP_PASSWORD_HASHES", () => {
  it("is off unless asked for, and refused on a real site", () => {
    expect(parseEnv({ SESSION_SECRET }).TEST_CHEAP_PASSWORD_HASHES).toBe("0");
    expect(parseEnv({ SESSION_SECRET, TEST_CHEAP_PASSWORD_HASHES: "1" }).TEST_CHEAP_PASSWORD_HASHES).toBe("1");
    expect(() =>
      parseEnv({ SESSION_SECRET, PUBLIC_URL: "https://gharstay.in", TEST_CHEAP_PASSWORD_HASHES: "1" }),
    ).toThrow(/TEST_CHEAP_PASSWORD_HASHES: is for tests only/);
  });
});
