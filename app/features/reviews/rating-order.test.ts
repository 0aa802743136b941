import { describe, expect, it } from "vitest";
import { bayesianAverage } from "./rating-order";

describe("'Best rated' by a Bayesian average", () => {
  it("ranks forty 4.6s above one 5, and many 4.8s above a few 5s", () => {
    const listings = [
      { name: "one five", count: 1, sum: 5 },
      { name: "forty 4.6s", count: 40, sum: 40 * 4.6 },
      { name: "three fives", count: 3, sum: 15 },
      { name: "twenty 4.8s", count: 20, sum: 20 * 4.8 },
      { name: "no reviews", count: 0, sum: 0 },
      { name: "ten 2s", count: 10, sum: 20 },
    ];
    const order = [...listings]
      .sort((a, b) => bayesianAverage(b.count, b.sum) - bayesianAverage(a.count, a.sum))
      .map((listing) => listing.name);
    expect(order).toEqual(["twenty 4.8s", "forty 4.6s", "three fives", "one five", "no reviews", "ten 2s"]);
  });
});
