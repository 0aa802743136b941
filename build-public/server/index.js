import "node:crypto";
import "node:path";
import "@react-router/express";
import "compression";
import "express";
import "pino-http";
import { q, s, t } from "./assets/app-DTGN0mgl.js";
import "node:fs";
import "@electric-sql/pglite";
import "drizzle-orm/node-postgres";
import "drizzle-orm/node-postgres/migrator";
import "drizzle-orm/pglite";
import "drizzle-orm/pglite/migrator";
import "pg";
import "drizzle-orm";
import "drizzle-orm/pg-core";
import "sharp";
import "better-auth";
import "better-auth/adapters/drizzle";
import "zod";
import "node:fs/promises";
import "aws4fetch";
import "pino";
export {
  q as createApp,
  s as prepare,
  t as startServer
};
