import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ARTIFACTS = path.join(ROOT, "tests/.artifacts");
/** A seeded embedded database made once per run and copied for each test server that asks for demo content. */
export const DEMO_TEMPLATE = path.join(ARTIFACTS, `demo-template-${process.env.BUILD_DIR ?? "build"}`);
/** The demo passwords printed when the template was seeded; they are random, so they are kept beside it. */
export const DEMO_TEMPLATE_ACCOUNTS = `${DEMO_TEMPLATE}.accounts.json`;
