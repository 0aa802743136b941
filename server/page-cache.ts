import { t } from "@lingui/core/macro";
import type { RequestHandler } from "express";
import { contentVersion } from "~/lib/content-cache.server";
import { offersHindi } from "~/lib/i18n.server";
import { logger } from "~/lib/logger.server";
import { SESSION_COOKIE } from "~/lib/session.server";
import type { RoutePolicies } from "./route-policies";

/** The page's bytes cut at its CSP nonce, so each response joins them around its own. */
type CachedPage = { version: number; storedAt: number; contentType: string; cacheControl?: string; parts: Buffer[] };

/**
 * The content version covers listings, photos and projects; a page also shows what it does not cover (an owner's
 * verified badges, "posted 3 days ago"), which may then lag by this much at most.
 */
const PAGE_TTL_MS = 60_000;

/** A page new to the cache waits in the probation part; asked for again, it moves to the protected part. */
const PROBATION_PAGES = 100;
const PROTECTED_PAGES = 200;
const CACHED_TYPES = ["text/html", "application/xml"];

/** Puts `key` last (most recently used) and drops the least recently used entry past `max`. */
function putLast<T>(entries: Map<string, T>, key: string, value: T, max: number): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > max) entries.delete(entries.keys().next().value as string);
}

/**
 * A segmented LRU: a flood of one-off addresses (a new search text each time) only churns the
 * probation part and cannot evict the pages visitors come back to.
 */
class PageStore {
  private readonly probation = new Map<string, CachedPage>();
  private readonly kept = new Map<string, CachedPage>();

  get(key: string): CachedPage | undefined {
    const page = this.kept.get(key) ?? this.probation.get(key);
    if (page) {
      this.probation.delete(key);
      putLast(this.kept, key, page, PROTECTED_PAGES);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (this.kept.has(key)) putLast(this.kept, key, page, PROTECTED_PAGES);
    else putLast(this.probation, key, page, PROBATION_PAGES);
  }
}

function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * Search and stay pages look the same to every visitor without a session, and change only when
 * the content version moves (ADR 005). Their rendered HTML is kept under the page's normalised
 * query, so `/explore?zz=1` is served the page of `/explore`, and served again with this
 * response's own CSP nonce swapped in, so no nonce is ever reused. Only a render of the normalised
 * address itself is stored: what a page shows of its own address (its paging links) then never
 * carries a stranger's junk parameters to other visitors. `X-Page-Cache` says whether it was a hit.
 */
export function anonymousPageCache(policies: () => Promise<RoutePolicies>): RequestHandler {
  const pages = new PageStore();
  return async (req, res, next) => {
    if (req.method !== "GET" || SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
    const pageQuery = (await policies()).pageCache(req.path);
    if (!pageQuery) return next();
    const nonce = res.locals.cspNonce as string;
    let version: number;
    try {
      version = await contentVersion();
    } catch (error) {
      // The database is not answering: say so now rather than let the page wait out its own queries too.
      logger.warn({ err: error }, "page cache: the content version could not be read");
      res
        .status(503)
        .setHeader("Retry-After", "30")
        .type("text/plain")
        .send(t`GharStay is not available right now. Please try again in a minute.`);
      return;
    }
    const search = req.originalUrl.slice(req.path.length);
    const canonical = `${req.path}${pageQuery(new URLSearchParams(search))}`;
    // `Save-Data: on` gets smaller images in the HTML itself, so it is a page of its own.
    const saveData = req.get("save-data")?.toLowerCase() === "on";
    // A browser that prefers Hindi is offered the Hindi page on a first visit: a page of its own too.
    const offer = offersHindi(req.path, req.get("accept-language"), req.headers.cookie) ? " hindi-offer" : "";
    const key = `${canonical}${saveData ? " save-data" : ""}${offer}`;
    res.append("Vary", "Save-Data, Accept-Language");
    const hit = pages.get(key);
    if (hit && hit.version === version && Date.now() - hit.storedAt < PAGE_TTL_MS) {
      res.status(200).setHeader("Content-Type", hit.contentType).setHeader("X-Page-Cache", "hit");
      if (hit.cacheControl) res.setHeader("Cache-Control", hit.cacheControl);
      const nonceBytes = Buffer.from(nonce);
      const body = Buffer.concat(hit.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
      res.setHeader("Content-Length", body.length).end(body);
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    if (req.originalUrl !== canonical) return next();
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
      if (
        res.statusCode === 200 &&
        CACHED_TYPES.some((type) => contentType.startsWith(type)) &&
        !res.getHeader("set-cookie")
      ) {
        const cacheControl = res.getHeader("cache-control");
        pages.set(key, {
          version,
          storedAt: Date.now(),
          contentType,
          cacheControl: typeof cacheControl === "string" ? cacheControl : undefined,
          parts: splitAt(Buffer.concat(chunks), Buffer.from(nonce)),
        });
      }
      return (end as (...args: unknown[]) => typeof res)(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}
