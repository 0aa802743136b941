import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("follows a path on this site, keeping its query", () => {
    expect(safeRedirect("/postproperty")).toBe("/postproperty");
    expect(safeRedirect("/explore?city=Noida&page=2")).toBe("/explore?city=Noida&page=2");
  });

  it("falls back to /Home when there is nothing to follow", () => {
    expect(safeRedirect(null)).toBe("/Home");
    expect(safeRedirect("")).toBe("/Home");
    expect(safeRedirect(undefined, "/")).toBe("/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "evil.example",
  ])("never leaves the site for %j", (target) => {
    expect(safeRedirect(target)).toBe("/Home");
  });
});
