import { describe, expect, it } from "vitest";
import { sortInSteps } from "./listing-index.server";

describe("sortInSteps", () => {
  it("gives the order one sort gives, across runs of any length, ties broken by row", async () => {
    let state = 7;
    const price = Float64Array.from({ length: 1_003 }, () => {
      state = (state * 48271) % 2147483647;
      // Few distinct prices, so most comparisons are ties that the row must break.
      return (state % 13) * 500;
    });
    const rows = Int32Array.from({ length: price.length }, (_, row) => row);
    const compare = (a: number, b: number) => price[a] - price[b] || a - b;
    const expected = Array.from(rows).sort(compare);
    for (const runLength of [1, 2, 7, 100, 1_003, 5_000]) {
      expect(Array.from(await sortInSteps(rows, compare, runLength)), `runs of ${runLength}`).toEqual(expected);
    }
    expect(Array.from(await sortInSteps(new Int32Array(0), compare, 7))).toEqual([]);
  });
});
