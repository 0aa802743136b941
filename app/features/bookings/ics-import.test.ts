import { describe, expect, it } from "vitest";
import { IMPORTED_DAYS_AHEAD, importedNights, MOST_IMPORTED_STAYS, readCalendar } from "./ics-import";

const calendar = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n");

describe("reading another site's calendar", () => {
  it("reads dates and date-times, folded lines, and gives an event without an end one night", () => {
    const text = calendar(
      ["DTSTART;VALUE=DATE:20261207", "DTEND;VALUE=DATE:20261209", "SUMMARY:Reserved"],
      ["DTSTART:20261210T083000Z", "DTEND;TZID=Asia/Kolkata:20261212T110000"],
      ["DESCRIPTION:a long", " folded line", "DTSTART;VALUE=DATE:20261220"],
    );
    expect(readCalendar(text)).toEqual([
      { first: "2026-12-07", after: "2026-12-09" },
      { first: "2026-12-10", after: "2026-12-12" },
      { first: "2026-12-20", after: "2026-12-21" },
    ]);
  });

  it("skips cancelled events and those without a real start day, and stops at the most it takes", () => {
    const text = calendar(
      ["DTSTART;VALUE=DATE:20261207", "STATUS:CANCELLED"],
      ["DTSTART;VALUE=DATE:20260230"],
      ["SUMMARY:no dates"],
    );
    expect(readCalendar(text)).toEqual([]);
    const many = calendar(...Array.from({ length: MOST_IMPORTED_STAYS + 5 }, () => ["DTSTART;VALUE=DATE:20261207"]));
    expect(readCalendar(many)).toHaveLength(MOST_IMPORTED_STAYS);
  });

  it("is not fooled by what is no calendar", () => {
    expect(readCalendar("<html>BEGIN:VEVENT</html>")).toBeNull();
    expect(readCalendar("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261207")).toBeNull();
  });
});

describe("the nights imported stays take", () => {
  const today = "2026-12-02";

  it("keeps a stay taken elsewhere more than a year ahead, for the day it comes within a booking's reach", () => {
    const nights = importedNights([{ first: "2028-01-10", after: "2028-01-12" }], today);
    expect([...nights.keys()]).toEqual(["2028-01-10", "2028-01-11"]);
  });

  it("counts a room a stay on each night, from today on, and cuts a stay of centuries at the nights kept", () => {
    const nights = importedNights(
      [
        { first: "2026-11-28", after: "2026-12-04" },
        { first: "2026-12-03", after: "2026-12-05" },
        { first: "2026-12-20", after: "9999-01-01" },
      ],
      today,
    );
    expect(nights.get("2026-12-01")).toBeUndefined();
    expect(nights.get("2026-12-02")).toBe(1);
    expect(nights.get("2026-12-03")).toBe(2);
    expect(nights.get("2026-12-04")).toBe(1);
    expect(nights.size).toBe(IMPORTED_DAYS_AHEAD - 18 + 3);
  });
});
