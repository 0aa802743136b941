import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";
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

/** A real SMTP server inside the test process: the network edge where our mail leaves us. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
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
        simpleParser(stream)
          .then((mail) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            received.push(Object.assign(mail, { envelopeTo }));
            callback();
          })
          .catch(callback);
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
  };

  const stop = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const waitForMail = async (to: string, subject: RegExp | string, timeoutMs = 20_000) => {
    const matches = (mail: ReceivedMail) =>
      mail.envelopeTo.includes(to.toLowerCase()) &&
      (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? ""));
    await expect.poll(() => received.some(matches), { timeout: timeoutMs, interval: 100 }).toBe(true);
    return received.filter(matches).at(-1) as ReceivedMail;
  };

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitForMail,
    stop,
    start,
    listening: () => server !== null,
  };
}

/** The first link in a message's plain-text part that starts with `prefix` (e.g. the app's /reset-password). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
