/** A person in a calendar entry: the listing's owner organises, the seeker attends. */
export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** Stable for one visit across every message, so calendars update the entry instead of adding one. */
  uid: string;
  /** Raised with each change, so a calendar knows which message is newer. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
};

/** 20261128T050000Z: every time in UTC, so no VTIMEZONE block is needed. */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Parameter values cannot be escaped, only quoted: a name loses its quotes and line breaks (§3.2). */
const quotedParam = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Lines longer than 75 octets continue on the next line after a space, never splitting a character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the rest hold 74 after their leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** One event as an iCalendar file (RFC 5545, iTIP methods REQUEST and CANCEL), lines ending CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GharStay//Visits//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${quotedParam(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
