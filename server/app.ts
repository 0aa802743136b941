import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import {
  closeDatabase,
  databaseHandle,
  openDatabase,
  readAsPagesDo,
  vacuumEmbedded,
  vacuumEmbeddedIfWritten,
} from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { prunePhoneCodeRequests } from "~/features/accounts/phone-verification.server";
import { startAlertMatcher } from "~/features/alerts/alert-matching.server";
import { startBookingExpiry } from "~/features/bookings/bookings.server";
import { startFeedPolling } from "~/features/bookings/feed-poll.server";
import { startMessageMailer } from "~/features/conversations/conversation-mail.server";
import { startInboundMail } from "~/features/conversations/inbound-mail.server";
import { retirePublishedDemoPasswords, seedDemoContent } from "~/features/demo/seed.server";
import { startEnquiryCleanup } from "~/features/leads/enquiries.server";
import { startFreshnessLook } from "~/features/listings/listing-freshness.server";
import { startMailWorker, stopMailWorker } from "~/features/mail/mail-worker.server";
import { startTextMessageRelease, stopTextMessageRelease } from "~/features/mail/text-messages.server";
import { startUploadSweeper } from "~/features/photos/photos.server";
import { startReviewLook } from "~/features/reviews/reviews.server";
import {
  listingIndexAnswers,
  listingIndexFullReads,
  listingIndexReady,
  startReadingListingIndex,
} from "~/features/search/listing-index.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import type { PageShows } from "~/lib/content-cache.server";
import { ConfigError, type Env, env } from "~/lib/env.server";
import { pruneIdempotencyKeys } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { FORM_BODY_LIMIT } from "~/lib/request-body.server";
import { pruneSightings } from "~/lib/sightings.server";
import { configuredStorage, setStorage, storage } from "~/lib/storage.server";
import { pruneThrottles, saveBatchedHits } from "~/lib/throttle.server";
import { accessLog, isHealthCheck } from "./access-log";
import { superviseWorkers } from "./cluster";
import { answerError, frontDoor, localsOf, type Step } from "./front-door";
import { servedLanguage } from "./language";
import { anonymousPageCache } from "./page-cache";
import {
  answerMethods,
  cachePartition,
  closeUnreadBodies,
  limitDeclaredBodies,
  privateForSessions,
  refuseCrossSite,
  refuseNulInAddress,
  requestAddress,
} from "./request-guards";
import { createRequestHandler } from "./request-handler";
import { routeIndex } from "./route-index";
import { routePolicies } from "./route-policies";
import { securityHeaders } from "./security";
import { turnBudget } from "./turn-budget";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    /** The content version the page cache read for this request, which its loaders then need not read again. */
    contentVersion?: number;
    /** What the page shows, for the page cache to keep it across changes that touch none of it (ADR 023). */
    pageShows?: PageShows;
    /** How long the request waited for its turn (ADR 024) before it started: how far behind the server is. */
    waitedMs?: number;
  }
}

