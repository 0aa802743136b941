import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import type { RunningServer, TestServer } from "./server";

export type Credentials = { email: string; password: string };
/** The Agent (who represents the demo builder) is there when the seed printed one. */
export type DemoAccounts = { owner: Credentials; admin: Credentials; agent?: Credentials };

type PrintedAccount = Credentials & { role: string };

/** The demo accounts a server printed in its start-up log when it created them; undefined unless it created both. */
export function printedDemoAccounts(log: string): DemoAccounts | undefined {
  const found = new Map<string, Credentials>();
  for (const line of log.split("\n")) {
    if (!line.includes('"demoAccounts"')) continue;
    const { demoAccounts } = JSON.parse(line) as { demoAccounts: PrintedAccount[] };
    for (const { role, email, password } of demoAccounts) found.set(role, { email, password });
  }
  const owner = found.get("Owner");
  const admin = found.get("Admin");
  const agent = found.get("Agent");
  return owner && admin ? { owner, admin, ...(agent ? { agent } : {}) } : undefined;
}

/**
 * The demo Owner and Admin of a server started with demo content. Their passwords are random per
 * database: a server that seeded its own (each one on PostgreSQL) printed them in its log; a copy of
 * the embedded template has the ones global-setup kept when it seeded the template.
 */
export function demoAccounts(server: TestServer | RunningServer): DemoAccounts {
  const printed = "logs" in server ? printedDemoAccounts(server.logs()) : undefined;
  if (printed) return printed;
  const kept = inject("serverTemplates").demo.accounts;
  if (!kept || !existsSync(kept)) throw new Error("No demo accounts: start the server with { demo: true }.");
  return JSON.parse(readFileSync(kept, "utf8")) as DemoAccounts;
}
