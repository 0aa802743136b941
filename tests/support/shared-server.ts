import { randomInt } from "node:crypto";
import { inject } from "vitest";
import { speakFrom } from "./http";
import type { RunningServer } from "./server";

/**
 * The demo server started once a run (global-setup) for the files whose tests only add data of their own and read
 * that data back: starting a server per file cost each such file seconds before its first test. A file that counts
 * what the whole site holds, changes the demo accounts, moves a clock, needs settings or mail it can stop of its own,
 * a limit's full count from one address, or a restart, starts its own (ADR 046).
 *
 * Each call picks a new `clientAddress` for the file that asks, and from then on its HTTP clients speak from it: the
 * server trusts the proxy header, so the limits it keeps per address (sign-ups, failed log-ins, searches) count this
 * file's requests, not every file's at once. A call, not a constant of the module: browser journeys share their
 * processes (vitest.config.ts), and a module is loaded once for all the files a process runs.
 */
export function sharedDemoServer(): RunningServer & { clientAddress: string } {
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  speakFrom(clientAddress);
  return { ...inject("sharedServer"), stop: async () => 0, clientAddress };
}
