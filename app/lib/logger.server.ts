import cluster from "node:cluster";
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  // Under WEB_CONCURRENCY each line says which worker wrote it; a single process's lines carry no number.
  base: { service: "gharstay", ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}) },
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
});
