import type { IncomingMessage } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { t } from "@lingui/core/macro";
import accepts from "accepts";
import type { RequestHandler, Response } from "express";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/client.server";
import { contentVersion, type PageShows } from "~/lib/content-cache.server";
import { stillShownAt } from "~/lib/content-changes.server";
import { offersHindi } from "~/lib/i18n.server";
import { logger } from "~/lib/logger.server";
import { SESSION_COOKIE } from "~/lib/session.server";
import { type FrontResponse, hasBody, localsOf, pathOf, type Step, sendText } from "./front-door";
import type { RoutePolicies } from "./route-policies";

type CachedPage = {
  /** The newest content version the page is known to be right at. */
  version: number;
  /** What it shows, by which the changes since `version` tell whether it still is (ADR 023). */
  shows: PageShows;
  storedAt: number;
  contentType: string;
  cacheControl?: string;
  /** The page's bytes cut at its CSP nonce, so each response joins them around its own; one part when it has none. */
  parts: Buffer[];
  /** A page without a nonce is the same bytes for every response: each encoding is made once, when first asked. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

type Encoding = "br" | "gzip";

/** Fast settings: a page is compressed again after every content change, and searches add new pages all the time. */
const ENCODERS: Record<Encoding, (page: Buffer) => Buffer> = {
  br: (page) => brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (page) => gzipSync(page, { level: 6 }),
};

/**
 * The content version covers listings, photos and projects; a page also shows what it does not cover (an owner's
 * verified badges, "posted 3 days ago"), which may then lag by this much at most.
 */
const PAGE_TTL_MS = 60_000;

/** A page new to the cache waits in the probation part; asked for again, it moves to the protected part. */
const PROBATION_PAGES = 100;
const PROTECTED_PAGES = 300;
/** Addresses whose pages left probation unasked: a few dozen bytes each, so many more than the pages. */
const REMEMBERED_ADDRESSES = 2_000;
const CACHED_TYPES = ["text/html", "application/xml"];

/** Puts `key` last (most recently used); returns the least recently used key when that takes `entries` past `max`. */
function putLast<T>(entries: Map<string, T>, key: string, value: T, max: number): string | undefined {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size <= max) return undefined;
  const oldest = entries.keys().next().value as string;
  entries.delete(oldest);
  return oldest;
}

/**
 * A segmented LRU with a memory of what left probation (the "2Q" cache of Johnson and Shasha): a flood of one-off
 * addresses (a new search text each time) only churns the probation part and cannot evict the pages visitors come
 * back to. A page that left probation before it was asked for again is remembered by its address, and goes to the
 * protected part when it is rendered again. Without that memory, 200 connections over 200 pages could lock the cache
 * into missing: while many pages render at once, each new one pushes another out of probation before its second
 * visitor comes, and bench:load served 300 requests/s instead of 4,000.
 */
class PageStore {
  private readonly probation = new Map<string, CachedPage>();
  private readonly kept = new Map<string, CachedPage>();
  private readonly remembered = new Map<string, true>();

  get(key: string): CachedPage | undefined {
    const page = this.kept.get(key) ?? this.probation.get(key);
    if (page) {
      this.probation.delete(key);
      putLast(this.kept, key, page, PROTECTED_PAGES);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (this.kept.has(key) || this.remembered.delete(key)) {
      putLast(this.kept, key, page, PROTECTED_PAGES);
      return;
    }
    const left = putLast(this.probation, key, page, PROBATION_PAGES);
    if (left !== undefined) putLast(this.remembered, left, true, REMEMBERED_ADDRESSES);
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
 * What `serve` leaves for `keep` when the page is to be stored: under which key, at which content version, and what its
 * loaders said it shows.
 */
type Pending = { key: string; version: number; shows: PageShows };

/** A page's parts joined around this response's nonce: only a page with an inline script has more than one. */
function joinedAround(parts: Buffer[], nonce: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])));
}

/** A page without a nonce in `encoding`, compressed on the first hit that asks for it and kept beside it. */
function encodedOnce(page: CachedPage, encoding: Encoding): Buffer {
  const body = page.encoded[encoding] ?? ENCODERS[encoding](page.parts[0]);
  page.encoded[encoding] = body;
  return body;
}

/**
 * Sends a kept page in the encoding the client takes best. A page without a nonce is the same for everyone, so each
 * encoding of it is made once; one with a nonce is joined around this response's own and compressed for it alone.
 */
function send(req: IncomingMessage, res: FrontResponse, page: CachedPage): void {
  res.statusCode = 200;
  res.setHeader("Content-Type", page.contentType).setHeader("X-Page-Cache", "hit");
  if (page.cacheControl) res.setHeader("Cache-Control", page.cacheControl);
  res.appendHeader("Vary", "Accept-Encoding");
  const shared = page.parts.length === 1;
  const plain = shared ? page.parts[0] : joinedAround(page.parts, Buffer.from(localsOf(res).cspNonce as string));
  // What Express's `req.acceptsEncodings` answers, from the same library.
  const encoding = accepts(req).encodings("br", "gzip");
  if (encoding !== "br" && encoding !== "gzip") {
    res.setHeader("Content-Length", plain.length).end(plain);
    return;
  }
  const body = shared ? encodedOnce(page, encoding) : ENCODERS[encoding](plain);
  res.setHeader("Content-Encoding", encoding).setHeader("Content-Length", body.length).end(body);
}

