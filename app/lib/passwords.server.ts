import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

type Cost = { N: number; r: number; p: number };

/** better-auth's own scrypt cost, which every hash written as `salt:key` was made with (all, before this module). */
const STANDARD: Cost = { N: 16384, r: 16, p: 1 };
/**
 * For the tests alone (TEST_CHEAP_PASSWORD_HASHES, refused on https): a run signs up and logs in some 1,300 times, and
 * at the standard cost that was a tenth of its CPU (ADR 064). Such a hash says so (`cheap:salt:key`).
 */
const CHEAP: Cost = { N: 1024, r: 1, p: 1 };
const CHEAP_MARK = "cheap";
const KEY_BYTES = 64;
const KEY_HEX = new RegExp(`^[0-9a-f]{${KEY_BYTES * 2}}$`);

function derive(password: string, salt: string, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // On libuv's thread pool, never the event loop; 128·N·r bytes at a time, and twice that as the ceiling.
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash of `password` with a new salt, in better-auth's form (`salt:key`) unless the tests asked for cheap. */
export async function hashPasswordAt(password: string, cheap: boolean): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = (await derive(password, salt, cheap ? CHEAP : STANDARD)).toString("hex");
  return cheap ? `${CHEAP_MARK}:${salt}:${key}` : `${salt}:${key}`;
}

export const hashPassword = (password: string): Promise<string> =>
  hashPasswordAt(password, env().TEST_CHEAP_PASSWORD_HASHES === "1");

function parse(hash: string): { cost: Cost; salt: string; key: string } | undefined {
  const parts = hash.split(":");
  if (parts.length === 2) return { cost: STANDARD, salt: parts[0], key: parts[1] };
  if (parts.length === 3 && parts[0] === CHEAP_MARK) return { cost: CHEAP, salt: parts[1], key: parts[2] };
  return undefined;
}

/** Whether `password` is the one `hash` was made from; a hash in no form this module writes matches nothing. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const stored = parse(hash);
  if (!stored?.salt || !KEY_HEX.test(stored.key)) return false;
  return timingSafeEqual(await derive(password, stored.salt, stored.cost), Buffer.from(stored.key, "hex"));
}
