import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "./ics";

const event = {
  uid: "visit-1@gharstay.example",
  sequence: 1,
  method: "REQUEST" as const,
  start: new Date("2026-11-28T05:00:00Z"),
  minutes: 30,
  summary: "Visit: Metro Nest PG",
  location: "Sector 62, Noida",
  description: "Note: ring twice; gate 2",
  organizer: { name: 'Owner "Demo"', email: "owner@example.com" },
  attendee: { name: "Asha Verma", email: "asha@example.com" },
  stamp: new Date("2026-11-24T06:00:00.123Z"),
};

describe("calendar files", () => {
  it("writes one event in UTC, 30 minutes long, with CRLF line ends", () => {
    const text = calendarFile(event);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:visit-1@gharstay.example");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("DTSTAMP:20261124T060000Z");
    expect(lines).toContain("DTSTART:20261128T050000Z");
    expect(lines).toContain("DTEND:20261128T053000Z");
    expect(lines).toContain("SUMMARY:Visit: Metro Nest PG");
    expect(lines).toContain("LOCATION:Sector 62\\, Noida");
    expect(lines).toContain("DESCRIPTION:Note: ring twice\\; gate 2");
    expect(lines).toContain('ORGANIZER;CN="Owner Demo":mailto:owner@example.com');
    expect(lines).toContain('ATTENDEE;CN="Asha Verma";ROLE=REQ-PARTICIPANT:mailto:asha@example.com');
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED", () => {
    const lines = calendarFile({ ...event, method: "CANCEL", sequence: 3 }).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:3");
  });

  it("escapes backslashes, commas, semicolons and line breaks", () => {
    expect(escapeText("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(long);
    const pieces = folded.split("\r\n");
    expect(pieces[0]).toHaveLength(75);
    for (const piece of pieces.slice(1)) {
      expect(piece.startsWith(" ")).toBe(true);
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    }
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(long);

    const hindi = `SUMMARY:${"घर".repeat(40)}`;
    const hindiPieces = foldLine(hindi).split("\r\n");
    for (const piece of hindiPieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(hindiPieces.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(hindi);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});

describe("a stay as whole days", () => {
  it("writes DTSTART and DTEND as dates, DTEND the day after the last night's, and no people", () => {
    const file = calendarFile({
      uid: "booking-1@gharstay.in",
      sequence: 0,
      method: "PUBLISH",
      product: "Bookings",
      days: { first: "2026-12-07", after: "2026-12-09" },
      summary: "Stay at Hotel Awadh Residency (GS-7K3Q9D)",
      location: "Hotel Awadh Residency, Hazratganj, Lucknow",
      description: "Booking reference: GS-7K3Q9D",
      stamp: new Date("2026-11-28T05:00:00Z"),
    });
    const lines = file.split("\r\n");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261207");
    expect(lines).toContain("DTEND;VALUE=DATE:20261209");
    expect(lines).toContain("PRODID:-//GharStay//Bookings//EN");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("DTSTAMP:20261128T050000Z");
    expect(lines.some((line) => line.startsWith("ORGANIZER") || line.startsWith("ATTENDEE"))).toBe(false);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
