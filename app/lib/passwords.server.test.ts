import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPasswordAt, verifyPassword } from "./passwords.server";

describe("password hashes", () => {
  // Five scrypt runs at the cost that makes guessing slow: under a second alone, past Vitest's 5 s on two cores
  // shared with the integration files' servers.
  it("are better-auth's own at the standard cost, both ways, so every stored password still works", async () => {
    const ours = await hashPasswordAt("chai-at-five", false);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: "chai-at-five" })).toBe(true);
    const theirs = await betterAuthHash("chai-at-five");
    expect(await verifyPassword({ hash: theirs, password: "chai-at-five" })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: "chai-at-six" })).toBe(false);
  }, 60_000);

  it("say when they were made at the tests' cost, which better-auth's cost does not read", async () => {
    const cheap = await hashPasswordAt("chai-at-five", true);
    expect(cheap).toMatch(/^cheap:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: cheap, password: "chai-at-five" })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: "chai-at-six" })).toBe(false);
    expect(await verifyPassword({ hash: cheap.slice("cheap:".length), password: "chai-at-five" })).toBe(false);
  });

  it("match nothing, and throw nothing, when a stored hash is in no form they write", async () => {
    for (const hash of ["", "plain", "a:b:c:d", "other:00:11", `salt:${"0".repeat(127)}`, `salt:${"z".repeat(128)}`]) {
      expect(await verifyPassword({ hash, password: "plain" })).toBe(false);
    }
  });
});
