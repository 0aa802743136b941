import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageFrom, parsePage } from "./pagination";

describe("page numbers", () => {
  it("reads whole numbers from 1 to the highest page", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage("37")).toBe(37);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it("refuses anything else", () => {
    for (const bad of [null, undefined, "", "0", "-2", "2.5", "1e2", " 3", "abc", String(MAX_PAGE + 1)]) {
      expect(parsePage(bad)).toBeUndefined();
    }
  });

  it("lets a list allow more pages", () => {
    expect(parsePage("999999", 999_999)).toBe(999_999);
  });

  it("sends a list to page 1 when the page is missing or bad, and to the highest page past it", () => {
    expect(pageFrom(new URLSearchParams(""))).toBe(1);
    expect(pageFrom(new URLSearchParams("page=abc"))).toBe(1);
    expect(pageFrom(new URLSearchParams("page=4"))).toBe(4);
    expect(pageFrom(new URLSearchParams("page=99999999"))).toBe(MAX_PAGE);
    expect(pageFrom(new URLSearchParams("approvedPage=3"), "approvedPage")).toBe(3);
  });
});
