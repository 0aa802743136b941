import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { t } from "@lingui/core/macro";
import { logger } from "~/lib/logger.server";

/** What the steps keep for one request. Express takes the same object over as `res.locals`. */
export type Locals = Record<string, unknown>;
export type FrontResponse = ServerResponse & { locals?: Locals };

/**
 * One step of the front door: plain Node, so that a page the cache answers costs a few function calls rather than
 * Express's router and its request and response prototypes (ADR 025). Express accepts a step as middleware too.
 */
export type Step = (req: IncomingMessage, res: FrontResponse, next: () => void) => void | Promise<void>;

/** The address's path, as Express's `req.path` gives it: not decoded, without the query. */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

export function localsOf(res: FrontResponse): Locals {
  res.locals ??= Object.create(null) as Locals;
  return res.locals;
}

export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
}

function sendBody(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  sendBody(res, status, "text/plain; charset=utf-8", text);
}

export function sendJson(res: ServerResponse, status: number, value: object): void {
  sendBody(res, status, "application/json; charset=utf-8", JSON.stringify(value));
}

/** The answer to an error no step or route handled: the client's own mistake (a 4xx) or ours, logged. */
export function answerError(error: unknown, res: ServerResponse): void {
  const status = (error as { status?: unknown }).status;
  // Express marks what the client got wrong (an address that does not decode) with a 4xx status.
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (!res.headersSent) sendText(res, status, t`This request is not valid.`);
    return;
  }
  logger.error({ err: error }, "unhandled request error");
  if (!res.headersSent) sendText(res, 500, t`Something went wrong. Please try again.`);
}

/**
 * Runs `steps` in order, each calling `next` to go on, then hands the request to `onward` (the Express app). A step
 * that throws or rejects is answered as Express answers an error, so a mistake in one never takes the process down.
 */
export function frontDoor(steps: readonly Step[], onward: RequestListener): RequestListener {
  return (req, res) => {
    const run = (at: number): void => {
      const step = steps[at];
      if (!step) return void onward(req, res);
      try {
        const done = step(req, res, () => run(at + 1));
        if (done) done.catch((error: unknown) => answerError(error, res));
      } catch (error) {
        answerError(error, res);
      }
    };
    run(0);
  };
}
