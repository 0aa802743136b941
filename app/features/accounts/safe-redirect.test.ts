import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("follows a path on this site, keeping its query", () => {
    expect(safeRedirect("/postproperty")).toBe("/postproperty");
    expect(safeRedirect("/explore?city=Noida&page=2")).toBe("/explore?city=Noida&page=2");
  });

  it("follows a path that normalises to another path on this site", () => {
    expect(safeRedirect("/a/../postproperty")).toBe("/postproperty");
    expect(safeRedirect("/./property/12")).toBe("/property/12");
    expect(safeRedirect("/property/%E0%A4%98")).toBe("/property/%E0%A4%98");
  });

  it("answers a Hindi page with its English address, for the caller to put in the language it wants", () => {
    expect(safeRedirect("/hi/explore?city=Noida")).toBe("/explore?city=Noida");
    expect(safeRedirect("/hi")).toBe("/");
    expect(safeRedirect("/hi?x=1")).toBe("/?x=1");
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
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "/%E0%A4%A",
    "/\\/evil.example",
    "\\/evil.example",
    "/hi//evil.example",
    "/hi/\\evil.example",
    "/hi/%2F%2Fevil.example",
    "/hi/%2f/evil.example",
    "/hi/%5C%5Cevil.example",
    "/hi/.//evil.example",
    "/hi/%09/evil.example",
    "/hi/\t/evil.example",
    "/hi./evil.example/..//evil.example",
    "/%68i//evil.example",
    "/%252F%252Fevil.example",
    "/hi/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
  ])("never leaves the site for %j", (target) => {
    expect(safeRedirect(target)).toBe("/Home");
  });
});
