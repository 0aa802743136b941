/**
 * The visits part's server entry: calendar files (a booking's too) and its share of 'Download my data'. It holds only
 * re-exports, as visit requests (`visit-requests.server`) reach search, which reaches bookings (docs/architecture.md).
 */
export { calendarFeed, calendarFile } from "./ics";
export { visitsForExport } from "./visits-export.server";