type AppOptions = {
  config: Env;
  /**
   * The built app, or (in development, where Vite rebuilds it after an edit) how to get the current one. React
   * Router re-derives its route tables from a function on every request: ranking ~300 routes, a tenth of a fresh
   * search's time. Production passes the build itself, so that happens once.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  dev?: boolean;
};

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long an idle connection stays open. Node's 5 s is no longer than the pools that reuse connections keep them
 * (HAProxy's 5 s and more, a cloud load balancer's 60 s, a client's some seconds): one that sends its next request as
 * we close the connection gets no answer. nginx keeps an idle connection 75 s.
 */
const KEEP_ALIVE_MS = 65_000;
/** About one new search's render here: a busy turn lasts ~10–20 ms, so 200 new connections are in within seconds. */
const TURN_BUDGET_MS = 8;
/** A page's statement limit on PostgreSQL (client.server.ts); the embedded database, which has none, gets it here. */
const READY_TIMEOUT_MS = 3_000;
/** The keys the image pipeline writes (folder/id-width.webp): no dots or leading marks a storage key refuses. */
const MEDIA_KEY = /^[a-zA-Z0-9][\w-]*\/[a-zA-Z0-9][\w-]*\.webp$/;

/** The request's id: the load balancer's when it gave a sane one, so one request is one id in every log. */
const requestId: Step = (req, res, next) => {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  localsOf(res).requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};

/**
 * Every request passes the front door's steps; a page the cache answers goes no further. The rest is the Express app:
 * routes, files, compression and React Router (ADR 025).
 */
export function createApp({ config, build, clientDir, dev = false }: AppOptions): RequestListener {
  const app = express();
  // Page caching and body limits are declared by each route's `handle`, beside its code.
  const policies = () => routePolicies(typeof build === "function" ? build : async () => build);
  const pageCache = anonymousPageCache(policies);
  const front: Step[] = [
    // A health check skips the queue: it is cheap, and a load balancer that waited on a busy instance's queue would
    // take it out of service when it is only busy, pushing its share onto the others.
    turnBudget(TURN_BUDGET_MS, isHealthCheck),
    requestId,
    requestAddress(),
    servedLanguage(),
    accessLog(),
    securityHeaders({
      https: config.PUBLIC_URL.startsWith("https://"),
      analytics: Boolean(config.GA_MEASUREMENT_ID),
      dev,
      mapTiles: config.MAP_TILE_URL === "none" ? undefined : config.MAP_TILE_URL,
      razorpay:
        config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
          ? { checkoutUrl: config.RAZORPAY_CHECKOUT_URL, apiUrl: config.RAZORPAY_API_URL }
          : undefined,
    }),
    closeUnreadBodies(),
    refuseNulInAddress(),
    answerMethods(),
    cachePartition(),
    pageCache.serve,
  ];

  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use((req, _res, next) => {
    // Only the address Express trusts reaches better-auth's limiter, never a header the client made up.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(refuseCrossSite());
  app.use(limitDeclaredBodies(policies, FORM_BODY_LIMIT));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const handle = databaseHandle();
    try {
      if (!handle) throw new Error("database not open");
      await Promise.race([
        handle.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2_000)),
      ]);
      res.setHeader("Cache-Control", "no-store").json({
        status: "ok",
        database: handle.kind,
        // Until it is read, searches ask the database: slower, never wrong.
        searchIndex: listingIndexReady() ? "ready" : "reading",
        // Start-up's one, and one per gap in the changes it could not bridge: a change alone should add none.
        searchIndexFullReads: listingIndexFullReads(),
        searchesAnswered: listingIndexAnswers(),
      });
    } catch (error) {
      // The reason goes to the log only: driver errors can name hosts, ports and users.
      logger.warn({ err: error }, "health check: database unavailable");
      res.status(503).setHeader("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // Readiness, what a load balancer should ask: /healthz says the process and a connection live; this says pages can
  // be answered. Checks arriving while one runs share its answer, so a balancer polling a stalled database holds one
  // of the pool's connections, not one per poll.
  let readiness: Promise<void> | undefined;
  app.get("/readyz", async (_req, res) => {
    readiness ??= Promise.race([
      readAsPagesDo(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("read timeout")), READY_TIMEOUT_MS).unref()),
    ]).finally(() => {
      readiness = undefined;
    });
    try {
      await readiness;
      res.setHeader("Cache-Control", "no-store").json({ status: "ready" });
    } catch (error) {
      logger.warn({ err: error }, "readiness check: pages cannot read the database");
      res.status(503).setHeader("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // Uploaded photos: content-addressed WebP files, so they never change and cache forever.
  app.get("/media/:folder/:file", async (req, res, next) => {
    const key = `${req.params.folder}/${req.params.file}`;
    if (!MEDIA_KEY.test(key)) return next();
    try {
      const body = await storage().get(key);
      if (!body) return next();
      res.setHeader("Content-Type", "image/webp");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.send(body);
    } catch (error) {
      next(error);
    }
  });

  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The files at the root (/sw.js, /manifest.webmanifest, /icons/…) all have an extension; a page's address never does, so a
    // page request skips the file lookup (a disk stat per request, and an error object when nothing is there).
    const rootFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (req.path.includes(".") ? rootFiles(req, res, next) : next()));
  }

  app.use(pageCache.keep);
  app.use(privateForSessions());

  const handlerOf = (served: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build: served,
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        contentVersion: pageCache.versionRead(res),
        pageShows: pageCache.showsOf(res),
        waitedMs: res.locals.waitedMs as number | undefined,
      }),
    });
  if (typeof build === "function") app.all("/{*splat}", handlerOf(build));
  else {
    // Each cut of the build gets a handler of its own, made when first asked for (ADR 023).
    const handlerFor = routeIndex(build, handlerOf);
    app.all("/{*splat}", (req, res, next) => handlerFor(req.path)(req, res, next));
  }

  app.use(((error, _req, res, _next) => answerError(error, res)) as express.ErrorRequestHandler);

  return frontDoor(front, app);
}

