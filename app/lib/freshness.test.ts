import { describe, expect, it } from "vitest";
import { freshnessLabel } from "./freshness";
import { withLocale } from "./i18n.server";

const at = (iso: string) => new Date(iso);

describe("freshnessLabel", () => {
  it("says today, yesterday and days ago by India's calendar", () => {
    const posted = at("2026-03-10T06:00:00Z");
    expect(freshnessLabel(posted, posted, at("2026-03-10T17:00:00Z"))).toBe("Posted today");
    // 19:00 UTC is already the next day in India.
    expect(freshnessLabel(posted, posted, at("2026-03-10T19:00:00Z"))).toBe("Posted yesterday");
    expect(freshnessLabel(posted, posted, at("2026-03-15T06:00:00Z"))).toBe("Posted 5 days ago");
  });

  it("says updated once the owner confirmed it on a later day", () => {
    const posted = at("2026-03-01T06:00:00Z");
    const confirmed = at("2026-03-20T06:00:00Z");
    expect(freshnessLabel(posted, confirmed, at("2026-03-22T06:00:00Z"))).toBe("Updated 2 days ago");
    expect(freshnessLabel(posted, at("2026-03-01T09:00:00Z"), at("2026-03-01T10:00:00Z"))).toBe("Posted today");
  });
});

describe("freshness in Hindi", () => {
  it("says how many days ago in Hindi", () => {
    const posted = new Date("2026-11-10T06:00:00Z");
    const now = new Date("2026-11-15T06:00:00Z");
    expect(withLocale("hi", () => freshnessLabel(posted, posted, now))).toBe("5 दिन पहले पोस्ट की गई");
    expect(withLocale("hi", () => freshnessLabel(posted, posted, posted))).toBe("आज पोस्ट की गई");
  });
});