/**
 * Search, stay and listing pages look the same to every visitor without a session, and change only when the content
 * version moves (ADR 005). Their rendered HTML is kept under the page's normalised query, so `/explore?zz=1` is served
 * the page of `/explore`. A miss is rendered at the normalised address itself, so what a page shows of its own
 * address (its paging links) never carries a stranger's junk parameters to other visitors, and an address written in
 * another order (a shared link, a crawler) fills the cache too instead of being rendered afresh each time.
 * `X-Page-Cache` says whether it was a hit.
 *
 * Two halves: `serve` answers hits early, before the compression middleware, since a page without a nonce is sent
 * compressed as kept (ADR 022); `keep` stands after compression, where it sees the page's plain bytes, and stores
 * them. A page that does carry a nonce (an inline script) is served with the response's own nonce swapped in, so no
 * nonce is ever reused.
 */
export function anonymousPageCache(policies: () => Promise<RoutePolicies>): {
  serve: Step;
  keep: RequestHandler;
  /**
   * The content version `serve` read for a page it will keep, for the page's loaders: read again there, it was a
   * second round trip to PostgreSQL for every search, and the page is kept under this version anyway.
   */
  versionRead: (res: Response) => number | undefined;
  /** Where the page's loaders say what it shows (`cachedContent` does), when the page is to be kept. */
  showsOf: (res: Response) => PageShows | undefined;
} {
  const pages = new PageStore();
  const serve: Step = async (req, res, next) => {
    // A GET with a body is no visitor's page view: Express refuses or reads it as for any other request.
    if (req.method !== "GET" || hasBody(req) || SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
    const path = pathOf(req);
    const pageQuery = (await policies()).pageCache(path);
    if (!pageQuery) return next();
    const search = (req.url ?? path).slice(path.length);
    const query = pageQuery(new URLSearchParams(search));
    if (query === null) return next();
    let version: number;
    try {
      version = await contentVersion();
    } catch (error) {
      // The database is not answering: say so now rather than let the page wait out its own queries too.
      logger.warn({ err: error }, "page cache: the content version could not be read");
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      sendText(res, 503, t`GharStay is not available right now. Please try again in a minute.`);
      return;
    }
    const canonical = `${path}${query}`;
    // `Save-Data: on` gets smaller images in the HTML itself, so it is a page of its own.
    const saveData = String(req.headers["save-data"]).toLowerCase() === "on";
    // A browser that prefers Hindi is offered the Hindi page on a first visit: a page of its own too.
    const offer = offersHindi(path, req.headers["accept-language"], req.headers.cookie) ? " hindi-offer" : "";
    const key = `${canonical}${saveData ? " save-data" : ""}${offer}`;
    res.appendHeader("Vary", "Save-Data, Accept-Language");
    const hit = pages.get(key);
    if (hit && Date.now() - hit.storedAt < PAGE_TTL_MS) {
      // A page kept at an older version is served on when no change since touched what it shows.
      if (hit.version === version || (await stillShownAt(hit.shows, hit.version, version))) {
        hit.version = Math.max(hit.version, version);
        send(req, res, hit);
        return;
      }
    }
    res.setHeader("X-Page-Cache", "miss");
    // Rendered at its normalised address, the page is the one every equivalent address is served, so it can be kept
    // whatever order or junk the asked address had. React Router reads `originalUrl`, which Express sets from `url`
    // unless an outer app (development's) set it already.
    req.url = canonical;
    (req as { originalUrl?: string }).originalUrl = canonical;
    localsOf(res).pageCache = { key, version, shows: new Set() } satisfies Pending;
    next();
  };
  const keep: RequestHandler = (_req, res, next) => {
    const pending = res.locals.pageCache as Pending | undefined;
    if (!pending) return next();
    const nonce = res.locals.cspNonce as string;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      const contentType = String(res.getHeader("content-type") ?? "");
      if (
        res.statusCode === 200 &&
        CACHED_TYPES.some((type) => contentType.startsWith(type)) &&
        !res.getHeader("set-cookie")
      ) {
        const cacheControl = res.getHeader("cache-control");
        pages.set(pending.key, {
          version: pending.version,
          shows: pending.shows,
          storedAt: Date.now(),
          contentType,
          cacheControl: typeof cacheControl === "string" ? cacheControl : undefined,
          // A page rendered whole comes in one write: kept as it is, not copied into another 30 KB or so outside the heap.
          parts: splitAt(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), Buffer.from(nonce)),
          encoded: {},
        });
      }
      return (end as (...args: unknown[]) => typeof res)(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
  const pendingOf = (res: Response) => res.locals.pageCache as Pending | undefined;
  return { serve, keep, versionRead: (res) => pendingOf(res)?.version, showsOf: (res) => pendingOf(res)?.shows };
}
