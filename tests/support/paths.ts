import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** What test runs leave behind on purpose: the templates test servers start from (global-setup). */
export const ARTIFACTS = path.join(ROOT, "tests/.artifacts");
/** The build the tests serve: `npm test` sets BUILD_DIR to its content-addressed build (scripts/test.mjs). */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
