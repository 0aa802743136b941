import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** How often HAProxy asks each instance's /readyz, and how many misses take one out. */
export const CHECK_INTERVAL_MS = 200;
export const CHECK_FALL = 2;
/**
 * Connections HAProxy opens to one instance; requests beyond wait in HAProxy's queue, where whichever instance frees up
 * first takes them, rather than in one instance's own queue (ADR 018, ADR 024).
 */
const CONNECTIONS_PER_INSTANCE = 32;

/**
 * Round robin over both instances, health-checked on /readyz: an instance whose pages cannot read the database (a
 * table held, a connection pool that stalled) is taken out, not only one that is down (/healthz). A GET that meets a dead connection
 * (refused, reset, or closed with no answer) is sent again, to the other instance: it changed nothing,
 * so a visitor never sees the crash of the instance that had it. A POST is never replayed once sent,
 * since the instance may have acted on it before it died.
 */
function haproxyConfig(port: number, backends: Array<{ name: string; port: number }>): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option forwardfor

frontend web
  bind 127.0.0.1:${port}
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS}ms fastinter ${CHECK_INTERVAL_MS}ms fall ${CHECK_FALL} rise 1 maxconn ${CONNECTIONS_PER_INSTANCE}
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join("\n")}
`;
}

/** HAProxy from Debian in front of `backends` on `port`, once it answers /healthz; `stop` ends it. */
export async function startHaproxy(port: number, backends: Array<{ name: string; port: number }>) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gharstay-haproxy-"));
  const config = path.join(folder, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, backends));
  const child: ChildProcess = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
