import { describe, expect, it } from "vitest";
import { parseExploreFilters } from "~/content/explore-filters";
import { digestDueSince } from "./digest-schedule";
import { defaultSearchName, savedSearchFormSchema, updateSavedSearchSchema } from "./saved-search-schema";
// Messages are read in the active language; the server module makes English, its default, active.
import "~/lib/i18n.server";

const named = (query: string) => defaultSearchName(parseExploreFilters(new URLSearchParams(query)));

describe("the name a saved search starts with", () => {
  it("reads the kind, the city and the price from the filters", () => {
    expect(named("city=Noida&type=pg&maxPrice=10000")).toBe("PGs in Noida up to ₹10,000");
    expect(named("type=hotel&minPrice=2000")).toBe("Hotels from ₹2,000");
    expect(named("city=Lucknow&minPrice=5000&maxPrice=8000")).toBe("Places in Lucknow ₹5,000 to ₹8,000");
  });

  it("names keywords and stays within the name's length", () => {
    expect(named("q=near+metro")).toBe("Places matching “near metro”");
    expect(named(`q=${"a".repeat(150)}`).length).toBeLessThanOrEqual(80);
  });

  it("reads typed keywords the way the search does: 'pg in noida under 10000'", () => {
    expect(named("q=pg+in+noida+under+10000")).toBe("PGs in Noida up to ₹10,000");
  });
});

describe("the saved-search forms", () => {
  it("refuses an empty name, an unknown alert choice and a change that changes nothing", () => {
    const save = savedSearchFormSchema.safeParse({
      intent: "save",
      name: " ",
      frequency: "weekly",
      query: "?city=Noida",
    });
    expect(save.success).toBe(false);
    expect(save.error?.issues.map((issue) => issue.message)).toEqual([
      "Enter a name for this search.",
      "Choose Instant or Daily alerts.",
    ]);
    expect(updateSavedSearchSchema.safeParse({}).success).toBe(false);
    expect(updateSavedSearchSchema.safeParse({ frequency: "daily" }).success).toBe(true);
  });

  it("refuses an id that is not a saved search's", () => {
    expect(savedSearchFormSchema.safeParse({ intent: "delete", id: "1; drop table" }).success).toBe(false);
  });
});

describe("when the daily digest is due", () => {
  it("is 09:00 India time (03:30 UTC), today once it has passed, else yesterday", () => {
    expect(digestDueSince(new Date("2026-11-24T03:30:00Z")).toISOString()).toBe("2026-11-24T03:30:00.000Z");
    expect(digestDueSince(new Date("2026-11-24T11:00:00Z")).toISOString()).toBe("2026-11-24T03:30:00.000Z");
    expect(digestDueSince(new Date("2026-11-24T03:29:59Z")).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    // 23:00 IST on the 24th is still the 24th in India, though 17:30 UTC.
    expect(digestDueSince(new Date("2026-11-24T20:00:00Z")).toISOString()).toBe("2026-11-24T03:30:00.000Z");
    // 01:00 IST on the 25th: before nine that morning, so the 24th's digest.
    expect(digestDueSince(new Date("2026-11-24T19:30:00Z")).toISOString()).toBe("2026-11-24T03:30:00.000Z");
  });
});
