import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { frontDoor, pathOf, type Step, sendText } from "./front-door";

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(listener).listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const stamp: Step = (_req, res, next) => {
  res.setHeader("X-Stamp", "front");
  next();
};
/** Answers `/early` itself, as the page cache answers a hit; everything else goes on. */
const early: Step = (req, res, next) => (pathOf(req) === "/early" ? sendText(res, 200, "from the front") : next());
const onward: RequestListener = (_req, res) => {
  res.end("from the app");
};

describe("the front door", () => {
  it("runs its steps in order and hands the rest on, unless a step answers", async () => {
    const base = await serve(frontDoor([stamp, early], onward));
    const page = await fetch(`${base}/page?x=1`);
    expect(page.headers.get("x-stamp")).toBe("front");
    expect(await page.text()).toBe("from the app");
    const hit = await fetch(`${base}/early?x=1`);
    expect(hit.headers.get("x-stamp")).toBe("front");
    expect(await hit.text()).toBe("from the front");
  });

  it("answers a step that throws or rejects with a 500, and keeps serving", async () => {
    const throwing: Step = (req, _res, next) => {
      if (pathOf(req) === "/throws") throw new Error("a mistake in a step");
      next();
    };
    const rejecting: Step = async (req, _res, next) => {
      if (pathOf(req) === "/rejects") throw new Error("a mistake after an await");
      next();
    };
    const base = await serve(frontDoor([throwing, rejecting], onward));
    for (const path of ["/throws", "/rejects"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      expect(await res.text()).toBe("Something went wrong. Please try again.");
    }
    expect(await (await fetch(`${base}/page`)).text()).toBe("from the app");
  });

  it("answers an error the client caused with its own 4xx status", async () => {
    const refusing: Step = () => {
      throw Object.assign(new URIError("URI malformed"), { status: 400 });
    };
    const res = await fetch(`${await serve(frontDoor([refusing], onward))}/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("This request is not valid.");
  });
});
