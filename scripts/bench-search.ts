/**
 * `npm run bench:search`: serves the built app over 100,000 synthetic listings and sends /explore
 * searches at 10 connections, each one a filter combination (city × kind × words × price band ×
 * page) never sent before, so no cache can answer; the same address asked again and again (the
 * page cache's case) is measured beside it, and so are new searches one at a time (what a search costs without a
 * queue). Runs on the embedded database, then on a fresh PostgreSQL database (dropped after) when BENCH_POSTGRES_URL
 * (default: the tests' server) answers: there with one process, then with one per core (WEB_CONCURRENCY, ADR 026).
 * Targets: p95 ≤ 50 ms embedded, ≤ 25 ms PostgreSQL. Under the fresh searches it prints the cores the app, PostgreSQL and
 * this script (the load generator) used meanwhile, and the app's CPU per search: what bounds the rate on this machine.
 * Each server is first warmed up until its CPU a search stops falling; its first seconds, as a new process, are
 * printed too.
 *
 * `npm run bench:search -- --million`: PostgreSQL only, 1,000,000 listings, pages up to the deepest
 * a search offers. Target: p95 ≤ 100 ms. Seeding it takes minutes. `-- --two-instances`: PostgreSQL only, two
 * instances behind HAProxy while a writer writes on one and looks for its changes on the other.
 *
 * BENCH_DATA_DIR (the embedded data folder, kept between runs and seeded once), BENCH_SECONDS (default
 * 20), BENCH_LISTINGS (default 100,000; fewer for a quick try of the bench itself), BENCH_POSTGRES_URL, BUILD_DIR, BENCH_NODE_FLAGS (the server's own Node flags, such as
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of what the searches cost).
 */
import { type ChildProcess, execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startHaproxy } from "../tests/support/haproxy";
import { churnWriter, prepareChurnAdmin } from "./bench-churn";
import { searchCombinations, seedEmbedded, seedListings, withFreshPostgres } from "./bench-corpus";
import {
  benchPort,
  CONNECTIONS,
  distinctSender,
  loadAverages,
  measure,
  pagedAddresses,
  percentile,
  postgresAnswers,
  serve,
  stopServing,
} from "./bench-http";

const million = process.argv.includes("--million");
/** `--churn`: only the quiet run and the runs with writes; `--quiet`: none with writes. Both by default. */
const churnOnly = process.argv.includes("--churn");
const quietOnly = process.argv.includes("--quiet");
/**
 * `--two-instances`: PostgreSQL only, two instances behind HAProxy with writes (the quiet phase, then 1 and 10 writes
 * a second).
 */
const twoInstances = process.argv.includes("--two-instances");
/** `--postgres`: PostgreSQL's runs only. */
const postgresOnly = twoInstances || process.argv.includes("--postgres");
const LISTINGS = million ? 1_000_000 : Number(process.env.BENCH_LISTINGS ?? 100_000);
const TARGET_P95_MS = { embedded: 50, postgres: million ? 100 : 25 };
/** In the order the page cache keys it, so it is stored and served from there. */
const REPEATED = "/explore?city=Lucknow&type=hotel&q=residency&minPrice=2000&maxPrice=6000";

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "gharstay-bench-search"));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

/**
 * Every filter combination in a shuffled order, then all of them again on other pages (`pagedAddresses`): no address
 * is ever sent twice. Pages run deep (to 2,000 on a million listings); past a search's last page the app shows its
 * last page.
 */
const distinctSearches = () => pagedAddresses(searchCombinations(), million ? 2_000 : 60);

const WARM_WINDOW_SECONDS = 3;
const WARM_MAX_WINDOWS = 10;

/**
 * Sends distinct searches (so the measured ones are still new) until the app's CPU a search stops falling, from 4 to
 * 10 windows of 3 s (one where there is no /proc to read it from). A new process spends its first few thousand
 * searches compiling its hot code on V8's own threads: on a 2-core machine that took a third of the first seconds'
 * CPU, and a server that has run a while no longer pays it. The first window, a new process, is reported too.
 */
