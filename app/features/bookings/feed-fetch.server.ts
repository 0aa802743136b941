import { type LookupAddress, lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { env } from "~/lib/env.server";

/** Why a feed could not be read: kept as this code and put in words for the owner in their language (feed-text.ts). */
export type FeedProblem = "private" | "unreachable" | "timeout" | "too-large" | "refused" | "not-calendar";

export type FeedAnswer = { ok: true; text: string } | { ok: false; problem: FeedProblem; status?: number };

/** Addresses an owner's feed must not reach: our own machine and network, and those nobody can route to. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

const mayReach = (address: string) =>
  env().TEST_FEEDS_FROM_PRIVATE_ADDRESSES === "1" || !NOT_PUBLIC.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

class PrivateAddress extends Error {}

/**
 * The name resolved as usual, refused when an address it gives is not public. It is the lookup of the connection
 * itself, so a name that answers a public address to a check and a private one to the connection (DNS rebinding)
 * is still refused.
 */
const publicLookup: typeof lookup = ((hostname: string, options: object, callback: LookupCallback) => {
  lookup(hostname, options, (error, address, family) => {
    if (error) return callback(error, address, family);
    const all: LookupAddress[] = Array.isArray(address) ? address : [{ address, family }];
    if (all.some((one) => !mayReach(one.address))) return callback(new PrivateAddress(hostname), address, family);
    callback(null, address, family);
  });
}) as typeof lookup;
type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

const MOST_REDIRECTS = 3;

/**
 * Reads another site's calendar feed as text: http or https only, public addresses only (each redirect checked
 * again), within FEED_TIMEOUT_MS in all and at most FEED_MAX_BYTES. Never throws: a problem is answered as its code.
 */
export async function fetchFeed(address: string): Promise<FeedAnswer> {
  const deadline = Date.now() + env().FEED_TIMEOUT_MS;
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await fetchOnce(url, deadline);
    if (!("location" in answer)) return answer;
    if (redirects >= MOST_REDIRECTS) return { ok: false, problem: "refused", status: answer.status };
    url = new URL(answer.location, url);
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "unreachable" };
  }
}

function fetchOnce(url: URL, deadline: number): Promise<FeedAnswer | { location: string; status: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address written as digits is connected to without a lookup, so it is checked here.
  if (isIP(host) && !mayReach(host)) return Promise.resolve({ ok: false, problem: "private" });
  const maxBytes = env().FEED_MAX_BYTES;
  return new Promise((resolve) => {
    const get = url.protocol === "https:" ? https.get : http.get;
    const request = get(
      url,
      {
        lookup: publicLookup,
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "GharStay calendar sync" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location, status });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ ok: false, problem: "refused", status });
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          request.destroy();
          return resolve({ ok: false, problem: "too-large" });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            resolve({ ok: false, problem: "too-large" });
          } else chunks.push(chunk);
        });
        response.on("end", () => resolve({ ok: true, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", fail);
      },
    );
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        request.destroy();
      },
      Math.max(1, deadline - Date.now()),
    );
    function fail(error: Error) {
      if (error instanceof PrivateAddress) resolve({ ok: false, problem: "private" });
      else resolve({ ok: false, problem: timedOut ? "timeout" : "unreachable" });
    }
    request.on("close", () => {
      clearTimeout(timer);
      // Destroyed by the deadline before any answer: no error is emitted for a request destroyed without one.
      if (timedOut) resolve({ ok: false, problem: "timeout" });
    });
    request.on("error", fail);
  });
}
