import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ARTIFACTS = path.join(ROOT, "tests/.artifacts");
/** Templates of one build and one kind of database: a run on PostgreSQL keeps its own beside the embedded one's. */
const TEMPLATE_SUFFIX = `${process.env.BUILD_DIR ?? "build"}${process.env.TEST_POSTGRES_URL ? "-postgres" : ""}`;
/** The data folder seeded with demo content once per run, copied for each test server that asks for it (global-setup). */
export const DEMO_TEMPLATE = path.join(ARTIFACTS, `demo-template-${TEMPLATE_SUFFIX}`);
/** The data folder of a database with every migration run and nothing else, copied for each test server without demo content. */
export const EMPTY_TEMPLATE = path.join(ARTIFACTS, `empty-template-${TEMPLATE_SUFFIX}`);
/** The demo passwords printed when the template was seeded; they are random, so they are kept beside it. */
export const DEMO_TEMPLATE_ACCOUNTS = `${DEMO_TEMPLATE}.accounts.json`;