async function warmUp(base: string, pid: number | undefined, distinct: () => string, sentSoFar: () => number) {
  const perSearch: number[] = [];
  let cold = "";
  for (let window = 0; window < WARM_MAX_WINDOWS; window++) {
    const before = cpuNow(pid);
    const sentBefore = sentSoFar();
    const { line } = await measure(base, WARM_WINDOW_SECONDS, distinct);
    if (window === 0) cold = line;
    const cpu = appCpuPerSearch(before, cpuNow(pid), sentSoFar() - sentBefore);
    if (cpu === undefined) break;
    perSearch.push(cpu);
    const previous = perSearch.at(-2);
    if (perSearch.length >= 4 && previous !== undefined && cpu >= 0.95 * previous) break;
  }
  const ms = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(1));
  return {
    cold,
    seconds: Math.max(1, perSearch.length) * WARM_WINDOW_SECONDS,
    from: ms(perSearch[0]),
    to: ms(perSearch.at(-1)),
  };
}

async function bench(label: keyof typeof TARGET_P95_MS, databaseUrl?: string, workers = 1): Promise<void> {
  const port = benchPort();
  const server = await serve(port, { dataDir, databaseUrl }, workers);
  const base = `http://127.0.0.1:${port}`;
  try {
    const { distinct, sent } = distinctSender(distinctSearches());
    const warm = await warmUp(base, server.pid, distinct, () => sent.size);
    const served = { front: base, instances: [{ base, pid: server.pid }] };
    if (churnOnly) {
      await churn(label, served, distinct);
      return;
    }
    const cpuBefore = cpuNow(server.pid);
    const sentBefore = sent.size;
    const fresh = await measure(base, seconds, distinct);
    const cpu = cpuUsed(cpuBefore, cpuNow(server.pid), sent.size - sentBefore, label === "postgres");
    // Each process keeps its own search index, page cache and memos: what one holds after a run of new searches.
    const memory = residentMemory(server.pid);
    // One at a time: how long a new search takes with no queue, beside what ten connections wait on two cores.
    const alone = await measure(base, Math.min(seconds, 10), distinct, 1);
    const repeated = await measure(base, Math.min(seconds, 10), () => REPEATED);
    const target = TARGET_P95_MS[label];
    console.log(
      [
        `${label === "embedded" ? "Embedded PGlite" : "PostgreSQL"}, ${workers === 1 ? "one process" : `${workers} processes (WEB_CONCURRENCY)`}, ${LISTINGS.toLocaleString("en")} listings, ${CONNECTIONS} connections, ${seconds} s (load: ${loadAverages()}):`,
        `  a new process, its first ${WARM_WINDOW_SECONDS} s                ${warm.cold}`,
        `    warmed up on searches of their own for ${warm.seconds} s: the app's CPU a search went from ${warm.from} to ${warm.to} ms`,
        `  distinct searches (${sent.size.toLocaleString("en")} sent, none twice)  ${fresh.line}`,
        `    CPU meanwhile: ${cpu}`,
        `  distinct searches, one connection       ${alone.line}`,
        `  one repeated address                    ${repeated.line}`,
        `  memory after the distinct searches: ${memory}`,
        `  target p95 ≤ ${target} ms for distinct searches: ${fresh.p95 <= target ? "met" : "missed"}`,
      ].join("\n"),
    );
    // Writes while searching, after the quiet figures: one process, whose /healthz counts are the server's.
    if (!quietOnly && workers === 1) await churn(label, served, distinct);
  } finally {
    await stopServing(server);
  }
}

/**
 * What the instances' /healthz count, added up: searches their indexes answered and left to the database, and whole
 * reads of them.
 */
async function searchCounts(instances: Served["instances"]) {
  const counts = { fullReads: 0, byIndex: 0, byDatabase: 0 };
  for (const { base } of instances) {
    const health = (await (await fetch(`${base}/healthz`)).json()) as {
      searchIndexFullReads: number;
      searchesAnswered: { byIndex: number; byDatabase: number };
    };
    counts.fullReads += health.searchIndexFullReads;
    counts.byIndex += health.searchesAnswered.byIndex;
    counts.byDatabase += health.searchesAnswered.byDatabase;
  }
  return counts;
}

/** Where a churn run sends its searches, and the instances that answer them: one, or two behind HAProxy. */
type Served = { front: string; instances: Array<{ base: string; pid: number | undefined }> };

/** Writes a second in each churn phase: none (the quiet run again, for the same table), then 1 and 10 (issue 46). */
const CHURN_RATES = [0, 1, 10];

/**
 * Distinct searches at 10 connections while a writer makes changes through the app's routes at each rate: per phase
 * the searches a second, p50, p95, errors, the staleness of the changes (write answered → a visitor's page shows it),
 * the server's resident memory (the index is most of it), the share of searches the index answered and its whole
 * reads. A change should cost no whole read.
 */
