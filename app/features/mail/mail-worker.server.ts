import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { database, outsideTransaction } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

/**
 * The SMTP timeouts for a lease (MAIL_LEASE_MS, how long a claimed message is held by the instance sending it; past
 * that another may try again): together a third of it (40 s of the default 2 minutes), so an attempt always ends well
 * inside its lease and a message is never sent by two instances at once, whatever the lease.
 */
function smtpTimeouts(leaseMs: number) {
  const share = leaseMs / 120_000;
  return { connectionTimeout: 10_000 * share, greetingTimeout: 10_000 * share, socketTimeout: 20_000 * share };
}
const POLL_MS = 1000;
const MAX_DELAY_MS = 60 * 60 * 1000;
/**
 * An SMTP server that stays unreachable is retried for about two days (eight growing waits, then hourly)
 * before a message is marked failed; a refusal (a 5xx answer, such as an unknown mailbox) fails it at once.
 */
export const MAX_ATTEMPTS = 56;

/** The wait after the n-th failed attempt: the base (15 s), doubling each time, up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

let transporter: Transporter | null = null;
let timer: NodeJS.Timeout | null = null;
let running = false;
let again = false;
let stopped = true;

/** Starts delivering the outbox when SMTP_URL is set; without it mail waits in /admin/outbox. */
export function startMailWorker(): void {
  const url = env().SMTP_URL;
  if (!url) {
    logger.info("SMTP_URL is not set: mail is kept in the outbox, where an Admin can read it at /admin/outbox.");
    return;
  }
  transporter = nodemailer.createTransport(url, smtpTimeouts(env().MAIL_LEASE_MS));
  stopped = false;
  schedule(0);
}

/** Lets the message being sent finish, so a graceful stop never leaves one half-recorded. */
export async function stopMailWorker(): Promise<void> {
  stopped = true;
  if (timer) clearTimeout(timer);
  while (running) await new Promise((resolve) => setTimeout(resolve, 50));
  transporter?.close();
  transporter = null;
}

/**
 * A message was just queued: look shortly rather than at the next poll. The caller's transaction has
 * usually committed by then; if not, the next poll finds the message.
 */
export function wakeMailWorker(): void {
  if (stopped) return;
  if (running) again = true;
  // Called inside the transaction that queues a message; the delivery it sets going runs after it.
  else outsideTransaction(() => schedule(50));
}

function schedule(ms: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void deliverDue(), ms);
  timer.unref();
}

async function deliverDue(): Promise<void> {
  const sender = transporter;
  if (running || stopped || !sender) return;
  running = true;
  try {
    while (!stopped && (await deliverNext(sender)));
  } catch (error) {
    logger.error({ err: error }, "mail worker could not read the outbox");
  } finally {
    running = false;
    if (!stopped) schedule(again ? 0 : POLL_MS);
    again = false;
  }
}

/**
 * Claims the next due message under FOR UPDATE SKIP LOCKED by moving its next attempt past the lease and
 * counting the attempt, so two instances never take the same message and an attempt cut short by a crash
 * still counts. The claim clears the last error: only messages waiting out a retry delay carry one, which
 * is what lets a recovery (below) hurry them without touching one in flight. Then sends it and records
 * the outcome. False when nothing is due.
 */
async function deliverNext(sender: Transporter): Promise<boolean> {
  const db = database();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // Text messages are sent to the SMS gateway as they are written (text-messages.server.ts), never mailed.
    .where(and(eq(outbox.status, "pending"), eq(outbox.channel, "email"), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [message] = await db
    .update(outbox)
    .set({
      nextAttemptAt: sql`now() + ${`${env().MAIL_LEASE_MS} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
      lastError: null,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      html: outbox.html,
      text: outbox.text,
      attachments: outbox.attachments,
      headers: outbox.headers,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    });
  if (!message) return false;
  const config = env();
  // The same Message-ID on every attempt: if a crash after sending makes us send again, mail clients show it once.
  const messageId = `<${message.id}@${new URL(config.PUBLIC_URL).hostname}>`;
  try {
    await sender.sendMail({
      from: config.MAIL_FROM,
      to: message.toAddress,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId,
      // When it was written, not when a retry finally got through: the reader sees when it happened.
      date: message.createdAt,
      attachments: message.attachments,
      headers: message.headers,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
    const failed = isRefusal(error) || message.attempts >= MAX_ATTEMPTS;
    logger.warn({ outboxId: message.id, attempts: message.attempts, reason }, "mail delivery failed");
    await db
      .update(outbox)
      .set({
        lastError: reason,
        status: failed ? "failed" : "pending",
        nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts, config.MAIL_RETRY_BASE_MS)),
      })
      .where(eq(outbox.id, message.id));
    return true;
  }
  // Should this write fail, the lease runs out and the message goes again, under the same Message-ID.
  await db.update(outbox).set({ status: "sent", sentAt: new Date(), messageId }).where(eq(outbox.id, message.id));
  if (message.attempts > 1) {
    // A retry got through, so the SMTP server is back: the others that failed meanwhile go now rather
    // than after their growing delays (up to an hour), one at a time through this same loop.
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(outbox.status, "pending"),
          eq(outbox.channel, "email"),
          isNotNull(outbox.lastError),
          gt(outbox.nextAttemptAt, sql`now()`),
        ),
      );
  }
  return true;
}

/** A 5xx answer: the server understood and refused this message, so trying again cannot help. */
function isRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
}
