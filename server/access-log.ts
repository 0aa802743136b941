import { logger } from "~/lib/logger.server";
import { localsOf, type Step } from "./front-door";

/** A load balancer's liveness and readiness checks: several a second, each one cheap. */
export function isHealthCheck(path: string): boolean {
  return path === "/healthz" || path === "/readyz";
}

/**
 * One line per request, with the fields pino-http wrote (reqId, req, res, responseTime). It replaced pino-http, which
 * made a child logger and serialised the request on every request even when the level kept the line out: a quarter
 * of the time of a cached page (ADR 022). Here a request costs a timestamp and a listener until its line is due.
 */
export function accessLog(): Step {
  return (req, res, next) => {
    // Kept as asked: the page cache renders a miss at its normalised address.
    const url = req.url ?? "/";
    if (isHealthCheck(url) || url.startsWith("/assets/")) return next();
    const startedAt = performance.now();
    res.once("close", () => {
      const level = res.statusCode >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: localsOf(res).requestId as string,
          req: { method: req.method, url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - startedAt),
        },
        // A response that never finished: the client went away, or the server dropped it.
        res.writableFinished ? "request completed" : "request aborted",
      );
    });
    next();
  };
}
