import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { escapeHtml } from "~/lib/html";
import { logger } from "~/lib/logger.server";

type Writer = Pick<ReturnType<typeof database>, "insert">;

type TextMessage = { kind: string; to: string; text: string };

/** A text message written to the outbox, to hand to the gateway once its transaction has committed. */
type RecordedTextMessage = TextMessage & { id: string };

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Writes a text message to the outbox in the caller's transaction (ADR 014). Without a gateway it
 * stays there for an Admin to read at /admin/outbox; with one, the outbox keeps only `shown`, since the
 * message itself may carry a one-time code that nobody but its reader should see.
 */
export async function recordTextMessage(
  writer: Writer,
  message: TextMessage & { shown: string },
): Promise<RecordedTextMessage> {
  const kept = env().SMS_WEBHOOK_URL ? message.shown : message.text;
  const [row] = await writer
    .insert(outbox)
    .values({
      kind: message.kind,
      channel: "sms",
      toAddress: message.to,
      subject: `Text message: ${message.shown}`.slice(0, 120),
      html: `<p>${escapeHtml(kept)}</p>`,
      text: kept,
    })
    .returning({ id: outbox.id });
  return { id: row.id, kind: message.kind, to: message.to, text: message.text };
}

/**
 * Hands a recorded message to the SMS gateway (a POST of JSON {to, message}) and records the outcome. A code
 * is only worth its ten minutes, so there is no retry: the person asks for a new one. True once the gateway
 * took it, or when there is no gateway and the message waits in the outbox.
 */
export async function sendTextMessage(message: RecordedTextMessage): Promise<boolean> {
  const gateway = env().SMS_WEBHOOK_URL;
  if (!gateway) return true;
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
    .set(
      failure
        ? { status: "failed", attempts: 1, lastError: failure }
        : { status: "sent", attempts: 1, sentAt: new Date() },
    )
    .where(eq(outbox.id, message.id));
  return failure === null;
}
