/**
 * GST on a hotel room by the night's tariff, one dated table (ADR 035): each row holds from its date until the next
 * row's, and its bands from their `from` tariff (whole rupees, inclusive) up to the next band's. A change in the law is
 * one new row here.
 */
export const GST_ON_ROOMS: ReadonlyArray<{ since: string; bands: ReadonlyArray<{ from: number; percent: number }> }> = [
  // Since 18 July 2022: nothing up to ₹1,000, 12 % up to ₹7,500, 18 % above.
  {
    since: "2022-07-18",
    bands: [
      { from: 0, percent: 0 },
      { from: 1001, percent: 12 },
      { from: 7501, percent: 18 },
    ],
  },
  // Since 22 September 2025: none below ₹1,000, 5 % from ₹1,000 up to ₹7,500, 18 % above ₹7,500.
  {
    since: "2025-09-22",
    bands: [
      { from: 0, percent: 0 },
      { from: 1000, percent: 5 },
      { from: 7501, percent: 18 },
    ],
  },
];

/** The GST percent on one night (the day it starts) at a tariff in whole rupees. */
export function gstPercent(tariff: number, night: string): number {
  const table = GST_ON_ROOMS.findLast((row) => row.since <= night) ?? GST_ON_ROOMS[0];
  return table.bands.findLast((band) => tariff >= band.from)?.percent ?? 0;
}
