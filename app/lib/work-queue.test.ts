import { describe, expect, it } from "vitest";
import { WorkQueue } from "./work-queue";

/** A task that finishes when the test says so. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("the work queue", () => {
  it("runs two tasks at once, lets others wait in arrival order, and refuses past the waiting room", async () => {
    const queue = new WorkQueue({ running: 2, waiting: 2 });
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const results = gates.map((g, i) =>
      queue.tryRun(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    expect(queue.tryRun(async () => "too many")).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    gates[1].open();
    expect(await results[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    expect(await results[0]).toBe(0);
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(results.slice(2))).toEqual([2, 3]);
  });

  it("frees the place of a task that failed", async () => {
    const queue = new WorkQueue({ running: 1, waiting: 0 });
    await expect(queue.tryRun(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await queue.tryRun(async () => "next")).toBe("next");
  });
});
