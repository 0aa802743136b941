import { readdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect, inject } from "vitest";
import { freePort } from "./server";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  /** For the app's SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Waits until a message to `to` whose subject matches arrives, and returns it. */
  waitForMail: (to: string, subject: RegExp | string, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Stops listening (the app then finds the SMTP server down); `start` listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  listening: () => boolean;
};

/** Addresses starting with this are refused with 550, as a server refuses a mailbox it does not have. */
export const REFUSED_MAILBOX = "no-such-mailbox";

/** Waits until a message in `received` to `to` whose subject matches arrives, and returns it. */
function mailWaiter(received: ReceivedMail[]): TestSmtpServer["waitForMail"] {
  return async (to, subject, timeoutMs = 20_000) => {
    const matches = (mail: ReceivedMail) =>
      mail.envelopeTo.includes(to.toLowerCase()) &&
      (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? ""));
    await expect.poll(() => received.some(matches), { timeout: timeoutMs, interval: 100 }).toBe(true);
    return received.filter(matches).at(-1) as ReceivedMail;
  };
}

/**
 * A real SMTP server on `port` that hands each message's bytes and envelope recipients to `deliver`, and refuses
 * REFUSED_MAILBOX's addresses as a server refuses a mailbox it does not have.
 */
export async function listenForMail(
  port: number,
  deliver: (message: Buffer, envelopeTo: string[]) => Promise<void>,
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    // The app is on this machine: no reverse DNS lookup of 127.0.0.1 before each message.
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith(REFUSED_MAILBOX)) return callback();
      callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        deliver(Buffer.concat(chunks), envelopeTo).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

/** A real SMTP server inside the test process: the network edge where our mail leaves us. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    server = await listenForMail(port, async (message, envelopeTo) => {
      received.push(Object.assign(await simpleParser(message), { envelopeTo }));
    });
  };

  const stop = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitForMail: mailWaiter(received),
    stop,
    start,
    listening: () => server !== null,
  };
}

/**
 * The shared demo server's SMTP server (global-setup): each message goes to `spool` as `<n>.eml`, with its envelope
 * recipients in `<n>.to` written first, so a file that sees a message can read whom it went to.
 */
export async function startSpoolingSmtpServer(spool: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  let count = 0;
  const server = await listenForMail(port, async (message, envelopeTo) => {
    count += 1;
    const name = String(count).padStart(6, "0");
    await writeFile(path.join(spool, `${name}.to`), JSON.stringify(envelopeTo));
    await writeFile(path.join(spool, `${name}.eml.partial`), message);
    await rename(path.join(spool, `${name}.eml.partial`), path.join(spool, `${name}.eml`));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mail the shared demo server sent since this file first asked, read from its spool as it arrives once the file
 * looks: the same `received` and `waitForMail` as a file's own SMTP server, with other files' mail among it, so a file
 * on the shared server looks only for mail to its own addresses. It cannot be stopped; a file that needs that starts
 * its own.
 */
export function sharedMailbox(): TestSmtpServer {
  const { spool, smtpUrl } = inject("sharedServer");
  const received: ReceivedMail[] = [];
  const seen = new Set(readdirSync(spool).filter((name) => name.endsWith(".eml")));
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      for (const name of readdirSync(spool).sort()) {
        if (!name.endsWith(".eml") || seen.has(name)) continue;
        seen.add(name);
        const envelopeTo = JSON.parse(await readFile(path.join(spool, name.replace(/\.eml$/, ".to")), "utf8"));
        received.push(Object.assign(await simpleParser(await readFile(path.join(spool, name))), { envelopeTo }));
      }
    } finally {
      reading = false;
    }
  };
  // The spool holds every file's mail: it is read only once this file looks at its own, not by every file that shares.
  let following = false;
  const follow = () => {
    if (!following) setInterval(read, 50).unref();
    following = true;
    return received;
  };
  const waitForMail = mailWaiter(received);
  const url = new URL(smtpUrl);
  const cannot = async () => {
    throw new Error("The shared mailbox cannot stop: a file that stops its SMTP server starts its own.");
  };
  return {
    url: url.toString(),
    port: Number(url.port),
    get received() {
      return follow();
    },
    waitForMail: (...args) => {
      follow();
      return waitForMail(...args);
    },
    stop: cannot,
    start: cannot,
    listening: () => true,
  };
}

/** The first link in a message's plain-text part that starts with `prefix` (e.g. the app's /reset-password). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
