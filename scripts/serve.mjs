// Serves the built app (no build step): what `npm start` runs after building, and what tests spawn.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

process.env.NODE_ENV ??= "production";
const { startServer } = await import(path.join(buildDir, "server", "index.js"));
await startServer(path.join(buildDir, "client"));
