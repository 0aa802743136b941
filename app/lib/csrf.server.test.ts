import { beforeAll, describe, expect, it } from "vitest";
import { isSameOrigin } from "./csrf.server";

beforeAll(() => {
  process.env.PUBLIC_URL = "https://gharstay.in";
  process.env.SESSION_SECRET = "x".repeat(32);
});

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts posts from our public address or the request's own host", () => {
    expect(isSameOrigin(post("http://10.0.0.5:3000/admin", { origin: "https://gharstay.in" }))).toBe(true);
    expect(isSameOrigin(post("http://localhost:3000/admin", { origin: "http://localhost:3000" }))).toBe(true);
  });

  it("refuses posts from another site, or from an opaque origin", () => {
    expect(isSameOrigin(post("https://gharstay.in/admin", { origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post("https://gharstay.in/admin", { origin: "https://gharstay.in.evil.example" }))).toBe(false);
    expect(isSameOrigin(post("https://gharstay.in/admin", { origin: "null" }))).toBe(false);
  });

  it("falls back to Sec-Fetch-Site when the browser sent no Origin", () => {
    expect(isSameOrigin(post("https://gharstay.in/admin", { "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOrigin(post("https://gharstay.in/admin", { "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOrigin(post("https://gharstay.in/admin", { "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("lets reads and non-browser clients through", () => {
    expect(
      isSameOrigin(new Request("https://gharstay.in/admin", { headers: { origin: "https://evil.example" } })),
    ).toBe(true);
    expect(isSameOrigin(post("https://gharstay.in/admin", {}))).toBe(true);
  });
});
