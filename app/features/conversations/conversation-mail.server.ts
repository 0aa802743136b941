import { ph, t } from "@lingui/core/macro";
import { and, desc, eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { conversationMembers, conversationMessages, users } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import { listingSummaries } from "~/features/listings/listings.server";
import { type MailMessage, queueMail } from "~/features/mail/mail.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import {
  dueConversations,
  dueMembers,
  isBlocked,
  memberToken,
  otherOf,
  participantsOf,
  replyAddress,
  type Writer,
} from "./conversations.server";
import { CONVERSATION_MESSAGES } from "./message-schema";

const HOUR_MS = 60 * 60 * 1000;
/** At most one mail per conversation and reader in this time; what comes meanwhile joins the next one. */
const MAIL_GAP_MS = HOUR_MS;
/** Members looked at per transaction, and the most unread messages one mail repeats. */
const DUE_PER_LOOK = 50;
const MESSAGES_PER_MAIL = 10;

/**
 * Mails every reader whose unread messages have waited their delay, each in one transaction with the outbox row:
 * the member row is locked (skipped by other instances) and cleared as the mail is written, so a crash before commit
 * leaves it due and a commit sends it once. Read, muted or blocked by then: no mail. Mailed within the hour: it
 * waits for the hour to pass and then carries everything still unread.
 */
export async function mailDueMessages(now = new Date()): Promise<number> {
  // Listing names are read first: the listings feature reads through its own connection, never this transaction's.
  const names = await dueListingNames(now, DUE_PER_LOOK);
  if (names.size === 0) return 0;
  return database().transaction(async (tx) => {
    const due = await dueMembers(tx, now, DUE_PER_LOOK);
    let mailed = 0;
    for (const member of due) {
      const listing = names.get(member.conversationId);
      // Due since the names were read: the next look takes it.
      if (listing === undefined) continue;
      const where = and(
        eq(conversationMembers.conversationId, member.conversationId),
        eq(conversationMembers.userId, member.userId),
      );
      if (member.unread === 0 || member.mutedAt || (await isBlocked(member.conversationId, tx))) {
        await tx.update(conversationMembers).set({ notifyAt: null }).where(where);
        continue;
      }
      if (member.mailedAt && member.mailedAt.getTime() > now.getTime() - MAIL_GAP_MS) {
        await tx
          .update(conversationMembers)
          .set({ notifyAt: new Date(member.mailedAt.getTime() + MAIL_GAP_MS) })
          .where(where);
        continue;
      }
      await queueMessageMail(tx, { ...member, listing });
      await tx.update(conversationMembers).set({ notifyAt: null, mailedAt: now }).where(where);
      mailed += 1;
    }
    return mailed;
  });
}

async function dueListingNames(now: Date, limit: number) {
  const due = await dueConversations(now, limit);
  const summaries = await listingSummaries([...new Set(due.map((row) => row.listingId))]);
  return new Map(
    due.map((row) => [row.conversationId, listingName(summaries.get(row.listingId)?.projectBuildingName)]),
  );
}

async function queueMessageMail(
  tx: Writer,
  {
    conversationId,
    userId: readerId,
    unread,
    listing,
  }: { conversationId: string; userId: string; unread: number; listing: string },
) {
  const conversation = await participantsOf(conversationId, tx);
  if (!conversation) return;
  const side = conversation.seekerId === readerId ? "seeker" : "owner";
  const [[reader], messages] = await Promise.all([
    tx.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, readerId)),
    tx
      .select({ body: conversationMessages.body, sender: users.name })
      .from(conversationMessages)
      .leftJoin(users, eq(users.id, conversationMessages.senderId))
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          sql`${conversationMessages.senderId} is distinct from ${readerId}`,
        ),
      )
      .orderBy(desc(conversationMessages.createdAt))
      .limit(Math.min(unread, MESSAGES_PER_MAIL)),
  ]);
  if (!reader) return;
  const token = memberToken(conversationId, side);
  await inLocaleOf(
    readerId,
    () =>
      queueMail(
        tx,
        messageMail({
          to: reader.email,
          // What another person wrote goes only to an address proven to be the reader's (ADR 030).
          quoted: reader.emailVerified ? messages.reverse() : [],
          unread,
          listing,
          conversationUrl: `${env().PUBLIC_URL}${localePath(`/messages/${conversationId}`)}`,
          unsubscribeUrl: `${env().PUBLIC_URL}/messages/unsubscribe?token=${token}`,
          // A reply by e-mail would bounce once the other side deleted their account (ADR 068).
          replyTo: otherOf(conversation, side) === null ? null : replyAddress(conversationId, side),
        }),
      ),
    tx,
  );
}

function messageMail(mail: {
  to: string;
  quoted: Array<{ body: string; sender: string | null }>;
  unread: number;
  listing: string;
  conversationUrl: string;
  unsubscribeUrl: string;
  replyTo: string | null;
}): MailMessage {
  const { listing, unread } = mail;
  return {
    kind: "conversation-message",
    to: mail.to,
    subject: t`New message about ${listing}`,
    paragraphs: [
      unread === 1
        ? t`You have a new message about ${listing} on GharStay.`
        : t`You have ${ph({ count: unread })} new messages about ${listing} on GharStay.`,
      ...mail.quoted.map(({ sender, body }) => `${sender ?? CONVERSATION_MESSAGES.deletedAccount}: ${body}`),
      ...(mail.replyTo ? [t`Reply to this e-mail to answer in the conversation.`] : []),
      t`Stop e-mails about this conversation: ${ph({ link: mail.unsubscribeUrl })}`,
    ],
    action: { label: t`Open the conversation`, url: mail.conversationUrl },
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // A reply lands in the conversation, as the person it was sent to (inbound-mail.server).
      ...(mail.replyTo ? { "Reply-To": mail.replyTo } : {}),
    },
  };
}

/** Looks for due mail every few seconds, or sooner when the delay is shorter (the tests'). */
export function startMessageMailer(): void {
  const every = Math.min(10_000, Math.max(250, Math.round(env().MESSAGE_MAIL_DELAY_MS / 4)));
  const look = () =>
    setTimeout(() => {
      mailDueMessages()
        .catch((error) => logger.error({ err: error }, "mailing unread messages failed"))
        .finally(look);
    }, every).unref();
  look();
}
