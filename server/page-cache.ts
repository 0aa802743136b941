import type { RequestHandler } from "express";
import { contentVersion } from "~/lib/content-cache.server";
import { SESSION_COOKIE } from "~/lib/session.server";

type CachedPage = { version: number; nonce: string; contentType: string; body: Buffer };

const MAX_PAGES = 300;

/**
 * Search and stay pages look the same to every visitor without a session, and change only when
 * the content version moves (ADR 005). Their rendered HTML is kept and served again with this
 * response's own CSP nonce swapped in, so no nonce is ever reused.
 */
export function anonymousPageCache(paths: ReadonlySet<string>): RequestHandler {
  const pages = new Map<string, CachedPage>();
  return async (req, res, next) => {
    if (req.method !== "GET" || !paths.has(req.path) || SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
    const nonce = res.locals.cspNonce as string;
    let version: number;
    try {
      version = await contentVersion();
    } catch (error) {
      return next(error);
    }
    const key = req.originalUrl;
    const hit = pages.get(key);
    if (hit && hit.version === version) {
      pages.delete(key);
      pages.set(key, hit);
      res.status(200).type(hit.contentType).send(hit.body.toString("utf8").replaceAll(hit.nonce, nonce));
      return;
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      const contentType = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 200 && contentType.startsWith("text/html") && !res.getHeader("set-cookie")) {
        pages.delete(key);
        pages.set(key, { version, nonce, contentType, body: Buffer.concat(chunks) });
        if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
      }
      return (end as (...args: unknown[]) => typeof res)(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}