/** Opens the database and storage, seeds demo content when asked, and returns the config in force. */
export async function prepare(): Promise<Env> {
  const config = env();
  await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    buffersMb: config.EMBEDDED_DB_BUFFERS_MB,
  });
  setStorage(configuredStorage(config));
  // The primary of a cluster did the rest once, before it forked this worker.
  if (cluster.isWorker) return config;
  await retirePublishedDemoPasswords();
  if (config.SEED_DEMO) await seedDemoContent();
  else logger.info("Demo content not seeded: SEED_DEMO is off (its default with DATABASE_URL or an https PUBLIC_URL).");
  await vacuumEmbeddedIfWritten();
  return config;
}

/**
 * Production entry: `npm start` calls this from the built bundle. With WEB_CONCURRENCY above 1 this process prepares
 * the database, then serves through that many workers (each of them calls this too) and returns no server of its own.
 */
export async function startServer(clientDir: string): Promise<Server | undefined> {
  const startedAt = performance.now();
  let config: Env;
  try {
    config = await prepare();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    await closeDatabase();
    logger.info({ workers: config.WEB_CONCURRENCY }, "starting workers");
    superviseWorkers(config.WEB_CONCURRENCY);
    return undefined;
  }
  const server = createServer(
    createApp({
      config,
      clientDir,
      build: (await import("virtual:react-router/server-build")) as ServerBuild,
    }),
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve) => {
    server.once("listening", resolve);
    server.once("error", (error: NodeJS.ErrnoException) => {
      console.error(
        error.code === "EADDRINUSE"
          ? `Port ${config.PORT} is already in use. Stop what uses it, or set PORT to another port.`
          : `Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`,
      );
      process.exit(1);
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, database: databaseHandle()?.kind, startupMs: Math.round(performance.now() - startedAt) },
    `GharStay is listening on http://localhost:${port}`,
  );
  startReadingListingIndex();
  startUploadSweeper();
  startMailWorker();
  startTextMessageRelease();
  startAlertMatcher();
  startFreshnessLook();
  startEnquiryCleanup();
  startBookingExpiry();
  startFeedPolling();
  startReviewLook();
  startMessageMailer();
  startInboundMail();
  setInterval(() => {
    Promise.all([
      pruneThrottles(),
      pruneIdempotencyKeys(),
      pruneSightings(),
      prunePhoneCodeRequests(),
      vacuumEmbedded(),
    ]).catch((error) => logger.error({ err: error }, "hourly database upkeep failed"));
  }, HOUR_MS).unref();
  handleShutdown(server);
  return server;
}

function handleShutdown(server: Server) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests took too long; closing connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await stopMailWorker();
      await stopTextMessageRelease();
      await saveBatchedHits();
      await closeDatabase();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    // A connection whose answer was in flight would stay open, idle, for the whole keep-alive time after it.
    setInterval(() => server.closeIdleConnections(), 200).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
