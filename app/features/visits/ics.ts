/** A person in a calendar entry: the listing's owner organises, the seeker attends. */
export type CalendarPerson = { name: string; email: string };

/** When an event happens: a time and a length, or whole days from `first` up to the day before `after` (a stay). */
export type CalendarTime = { start: Date; minutes: number } | { days: { first: string; after: string } };

export type CalendarEvent = CalendarTime & {
  /** Stable for one visit across every message, so calendars update the entry instead of adding one. */
  uid: string;
  /** Raised with each change, so a calendar knows which message is newer. */
  sequence: number;
  /** REQUEST and CANCEL for a meeting with an organizer and an attendee; PUBLISH for an entry to keep (a booking). */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  summary: string;
  location: string;
  description: string;
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  /** The product in PRODID: what wrote the file. */
  product?: string;
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

/** DTSTART and DTEND: in UTC, or as dates (VALUE=DATE, §3.3.4) for whole days, DTEND the day after the last. */
function timeLines(time: CalendarTime): string[] {
  if ("days" in time) {
    const date = (day: string) => day.replace(/-/g, "");
    return [`DTSTART;VALUE=DATE:${date(time.days.first)}`, `DTEND;VALUE=DATE:${date(time.days.after)}`];
  }
  return [`DTSTART:${utc(time.start)}`, `DTEND:${utc(new Date(time.start.getTime() + time.minutes * 60 * 1000))}`];
}

/** One VEVENT's lines. */
function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.organizer ? [`ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendee
      ? [`ATTENDEE;CN=${quotedParam(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`]
      : []),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** Events as one iCalendar file, lines folded and ending CRLF. */
function fileOf(product: string, method: CalendarEvent["method"], events: CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//GharStay//${product}//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** One event as an iCalendar file (RFC 5545, iTIP methods REQUEST, CANCEL and PUBLISH), lines ending CRLF. */
export function calendarFile(event: CalendarEvent): string {
  return fileOf(event.product ?? "Visits", event.method, [event]);
}

/** Several events to keep (PUBLISH) as one file: a calendar feed that another site subscribes to. */
export function calendarFeed(product: string, events: Array<CalendarEvent & { method: "PUBLISH" }>): string {
  return fileOf(product, "PUBLISH", events);
}