async function churn(label: string, served: Served, distinct: () => string): Promise<void> {
  const { front, instances } = served;
  // Written on the first instance, looked for on the last: on two, the staleness is the time a change takes to cross.
  const writer = await churnWriter(instances[0].base, instances.at(-1)?.base);
  const pids = instances.map((instance) => instance.pid);
  const rows: string[] = [];
  for (const perSecond of CHURN_RATES) {
    const before = await searchCounts(instances);
    const cpuBefore = cpuNow(pids);
    const [searched, written] = await Promise.all([
      measure(front, seconds, distinct),
      perSecond > 0 ? writer.run(perSecond, seconds) : undefined,
    ]);
    const cpuAfter = cpuNow(pids);
    const after = await searchCounts(instances);
    const byIndex = after.byIndex - before.byIndex;
    const all = byIndex + after.byDatabase - before.byDatabase;
    const stale = written?.staleness ?? [];
    const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(0));
    rows.push(
      `| ${perSecond === 0 ? "quiet" : `${perSecond}/s`} | ${searched.rate.toFixed(1)} | ${searched.p50.toFixed(1)} | ${searched.p95.toFixed(1)} | ${searched.errors} | ${written ? `${written.started} (${written.failed} failed)` : "–"} | ${ms(percentile(stale, 50))} / ${ms(percentile(stale, 95))} / ${ms(stale.at(-1) ?? Number.NaN)} | ${pids.map(residentMemory).join("; ")} | ${all === 0 ? "–" : `${((100 * byIndex) / all).toFixed(1)} %`} | ${after.fullReads - before.fullReads} | ${coresUsed(cpuBefore, cpuAfter, label === "postgres")} |`,
    );
  }
  console.log(
    [
      `${label}${instances.length > 1 ? `, ${instances.length} instances behind HAProxy (written on one, looked for on the other)` : ""}, churn, ${LISTINGS.toLocaleString("en")} listings, ${CONNECTIONS} connections, ${seconds} s a phase (load: ${loadAverages()}):`,
      "| writes | searches/s | p50 ms | p95 ms | errors | changes made | staleness p50 / p95 / max ms | memory | by the index | full reads | cores used |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  );
}

/** Resident memory of a process in MB, from Linux's /proc; undefined where there is none. */
function residentMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Every process Linux's /proc lists, with its parent, command name and CPU seconds so far; none where there is no /proc. */
function processes(): Array<{ pid: number; parent: number; command: string; cpuSeconds: number }> {
  if (!existsSync("/proc/self/stat")) return [];
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const close = stat.lastIndexOf(") ");
        // After the command: state, parent, … and, 12th and 13th, user and system time in ticks (100 a second).
        const fields = stat.slice(close + 2).split(" ");
        return [
          {
            pid: Number(entry),
            parent: Number(fields[1]),
            command: stat.slice(stat.indexOf("(") + 1, close),
            cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
          },
        ];
      } catch {
        return [];
      }
    });
}

/** CPU seconds so far by process id, so that a process that ends between two readings takes nothing off the other's. */
type ProcessCpu = Map<number, number>;
type CpuSeconds = { app: ProcessCpu; postgres: ProcessCpu; generator: number; at: number } | undefined;

/** CPU seconds so far of the server or servers (each primary and its workers), the PostgreSQL server's processes, and this script. */
function cpuNow(pid: number | undefined | Array<number | undefined>): CpuSeconds {
  const all = processes();
  const servers = new Set([pid].flat().filter((each) => each !== undefined));
  if (servers.size === 0 || all.length === 0) return undefined;
  const byPid = (list: typeof all): ProcessCpu => new Map(list.map((each) => [each.pid, each.cpuSeconds]));
  const { user, system } = process.cpuUsage();
  return {
    app: byPid(all.filter((each) => servers.has(each.pid) || servers.has(each.parent))),
    postgres: byPid(all.filter((each) => each.command === "postgres")),
    generator: (user + system) / 1e6,
    at: performance.now() / 1000,
  };
}

/**
 * CPU seconds used between two readings by the processes alive at the second: a process started in between counts
 * whole, one that ended in between (a connection's PostgreSQL backend, say) is left out.
 */
function usedBetween(before: ProcessCpu, after: ProcessCpu): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/** The server's CPU milliseconds a search between two readings; undefined without /proc or searches. */
function appCpuPerSearch(before: CpuSeconds, after: CpuSeconds, searches: number): number | undefined {
  if (!before || !after || searches === 0) return undefined;
  return (usedBetween(before.app, after.app) / searches) * 1000;
}

