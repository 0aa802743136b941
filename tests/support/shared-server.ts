import { randomInt } from "node:crypto";
import { inject } from "vitest";
import { speakFrom } from "./http";
import type { RunningServer } from "./server";

/**
 * This file's address on the shared server: the server trusts the proxy header, so the limits it keeps per address
 * (sign-ups, failed log-ins, searches) count this file's requests, not every file's at once.
 */
export const FILE_ADDRESS = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * The demo server started once a run (global-setup) for the files whose tests only add data of their own and read
 * that data back: starting a server per file cost each such file seconds before its first test. A file that counts
 * what the whole site holds, changes the demo accounts, moves a clock, needs settings or mail it can stop of its own,
 * a limit's full count from one address, or a restart, starts its own (ADR 046). From here on this file's HTTP
 * clients speak from FILE_ADDRESS.
 */
export function sharedDemoServer(): RunningServer {
  speakFrom(FILE_ADDRESS);
  return { ...inject("sharedServer"), stop: async () => 0 };
}
