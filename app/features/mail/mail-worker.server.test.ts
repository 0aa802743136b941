import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "./mail-worker.server";

describe("the retry schedule", () => {
  it("waits 15 s, then twice as long each time, never more than an hour", () => {
    const waits = Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1, 15_000) / 1000);
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("keeps trying an unreachable server for about two days before a message fails", () => {
    const totalMs = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 15_000)).reduce(
      (sum, ms) => sum + ms,
      0,
    );
    expect(totalMs / 3_600_000).toBeGreaterThan(40);
    expect(totalMs / 3_600_000).toBeLessThan(56);
  });
});
