/**
 * Runs at most `running` tasks at once, in the order they arrived; at most `waiting` more may
 * wait for a turn, and a task beyond that is refused at once instead of piling up.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** The task's result once it has had its turn, or null when the queue is full. */
  tryRun<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.active >= this.limits.running && this.waiters.length >= this.limits.waiting) return null;
    return this.turn().then(async () => {
      try {
        return await task();
      } finally {
        this.release();
      }
    });
  }

  private turn(): Promise<void> {
    if (this.active < this.limits.running) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** A finished task hands its place straight to the longest-waiting one, so none can jump the queue. */
  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.active -= 1;
  }
}
