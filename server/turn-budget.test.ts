import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { turnBudget } from "./turn-budget";

/** Blocks the event loop, as a page rendered on the embedded database does from its request to its last byte. */
function render(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy, like a render without I/O.
  }
}

let server: Server | undefined;
let rendered = 0;

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  rendered = 0;
});

async function serve(withBudget: boolean): Promise<string> {
  const app = express();
  if (withBudget) app.use(turnBudget(8, (path) => path === "/healthz"));
  app.get("/healthz", (_req, res) => {
    res.send("ok");
  });
  app.get("/page/:n", (req, res) => {
    render(40);
    rendered += 1;
    res.send(req.params.n);
  });
  app.get("/block", (_req, res) => {
    render(300);
    res.send("done");
  });
  app.get("/waited", (_req, res) => {
    render(40);
    res.send(String(res.locals.waitedMs ?? 0));
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Ten visitors' pages in flight, then a new visitor's health check on a connection of its own. Returns the order the
 * answers came in. Node accepts one new connection per turn of its event loop, so the newcomer waits for a turn.
 */
async function burstThenNewcomer(base: string): Promise<string[]> {
  const order: string[] = [];
  const pages = Array.from({ length: 10 }, (_, n) =>
    fetch(`${base}/page/${n}`).then(async (res) => order.push(`page ${await res.text()}`)),
  );
  // The pages' requests are on their way before the newcomer connects.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const newcomer = fetch(`${base}/healthz`, { headers: { connection: "close" } }).then(() => order.push("newcomer"));
  await Promise.all([...pages, newcomer]);
  return order;
}

describe("a turn's budget", () => {
  it("lets a new visitor in while a burst of pages is still rendering", async () => {
    const order = await burstThenNewcomer(await serve(true));
    expect(order).toHaveLength(11);
    expect(order.indexOf("newcomer")).toBeLessThan(order.length - 1);
  });

  it("is what makes the difference: without it the newcomer waits for every page in the burst", async () => {
    const order = await burstThenNewcomer(await serve(false));
    expect(order.at(-1)).toBe("newcomer");
  });

  it("does not render a page for a visitor who gave up while waiting", async () => {
    const base = await serve(true);
    // Ten connections already open, so that all ten requests arrive in one turn and nine of them wait.
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/healthz`).then((res) => res.text())));
    const leaving = new AbortController();
    const pages = Array.from({ length: 10 }, (_, n) =>
      fetch(`${base}/page/${n}`, n >= 4 ? { signal: leaving.signal } : {}).then(
        (res) => res.text(),
        () => "gave up",
      ),
    );
    setTimeout(() => leaving.abort(), 20);
    const answers = await Promise.all(pages);
    expect(answers.slice(0, 4)).toEqual(["0", "1", "2", "3"]);
    // Give the server a few turns to reach the pages it dropped.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rendered).toBeLessThan(10);
  });

  it("tells a request how long it waited for its turn, the measure of how far behind the server is", async () => {
    const base = await serve(true);
    // Connections already open (Node accepts one new connection a turn), then ten requests sent while one long render
    // holds the loop: they are read in one turn, the first starts, the rest wait.
    await Promise.all(Array.from({ length: 11 }, () => fetch(`${base}/healthz`).then((res) => res.text())));
    const blocking = fetch(`${base}/block`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${base}/waited`).then(async (res) => Number(await res.text()))),
    );
    await blocking;
    waits.sort((x, y) => x - y);
    expect(waits[0]).toBeLessThan(40);
    // Ten renders of 40 ms one after another: the last waited for most of the nine before it.
    expect(waits.at(-1)).toBeGreaterThan(200);
  });
});