/**
 * What each side used of the cores while the searches ran, and the server's CPU per search: with the load generator
 * and the database on the same cores, it says how many searches a second the machine could serve at all.
 */
function cpuUsed(before: CpuSeconds, after: CpuSeconds, searches: number, postgres: boolean): string {
  if (!before || !after) return "not measured (no /proc here)";
  const seconds = after.at - before.at;
  const cores = (used: number) => (used / seconds).toFixed(2);
  const perSearch = appCpuPerSearch(before, after, searches)?.toFixed(1) ?? "–";
  return [
    `app ${cores(usedBetween(before.app, after.app))} cores`,
    ...(postgres ? [`PostgreSQL ${cores(usedBetween(before.postgres, after.postgres))}`] : []),
    `load generator ${cores(after.generator - before.generator)} (of ${os.availableParallelism()})`,
    `${perSearch} ms of the app's CPU a search`,
  ].join(" · ");
}

/** The cores the app (and PostgreSQL) used between two readings: with writes, the app's share covers them too. */
function coresUsed(before: CpuSeconds, after: CpuSeconds, postgres: boolean): string {
  if (!before || !after) return "–";
  const seconds = after.at - before.at;
  const app = `app ${(usedBetween(before.app, after.app) / seconds).toFixed(2)}`;
  return postgres ? `${app}, PostgreSQL ${(usedBetween(before.postgres, after.postgres) / seconds).toFixed(2)}` : app;
}

/** The server's resident memory: its one process, or its primary and each worker (WEB_CONCURRENCY). */
function residentMemory(pid: number | undefined): string {
  const own = pid === undefined ? undefined : residentMb(pid);
  if (pid === undefined || own === undefined) return "not measured (no /proc here)";
  const workers = processes()
    .filter((each) => each.parent === pid)
    .flatMap((each) => residentMb(each.pid) ?? []);
  const mb = (value: number) => `${Math.round(value)} MB`;
  return workers.length === 0
    ? `${mb(own)} resident`
    : `primary ${mb(own)}, workers ${workers.map(mb).join(", ")} resident`;
}

/**
 * Two instances of one process each on one PostgreSQL database, behind HAProxy (ADR 018): the searches go through
 * HAProxy, the writer writes on the first and looks for each change on the second (issue 46: staleness p95 ≤ 1 s).
 */
async function benchTwoInstances(url: string): Promise<void> {
  const ports = [3800, 3850].map((first) => first + Math.floor(Math.random() * 50));
  // HAProxy adds the address it was reached from after the visitor's own: two hops to trust.
  // One after the other: a stale build is rebuilt by the first to start, not by both at once.
  const servers: ChildProcess[] = [];
  for (const port of ports) servers.push(await serve(port, { dataDir, databaseUrl: url }, 1, { TRUST_PROXY: "2" }));
  const lb = await startHaproxy(
    3700 + Math.floor(Math.random() * 90),
    ports.map((port, i) => ({ name: `app${i + 1}`, port })),
  );
  try {
    const { distinct } = distinctSender(distinctSearches());
    // Both warm, as in the one-instance runs: code compiled and caches filled before anything is measured.
    await measure(lb.url, WARM_WINDOW_SECONDS * 4, distinct);
    const instances = servers.map((server, i) => ({ base: `http://127.0.0.1:${ports[i]}`, pid: server.pid }));
    await churn("postgres", { front: lb.url, instances }, distinct);
  } finally {
    await lb.stop();
    await Promise.all(servers.map(stopServing));
  }
}

/** A fresh database on the PostgreSQL server, seeded, benched and dropped. */
async function benchPostgres(): Promise<void> {
  await withFreshPostgres(postgresUrl, "gharstay_bench", async (url) => {
    await seedListings({ dataDir, databaseUrl: url }, LISTINGS);
    if (!quietOnly || twoInstances) await prepareChurnAdmin({ databaseUrl: url });
    if (twoInstances) {
      await benchTwoInstances(url);
      return;
    }
    await bench("postgres", url);
    // What a PostgreSQL deployment does with every core of this machine (ADR 026).
    const cores = os.availableParallelism();
    if (cores > 1 && !churnOnly) await bench("postgres", url, cores);
  });
}

async function main() {
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
  if (!million && !postgresOnly) {
    await seedEmbedded(dataDir, LISTINGS);
    if (!quietOnly) await prepareChurnAdmin({ dataDir });
    await bench("embedded");
  }
  if (await postgresAnswers(postgresUrl)) await benchPostgres();
  else console.log(`PostgreSQL at ${postgresUrl} does not answer: its run is skipped.`);
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
