import { and, count, desc, eq, inArray } from "drizzle-orm";
import { database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/lib/env.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { renderMail } from "./mail-layout";
import type { MailMessage } from "./mail-message";
import { wakeMailWorker } from "./mail-worker.server";

/** The database or an open transaction: mail is written beside what caused it, in the same transaction. */
type Writer = Pick<ReturnType<typeof database>, "insert">;

/**
 * Writes a message to the outbox. Call it inside the transaction that makes the message true (the
 * approval, the new reset token): if that rolls back, no mail; if it commits, the worker delivers it.
 */
export async function queueMail(writer: Writer, message: MailMessage): Promise<void> {
  const config = env();
  const { html, text } = renderMail(message, {
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    supportAddress: config.SUPPORT_ADDRESS,
  });
  await writer.insert(outbox).values({
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    html,
    text,
    attachments: message.attachments ?? [],
    headers: message.headers ?? {},
  });
  wakeMailWorker();
}

const OUTBOX_PAGE_SIZE = 25;

const summaryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  channel: outbox.channel,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  sendBy: outbox.sendBy,
  createdAt: outbox.createdAt,
};

export type OutboxSummary = Pick<typeof outbox.$inferSelect, keyof typeof summaryColumns>;
export type OutboxMessage = OutboxSummary &
  Pick<typeof outbox.$inferSelect, "html" | "text" | "messageId"> & {
    /** Its one-time links' secrets are hidden, as mail goes out to the person they are for. */
    linksHidden: boolean;
  };

/** The secret of a one-time link in a message: every mail that carries one puts it in `?token=` or `?key=`. */
const LINK_SECRET = /([?&](?:amp;)?(?:token|key)=)[\w-]+/g;

/** The Admin's outbox, newest first (outbox_created_idx). */
export async function outboxPage(page: number): Promise<Page<OutboxSummary>> {
  const db = database();
  const [items, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: count() }).from(outbox),
  ]);
  return { items, page, pageCount: pageCountOf(total, OUTBOX_PAGE_SIZE), total };
}

/** One message as it was written, with both parts, for reading in /admin/outbox; null when there is none. */
export async function outboxMessage(id: string): Promise<OutboxMessage | null> {
  if (id.length > 64) return null;
  const [message] = await database()
    .select({ ...summaryColumns, html: outbox.html, text: outbox.text, messageId: outbox.messageId })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!message) return null;
  // Without SMTP the outbox is the only way a link reaches anyone (a laptop, the demo). With it, a reset or sign-in
  // link belongs to its reader alone, Admins included, as a texted code does (ADR 014).
  if (!env().SMTP_URL) return { ...message, linksHidden: false };
  const hide = (body: string) => body.replace(LINK_SECRET, "$1hidden");
  return { ...message, html: hide(message.html), text: hide(message.text), linksHidden: true };
}

/** How many messages of some kinds were delivered, for the Admin dashboard's figures. */
export async function sentMailCount(kinds: readonly string[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const [{ total }] = await database()
    .select({ total: count() })
    .from(outbox)
    .where(and(inArray(outbox.kind, [...kinds]), eq(outbox.status, "sent")));
  return total;
}
