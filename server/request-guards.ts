import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { t } from "@lingui/core/macro";
import type { RequestHandler } from "express";
import { crossSiteMessage, isSameOrigin } from "~/lib/csrf.server";
import { BODY_MESSAGES } from "~/lib/request-body.server";
import {
  CACHE_PARTITION_HEADER,
  NO_SESSION,
  recordingSessions,
  SESSION_COOKIE,
  type SessionSeen,
} from "~/lib/session.server";
import { hasBody, pathOf, type Step, sendJson, sendText } from "./front-door";
import type { RoutePolicies } from "./route-policies";

const isApi = (req: IncomingMessage) => pathOf(req).startsWith("/api/");

/** Answers a refused request: JSON for the API, a plain sentence for pages. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  json: object = { error: message },
) {
  if (isApi(req)) sendJson(res, status, json);
  else sendText(res, status, message);
}

/** Runs `amend` just before the response head is written, whichever code writes it. */
function beforeHead(res: ServerResponse, amend: () => void): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    amend();
    return writeHead.apply(res, args);
  }) as typeof res.writeHead;
}

/** How long a client still sending an oversized body gets to read our answer before the connection is cut. */
const LINGER_MS = 2_000;

/**
 * Node destroys a "Connection: close" socket as soon as the answer is flushed. With request bytes
 * still unread the kernel then sends a reset, and a client busy sending often never sees the
 * answer. Instead: our side is already closed (FIN), stop reading, and cut the connection a moment
 * later, the lingering close of nginx and Apache.
 */
function lingerThenClose(socket: Socket): void {
  socket.removeListener("finish", socket.destroy);
  setImmediate(() => socket.pause());
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("close", () => clearTimeout(cut));
}

/**
 * A response sent before its request body arrived in full (a refusal, or a reader that stopped at
 * its limit) closes the connection, so the rest of that body is never received.
 */
export function closeUnreadBodies(): Step {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    beforeHead(res, () => {
      if (!req.complete) res.setHeader("Connection", "close");
    });
    res.on("finish", () => {
      if (!req.complete) lingerThenClose(req.socket);
    });
    next();
  };
}

/** A host as Host or a proxy's X-Forwarded-Host gives it: a name or address, and a port that exists. */
const namesAHost = (value: string) => value !== "" && URL.canParse(`http://${value}/`);

/**
 * The address as every later step, and React Router, read it: a path, and a Host that names a host. React Router's
 * adapter builds the page's URL from both, and failed with a 500 on anything else.
 *
 * - A request line may give the whole address (`GET http://host/path`): the absolute form, which HTTP/1.1 servers
 *   must accept, with the host it names in place of the Host header (RFC 9112, 3.2.2). It becomes its path and query.
 * - A target that is neither (`GET *`; only OPTIONS may ask for `*`), or a Host or X-Forwarded-Host that names no
 *   host (`exa mple`, `x:99999`, empty), is refused. HTTP/1.0 may leave Host out; then React Router uses "localhost".
 */
export function requestAddress(): Step {
  return (req, res, next) => {
    const url = req.url ?? "/";
    if (!url.startsWith("/") && !(url === "*" && req.method === "OPTIONS")) {
      const target = URL.canParse(url) ? new URL(url) : undefined;
      if (target?.protocol !== "http:" && target?.protocol !== "https:")
        return refuse(req, res, 400, t`This request is not valid.`);
      req.url = `${target.pathname}${target.search}`;
      req.headers.host = target.host;
    }
    const { host } = req.headers;
    const forwarded = req.headers["x-forwarded-host"];
    // A chain of proxies may list several forwarded hosts, comma-separated; Express takes the first.
    if (
      (host !== undefined && !namesAHost(host)) ||
      (typeof forwarded === "string" && !forwarded.split(",").every((each) => namesAHost(each.trim())))
    )
      return refuse(req, res, 400, t`This request is not valid.`);
    next();
  };
}

/** A NUL byte in the path or query reaches no page: the database would refuse it with a 500. */
export function refuseNulInAddress(): Step {
  return (req, res, next) => {
    if (/%00|\0/i.test(req.url ?? ""))
      return refuse(req, res, 400, t`This address contains a NUL character, which no address may contain.`);
    next();
  };
}

/** The methods some page or API route serves. */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * OPTIONS says which methods exist, and grants no cross-origin access (no CORS headers); any
 * other method no route serves (TRACE, PROPFIND…) is a plain 405, not a failure to log.
 */
export function answerMethods(): Step {
  return (req, res, next) => {
    if (SERVED_METHODS.has(req.method ?? "")) return next();
    res.setHeader("Allow", isApi(req) ? "GET, HEAD, POST, PUT, DELETE, OPTIONS" : "GET, HEAD, POST, OPTIONS");
    if (req.method === "OPTIONS") res.writeHead(204).end();
    else refuse(req, res, 405, t`This method is not allowed here.`);
  };
}

/** Every state-changing request to a page or the API passes the same origin check, here, before any route. */
export function refuseCrossSite(): RequestHandler {
  return (req, res, next) => {
    const facts = {
      method: req.method,
      url: `${req.protocol}://${req.host}${req.originalUrl}`,
      headers: { get: (name: string) => req.get(name) ?? null },
    };
    if (isSameOrigin(facts)) return next();
    refuse(req, res, 403, crossSiteMessage());
  };
}

/**
 * Refuses a body whose declared size passes its route's limit (its `handle.bodyLimit`, or
 * `defaultBytes`) before a byte of it is read. A chunked body declares nothing; the body reader
 * counts those as they stream.
 */
export function limitDeclaredBodies(policies: () => Promise<RoutePolicies>, defaultBytes: number): RequestHandler {
  return async (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared <= defaultBytes) return next();
    try {
      // Data requests of React Router's own forms go to the page's address plus ".data".
      const limit = (await policies()).bodyLimit(req.path.replace(/\.data$/, ""));
      if (declared <= (limit?.bytes ?? defaultBytes)) return next();
      refuse(req, res, 413, BODY_MESSAGES.tooLarge, limit?.tooLarge);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Pages and API answers for someone with a session (or that start one) are theirs alone:
 * no shared cache may keep them, and the browser keeps no copy after logout.
 */
export function privateForSessions(): RequestHandler {
  return (req, res, next) => {
    beforeHead(res, () => {
      if (SESSION_COOKIE.test(req.headers.cookie ?? "") || res.hasHeader("set-cookie")) {
        res.setHeader("Cache-Control", "private, no-store");
      }
    });
    next();
  };
}

/**
 * Tells the service worker whose page or answer this is (ADR 016). A request without a session cookie has no session,
 * page-cache hits included; with one, the header says what the request's last session read found (a session ended
 * by expiry, deletion or a password change elsewhere reads as none), and is left out when nothing read it.
 */
export function cachePartition(): Step {
  return (req, res, next) => {
    if (!SESSION_COOKIE.test(req.headers.cookie ?? "")) {
      res.setHeader(CACHE_PARTITION_HEADER, NO_SESSION);
      next();
      return;
    }
    const seen: SessionSeen = {};
    beforeHead(res, () => {
      if (seen.partition !== undefined) res.setHeader(CACHE_PARTITION_HEADER, seen.partition ?? NO_SESSION);
    });
    recordingSessions(seen, next);
  };
}
