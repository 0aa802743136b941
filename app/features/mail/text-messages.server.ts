import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { escapeHtml } from "~/lib/html";
import { logger } from "~/lib/logger.server";

type Writer = Pick<ReturnType<typeof database>, "insert" | "update">;

type TextMessage = { kind: string; to: string; text: string };

/** A text message written to the outbox, to hand to the gateway once its transaction has committed. */
type RecordedTextMessage = TextMessage & { id: string };

/** What became of a text message: handed to the gateway, waiting for the hourly limit, or refused by the gateway. */
export type TextMessageOutcome = "sent" | "waiting" | "failed";

const GATEWAY_TIMEOUT_MS = 10_000;
const HOUR = sql`interval '1 hour'`;
/** How often each instance looks for messages the hourly limit held back, when a gateway is set. */
const RELEASE_EVERY_MS = 5_000;
/** Every instance hands messages out under this lock, so together they never pass the hourly limit. */
const HOURLY_LIMIT_LOCK = sql`select pg_advisory_xact_lock(hashtext('sms-hourly-limit'))`;
const SUBJECT_PREFIX = "Text message: ";

/**
 * Writes a text message to the outbox in the caller's transaction (ADR 014). Without a gateway it stays there for an
 * Admin to read at /admin/outbox. With one, the outbox keeps only `shown`, since the message may carry a one-time code
 * that nobody but its reader should see; the whole text stays only while the hourly limit holds the message back
 * (ADR 034), and the message is not sent after `sendBy`.
 */
export async function recordTextMessage(
  writer: Writer,
  message: TextMessage & { shown: string; sendBy: Date },
): Promise<RecordedTextMessage> {
  const gateway = env().SMS_WEBHOOK_URL;
  const [row] = await writer
    .insert(outbox)
    .values({
      kind: message.kind,
      channel: "sms",
      toAddress: message.to,
      subject: `${SUBJECT_PREFIX}${message.shown}`.slice(0, 120),
      html: `<p>${escapeHtml(gateway ? message.shown : message.text)}</p>`,
      text: message.text,
      // Without a gateway nothing is sent, so nothing waits either.
      sendBy: gateway ? message.sendBy : null,
    })
    .returning({ id: outbox.id });
  return { id: row.id, kind: message.kind, to: message.to, text: message.text };
}

/** Takes back text messages still waiting for the hourly limit (a newer code replaced theirs): they are never sent. */
export async function withdrawTextMessages(writer: Writer, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await writer
    .update(outbox)
    .set({ status: "failed", lastError: "a newer code replaced it before it could be sent.", text: shownText() })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "pending"), isNull(outbox.handedAt)));
}

/** Once a message leaves (or never will), its text is only what the subject shows: the code goes with it. */
const shownText = () => sql`substr(${outbox.subject}, ${SUBJECT_PREFIX.length + 1})`;

/**
 * Hands `message` to the SMS gateway (a POST of JSON {to, message}) when the hourly limit allows, together with any
 * older messages waiting before it, and records each outcome. A code is only worth its ten minutes, so there is no
 * retry: the person asks for a new one. "sent" once the gateway took it, or when there is no gateway and the message
 * waits in the outbox; "waiting" when the limit holds it back, to go out with the next free place before its `sendBy`.
 */
export async function sendTextMessage(message: RecordedTextMessage): Promise<TextMessageOutcome> {
  if (!env().SMS_WEBHOOK_URL) return "sent";
  const outcomes = await releaseWaiting();
  return outcomes.get(message.id) ?? "waiting";
}

/**
 * Under the lock every instance takes, gives up the messages whose `sendBy` passed (a stale code is useless) and marks
 * as handed as many of the oldest waiting ones as the last hour's count leaves room for; then sends those. A crash
 * between the two leaves a handed message unsent, never sent twice: the person asks again.
 */
async function releaseWaiting(): Promise<Map<string, TextMessageOutcome>> {
  const limit = env().SMS_HOURLY_LIMIT;
  const due = await database().transaction(async (tx) => {
    await tx.execute(HOURLY_LIMIT_LOCK);
    const waiting = and(eq(outbox.channel, "sms"), eq(outbox.status, "pending"), isNull(outbox.handedAt));
    await tx
      .update(outbox)
      .set({
        status: "failed",
        lastError: "its code would have been stale after waiting for the hourly SMS limit.",
        text: shownText(),
      })
      .where(and(waiting, sql`${outbox.sendBy} <= now()`));
    const { rows } = await tx.execute<{ id: string; to: string; text: string }>(sql`
      with room as (
        select greatest(${limit}::int - count(*), 0) as places from ${outbox}
        where ${outbox.channel} = 'sms' and ${outbox.handedAt} > now() - ${HOUR}
      ), next as (
        select ${outbox.id} as id, ${outbox.toAddress} as to, ${outbox.text} as text from ${outbox}
        where ${waiting} and ${outbox.sendBy} > now()
        order by ${outbox.createdAt}, ${outbox.id}
        limit (select places from room)
        for update
      )
      update ${outbox} set handed_at = now(), attempts = 1, text = ${shownText()}
      from next where ${outbox.id} = next.id
      returning next.id, next.to, next.text`);
    return rows;
  });
  const outcomes = await Promise.all(due.map(async (row) => [row.id, await deliver(row)] as const));
  return new Map(outcomes);
}

async function deliver(message: { id: string; to: string; text: string }): Promise<TextMessageOutcome> {
  const gateway = env().SMS_WEBHOOK_URL as string;
  let failure: string | null = null;
  try {
    const res = await fetch(gateway, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: message.to, message: message.text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (!res.ok) failure = `The SMS gateway answered ${res.status}.`;
  } catch (error) {
    failure = error instanceof Error ? error.message.slice(0, 500) : String(error);
  }
  if (failure) logger.warn({ outboxId: message.id, reason: failure }, "text message not sent");
  await database()
    .update(outbox)
    .set(failure ? { status: "failed", lastError: failure } : { status: "sent", sentAt: new Date() })
    .where(eq(outbox.id, message.id));
  return failure ? "failed" : "sent";
}

let releaseTimer: NodeJS.Timeout | undefined;
let releasing: Promise<unknown> = Promise.resolve();

/** With a gateway, looks every few seconds for messages the hourly limit held back that may now go. */
export function startTextMessageRelease(): void {
  if (!env().SMS_WEBHOOK_URL) return;
  releaseTimer = setInterval(() => {
    releasing = releaseWaiting().catch((error) => logger.error({ err: error }, "waiting text messages not released"));
  }, RELEASE_EVERY_MS).unref();
}

/** Lets a release in progress finish, so a graceful stop never leaves a handed message unrecorded. */
export async function stopTextMessageRelease(): Promise<void> {
  clearInterval(releaseTimer);
  await releasing;
}

/** The hourly SMS limit when it is reached (for the Admin dashboard), with how many messages wait; else null. */
export async function smsPause(): Promise<{ limit: number; waiting: number } | null> {
  if (!env().SMS_WEBHOOK_URL) return null;
  const limit = env().SMS_HOURLY_LIMIT;
  const db = database();
  const [[handed], [waiting]] = await Promise.all([
    db
      .select({ count: count() })
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), gt(outbox.handedAt, sql`now() - ${HOUR}`))),
    db
      .select({ count: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, "sms"),
          eq(outbox.status, "pending"),
          isNull(outbox.handedAt),
          gt(outbox.sendBy, sql`now()`),
        ),
      ),
  ]);
  return handed.count >= limit ? { limit, waiting: waiting.count } : null;
}
