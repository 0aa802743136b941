import type { IncomingHttpHeaders } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import { wholePageOf } from "~/lib/whole-page.server";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
};

function fetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * The Fetch request for an Express one, as `@react-router/express` makes it: the host as Express reads it (the
 * forwarded one only when proxies are trusted), and a signal that aborts when the client goes before the answer.
 */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get("host")?.split(":")[1] ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

const closed = (res: ExpressResponse) => res.destroyed || res.writableEnded;

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (closed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  const page = wholePageOf(response);
  if (page) {
    res.end(page);
    return;
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!closed(res)) throw error;
  }
}

/**
 * React Router's Express adapter, `@react-router/express`, with one addition: a page rendered whole goes out as the
 * bytes it was rendered to (`wholePageResponse`), in one write with its length. Through the adapter, those bytes were
 * made into a Response's body stream, read back from it and written chunked in two writes: a search one at a time
 * took a tenth longer (ADR 023).
 */
export function createRequestHandler({ build, mode, getLoadContext }: Options): RequestHandler {
  const handle = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      await send(res, await handle(fetchRequest(req, res), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
