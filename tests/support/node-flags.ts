/**
 * Node's flags for the app's processes in tests, and for the test files' own processes, which open PGlite too
 * (vitest.config.ts). By default V8 compiles PGlite's 9 MB of WebAssembly twice: quickly (Liftoff), then again,
 * optimised, in background threads as its functions warm up. A test server lives seconds and answers a few requests,
 * so that second compile was about 40 % of a server's start-up CPU and never paid back (ADR 062). `npm start` keeps
 * V8's default: a live site runs for days.
 */
export const TEST_NODE_FLAGS = ["--liftoff-only"];

/**
 * For the processes that live for one test file (an integration file's own, the servers a file starts): V8's optimising
 * compiler for JavaScript (TurboFan) compiles warm functions again in background threads, which a process of seconds
 * never pays back; `--max-opt=1` stops at the baseline compiler (12 % less CPU over fourteen integration files, ADR
 * 062). The run's shared server and the browser journeys' processes live the whole run and keep it.
 */
export const ONE_FILE_NODE_FLAGS = [...TEST_NODE_FLAGS, "--max-opt=1"];
