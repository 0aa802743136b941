import cluster, { type Worker } from "node:cluster";
import { logger } from "~/lib/logger.server";

/** How long the workers get to finish their requests after a stop before the primary ends them. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of WEB_CONCURRENCY workers on one port (ADR 026): it forks them, replaces one that dies after it
 * started serving, and passes a stop on to all of them. A worker that dies before it ever listened is failing to
 * start (a port in use, a database that refuses it), which another fork would only repeat: the primary then stops the
 * others and exits with a failure, as a single process would.
 */
export function superviseWorkers(count: number): void {
  const alive = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => alive.add(cluster.fork());
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of alive) worker.process.kill(signal);
    setTimeout(() => {
      logger.warn("workers took too long to stop; ending them");
      for (const worker of alive) worker.process.kill("SIGKILL");
    }, STOP_GRACE_MS).unref();
  };

  cluster.on("listening", (worker) => {
    listening.add(worker);
  });
  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    if (!stopping && listening.has(worker)) {
      logger.error({ worker: worker.id, code, signal }, "a worker died; starting another in its place");
      fork();
      return;
    }
    if (!stopping) {
      failed = true;
      logger.error({ worker: worker.id, code, signal }, "a worker could not start; stopping");
      stopAll("SIGTERM");
    }
    if (alive.size === 0) process.exit(failed ? 1 : 0);
  });
  // A stop reaches every worker once, from here: Ctrl-C in a terminal also signals the workers directly, which
  // their own handler takes as the same stop.
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  for (let n = 0; n < count; n++) fork();
}
