import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { t } from "@lingui/core/macro";
import { and, desc, eq, inArray, isNotNull, lte, or, sql, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, database } from "~/db/client.server";
import {
  bookings,
  conversationMembers,
  conversationMessages,
  conversations,
  messageReports,
  quickReplies,
  users,
} from "~/db/schema";
import { listingName, listingPageOf, pageOpensFor } from "~/features/listings/listings";
import { listingSummaries } from "~/features/listings/listings.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import { firstFieldError } from "~/lib/field-errors";
import { createOnce, earlierResult } from "~/lib/idempotency.server";
import { pageCountOf } from "~/lib/pagination";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { announceMessage } from "./live.server";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, type MessageInput } from "./message-schema";

export { messageReportsForExport, quickRepliesForExport } from "./conversations-export.server";

const HOUR_MS = 60 * 60 * 1000;
/** Messages one account may send in an hour: a lively chat stays far below it, a spammer reaches it at once. */
const MESSAGES_PER_HOUR = 120;
/** The most messages a conversation page shows: the newest, the rest being history nobody scrolls to on a phone. */
const MESSAGES_SHOWN = 200;
export const CONVERSATIONS_PAGE_SIZE = 20;

export type Side = "seeker" | "owner";
/** The database or an open transaction, whichever the caller writes through. */
export type Writer = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Why a seeker's enquiry about a listing may not reach its owner: either side has blocked the other in the
 * conversation the seeker has about it, so enquiries reach the owner no more than messages do. Null when it may.
 */
export async function enquiryBlocked(listingId: string, seekerId: string, db: Writer = database()) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.listingId, listingId),
        eq(conversations.seekerId, seekerId),
        isNotNull(conversationMembers.blockedAt),
      ),
    )
    .limit(1);
  return row ? CONVERSATION_MESSAGES.blocked : null;
}

/**
 * Opens the conversation an enquiry from a signed-in seeker starts, or adds to the one they already have about that
 * listing, in the transaction that delivers the enquiry. The owner was just mailed the enquiry itself, so no message
 * mail is scheduled for it. A visitor's enquiry has nobody to talk back to and stays an e-mail lead.
 */
export async function openFromEnquiry(
  tx: Writer,
  enquiry: { id: string; listingId: string; ownerId: string | null; seekerId: string | null; message: string },
): Promise<void> {
  const { ownerId, seekerId, listingId } = enquiry;
  if (!ownerId || !seekerId || ownerId === seekerId) return;
  const [conversation] = await tx
    .insert(conversations)
    .values({ listingId, seekerId, ownerId })
    .onConflictDoUpdate({
      target: [conversations.listingId, conversations.seekerId],
      set: { lastMessageAt: new Date() },
    })
    .returning({ id: conversations.id, ownerId: conversations.ownerId });
  // A conversation its owner's deleted account left behind takes no more messages (ADR 068).
  if (!conversation.ownerId) return;
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: conversation.id, userId: seekerId },
      { conversationId: conversation.id, userId: conversation.ownerId },
    ])
    .onConflictDoNothing();
  await appendMessage(tx, {
    conversationId: conversation.id,
    senderId: seekerId,
    recipientId: conversation.ownerId,
    body: enquiry.message,
    enquiryId: enquiry.id,
    notify: false,
  });
}

/** Writes one message: the other side's unread count and its mail to come, and the sender has read everything. */
async function appendMessage(
  tx: Writer,
  message: {
    conversationId: string;
    senderId: string;
    recipientId: string;
    body: string;
    enquiryId?: string;
    notify: boolean;
  },
) {
  const now = new Date();
  const notifyAt = new Date(now.getTime() + env().MESSAGE_MAIL_DELAY_MS);
  const [row] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      body: message.body,
      enquiryId: message.enquiryId,
    })
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, message.conversationId));
  await tx
    .update(conversationMembers)
    .set({
      unread: sql`${conversationMembers.unread} + 1`,
      // The first unread message sets the time; later ones join the same mail.
      ...(message.notify ? { notifyAt: sql`coalesce(${conversationMembers.notifyAt}, ${notifyAt})` } : {}),
    })
    .where(
      and(
        eq(conversationMembers.conversationId, message.conversationId),
        eq(conversationMembers.userId, message.recipientId),
      ),
    );
  await tx
    .update(conversationMembers)
    .set({ unread: 0, lastReadAt: now, notifyAt: null })
    .where(
      and(
        eq(conversationMembers.conversationId, message.conversationId),
        eq(conversationMembers.userId, message.senderId),
      ),
    );
  await announceMessage(tx, message.conversationId);
  return row;
}

/** Either side is null once that person deleted their account (ADR 068). */
export type Participants = { id: string; listingId: string; seekerId: string | null; ownerId: string | null };

export async function participantsOf(conversationId: string, db: Writer = database()) {
  if (conversationId.length > 64) return null;
  const [row] = await db
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      seekerId: conversations.seekerId,
      ownerId: conversations.ownerId,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row ?? null;
}

const sideOf = (conversation: Participants, userId: string): Side | null =>
  conversation.seekerId === userId ? "seeker" : conversation.ownerId === userId ? "owner" : null;

/** The other side's account, or null when they deleted it. */
export const otherOf = (conversation: Participants, side: Side) =>
  side === "seeker" ? conversation.ownerId : conversation.seekerId;

export type Access =
  | { ok: true; conversation: Participants; side: Side }
  | { ok: false; status: 403 | 404; message: string };
/** A reader: a participant, or an Admin (`side` null) handling an open report about one of its messages. */
export type ReadAccess = Access | { ok: true; conversation: Participants; side: null };

/** Only the seeker and the owner may read or write a conversation: 404 when there is none, 403 for anyone else. */
export async function accessConversation(user: CurrentUser, conversationId: string): Promise<Access> {
  const conversation = await participantsOf(conversationId);
  if (!conversation) return { ok: false, status: 404, message: CONVERSATION_MESSAGES.notFound };
  const side = sideOf(conversation, user.id);
  if (!side) return { ok: false, status: 403, message: CONVERSATION_MESSAGES.forbidden };
  return { ok: true, conversation, side };
}

/** Who may read: the participants, and an Admin while a report about the conversation is open, read-only. */
export async function readableConversation(user: CurrentUser, conversationId: string): Promise<ReadAccess> {
  const access = await accessConversation(user, conversationId);
  if (access.ok || access.status === 404 || user.role !== "Admin") return access;
  const [report] = await database()
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.conversationId, conversationId), eq(messageReports.status, "open")))
    .limit(1);
  const conversation = await participantsOf(conversationId);
  return report && conversation ? { ok: true, conversation, side: null } : access;
}

export type SendOutcome =
  | { ok: true; messageId: string }
  | { ok: false; status: 400 | 403 | 404; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** Whether either side has blocked the other: then nobody writes and nobody is mailed. */
export async function isBlocked(conversationId: string, db: Writer = database()) {
  const [row] = await db
    .select({ id: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), isNotNull(conversationMembers.blockedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * One message from a participant, checked on the server: plain text of 1 to 2,000 characters, not while blocked nor
 * once the other side deleted their account, at most 120 an hour. A retry with the same key stores nothing more.
 */
export async function sendMessage(
  user: CurrentUser,
  conversationId: string,
  submitted: Checked<MessageInput, keyof MessageInput>,
  idempotencyKey: string | null = null,
): Promise<SendOutcome> {
  const access = await accessConversation(user, conversationId);
  if (!access.ok) return access;
  if (!submitted.ok) {
    return {
      ok: false,
      status: 400,
      message: firstFieldError(submitted.fieldErrors)?.message ?? CONVERSATION_MESSAGES.empty,
    };
  }
  // A key is one message to one conversation: reused for another, it is not taken for the first one's.
  const claim = idempotencyKey ? { scope: `message:${user.id}:${conversationId}`, key: idempotencyKey } : null;
  const earlier = await earlierResult<{ messageId: string }>(claim);
  if (earlier) return { ok: true, messageId: earlier.body.messageId };
  const recipientId = otherOf(access.conversation, access.side);
  if (!recipientId) return { ok: false, status: 403, message: CONVERSATION_MESSAGES.gone };
  if (await isBlocked(conversationId)) return { ok: false, status: 403, message: CONVERSATION_MESSAGES.blocked };
  const limit = await hit(`message:user:${user.id}`, MESSAGES_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      message: CONVERSATION_MESSAGES.tooMany,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const stored = await createOnce(claim, async (tx) => {
    const row = await appendMessage(tx, {
      conversationId,
      senderId: user.id,
      recipientId,
      body: submitted.value.body,
      notify: true,
    });
    return { status: 201, body: { messageId: row.id } };
  });
  return { ok: true, messageId: stored.body.messageId };
}

/** Reading a conversation reads all of it: the unread count drops and no mail about it goes out. */
export async function markConversationRead(conversationId: string, userId: string): Promise<void> {
  await database()
    .update(conversationMembers)
    .set({ unread: 0, lastReadAt: new Date(), notifyAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** Blocks or unblocks the other side, for the one who asks: their own row says it. */
export async function setBlocked(user: CurrentUser, conversationId: string, blocked: boolean): Promise<Access> {
  const access = await accessConversation(user, conversationId);
  if (!access.ok) return access;
  await database()
    .update(conversationMembers)
    .set({ blockedAt: blocked ? new Date() : null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.id)));
  // Nothing waits to be mailed across a block.
  if (blocked) {
    await database()
      .update(conversationMembers)
      .set({ notifyAt: null })
      .where(eq(conversationMembers.conversationId, conversationId));
  }
  return access;
}

const messageColumns = {
  id: conversationMessages.id,
  senderId: conversationMessages.senderId,
  body: conversationMessages.body,
  createdAt: conversationMessages.createdAt,
};

/** A conversation as its reader sees it: the listing pinned at the top, the messages oldest first, who blocked. */
export async function conversationView(access: Extract<ReadAccess, { ok: true }>, userId: string) {
  const { conversation, side } = access;
  // An Admin reads as neither side: every message is someone else's.
  const otherId = side ? otherOf(conversation, side) : conversation.ownerId;
  const [latest, members, [other], summaries] = await Promise.all([
    database()
      .select({ ...messageColumns, senderName: users.name })
      .from(conversationMessages)
      .leftJoin(users, eq(users.id, conversationMessages.senderId))
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(MESSAGES_SHOWN),
    database()
      .select({ userId: conversationMembers.userId, blockedAt: conversationMembers.blockedAt })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversation.id)),
    otherId ? database().select({ name: users.name }).from(users).where(eq(users.id, otherId)) : [],
    listingSummaries([conversation.listingId]),
  ]);
  const listing = summaries.get(conversation.listingId);
  const blockedBy = (id: string | null) => Boolean(members.find((member) => member.userId === id)?.blockedAt);
  return {
    id: conversation.id,
    side,
    otherName: side ? (other?.name ?? CONVERSATION_MESSAGES.deletedAccount) : "",
    /** The other side deleted their account: the conversation is kept to read, and takes no reply. */
    otherGone: side !== null && otherId === null,
    blockedByMe: blockedBy(userId),
    blockedByOther: blockedBy(otherId),
    listing: {
      id: conversation.listingId,
      name: listingName(listing?.projectBuildingName),
      cover: listing?.cover ?? null,
      price: listing ?? null,
      /** Its page opens for this reader: a listing closed, held or deleted since is named without a dead link. */
      opens: listing ? pageOpensFor(listingPageOf(listing), side === "owner") : false,
    },
    messages: latest.reverse().map((message) => ({
      id: message.id,
      body: message.body,
      senderName: message.senderName ?? "",
      mine: message.senderId === userId,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export type ConversationView = Awaited<ReturnType<typeof conversationView>>;

const seekers = alias(users, "seekers");
const owners = alias(users, "owners");

/**
 * The inbox: every conversation the user is in, as seeker or owner, newest activity first (conversations_owner_idx,
 * conversations_seeker_idx), with the other side's name (or that they deleted their account), the last message and what
 * is unread. An owner may keep to one listing.
 */
export async function conversationPage(userId: string, page: number, listingId: string | null = null) {
  const mine = and(
    or(eq(conversations.seekerId, userId), eq(conversations.ownerId, userId)),
    listingId ? eq(conversations.listingId, listingId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    database()
      .select({
        id: conversations.id,
        listingId: conversations.listingId,
        seekerId: conversations.seekerId,
        seekerName: seekers.name,
        ownerName: owners.name,
        lastMessageAt: conversations.lastMessageAt,
        unread: conversationMembers.unread,
      })
      .from(conversations)
      .innerJoin(
        conversationMembers,
        and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)),
      )
      .leftJoin(seekers, eq(seekers.id, conversations.seekerId))
      .leftJoin(owners, eq(owners.id, conversations.ownerId))
      .where(mine)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE),
    database().select({ total: sql<number>`count(*)::int` }).from(conversations).where(mine),
  ]);
  const ids = rows.map((row) => row.id);
  const [lastMessages, summaries] = await Promise.all([
    ids.length === 0
      ? []
      : database()
          .selectDistinctOn([conversationMessages.conversationId], {
            conversationId: conversationMessages.conversationId,
            body: conversationMessages.body,
          })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .orderBy(conversationMessages.conversationId, desc(conversationMessages.createdAt)),
    listingSummaries([...new Set(rows.map((row) => row.listingId))]),
  ]);
  const lastBody = new Map(lastMessages.map((message) => [message.conversationId, message.body]));
  const items = rows.map((row) => {
    const listing = summaries.get(row.listingId);
    return {
      id: row.id,
      listingId: row.listingId,
      listingName: listingName(listing?.projectBuildingName),
      cover: listing?.cover ?? null,
      otherName: (row.seekerId === userId ? row.ownerName : row.seekerName) ?? CONVERSATION_MESSAGES.deletedAccount,
      lastMessage: lastBody.get(row.id) ?? "",
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread: row.unread,
    };
  });
  return { items, page, pageCount: pageCountOf(total, CONVERSATIONS_PAGE_SIZE), total };
}

export type ConversationItem = Awaited<ReturnType<typeof conversationPage>>["items"][number];

/** The listings an owner is asked about, for the inbox's filter. */
export async function conversationListings(ownerId: string) {
  const rows = await database()
    .selectDistinct({ listingId: conversations.listingId })
    .from(conversations)
    .where(eq(conversations.ownerId, ownerId));
  const summaries = await listingSummaries(rows.map((row) => row.listingId));
  return rows
    .map((row) => ({ id: row.listingId, name: listingName(summaries.get(row.listingId)?.projectBuildingName) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The header's count on every signed-in page: one indexed sum (conversation_members_user_idx). */
export async function unreadMessageCount(userId: string): Promise<number> {
  const [row] = await database()
    .select({ unread: sum(conversationMembers.unread).mapWith(Number) })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return row?.unread ?? 0;
}

/* Signed addresses: the unsubscribe link of a conversation's mails names one conversation and one side. */

const signatureOf = (conversationId: string, side: Side) =>
  createHmac("sha256", env().SESSION_SECRET)
    .update(`conversation-member:${conversationId}:${side}`)
    .digest("hex")
    .slice(0, 16);

/**
 * `<conversation>.<s|o>.<signature>`: lower-case letters, digits, hyphens and dots, safe in a link and, at 55
 * characters, in the local part of a reply address (at most 64 with its `reply+`).
 */
export function memberToken(conversationId: string, side: Side): string {
  return `${conversationId}.${side === "seeker" ? "s" : "o"}.${signatureOf(conversationId, side)}`;
}

/** `reply+<token>@<MAIL_REPLY_DOMAIN>`: where a reader's reply to a message mail goes, signed for that reader. */
export function replyAddress(conversationId: string, side: Side): string | null {
  const domain = env().MAIL_REPLY_DOMAIN;
  return domain ? `reply+${memberToken(conversationId, side)}@${domain}` : null;
}

/** Which conversation and side a token names, or null when it was not signed by us. */
export function readMemberToken(token: string): { conversationId: string; side: Side } | null {
  const match = /^([0-9a-f-]{36})\.([so])\.([0-9a-f]{16})$/.exec(token.trim().toLowerCase());
  if (!match) return null;
  const [, conversationId, letter, signature] = match;
  const side: Side = letter === "s" ? "seeker" : "owner";
  const expected = Buffer.from(signatureOf(conversationId, side));
  return timingSafeEqual(expected, Buffer.from(signature)) ? { conversationId, side } : null;
}

/** What an unsubscribe link names: the listing, and whether its mails are already off. */
export async function mailSubscription(token: string) {
  const named = readMemberToken(token);
  if (!named) return null;
  const conversation = await participantsOf(named.conversationId);
  if (!conversation) return null;
  const userId = named.side === "seeker" ? conversation.seekerId : conversation.ownerId;
  if (!userId) return null;
  const [[member], summaries] = await Promise.all([
    database()
      .select({ mutedAt: conversationMembers.mutedAt })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, userId))),
    listingSummaries([conversation.listingId]),
  ]);
  if (!member) return null;
  return {
    conversationId: conversation.id,
    userId,
    listingName: listingName(summaries.get(conversation.listingId)?.projectBuildingName),
    muted: member.mutedAt !== null,
  };
}

/** One click stops this conversation's mails for that side; no session is needed, the signature is the proof. */
export async function muteByToken(token: string) {
  const subscription = await mailSubscription(token);
  if (!subscription) return null;
  await database()
    .update(conversationMembers)
    .set({ mutedAt: sql`coalesce(${conversationMembers.mutedAt}, now())`, notifyAt: null })
    .where(
      and(
        eq(conversationMembers.conversationId, subscription.conversationId),
        eq(conversationMembers.userId, subscription.userId),
      ),
    );
  return { ...subscription, muted: true };
}

/** Members whose mail is due now, for the mailer (conversation_members_notify_idx). */
export function dueMembers(tx: Writer, now: Date, limit: number) {
  return tx
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      unread: conversationMembers.unread,
      mailedAt: conversationMembers.mailedAt,
      mutedAt: conversationMembers.mutedAt,
    })
    .from(conversationMembers)
    .where(and(isNotNull(conversationMembers.notifyAt), lte(conversationMembers.notifyAt, now)))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The conversations with a mail due now and their listings, read before the mailer's transaction. */
export function dueConversations(now: Date, limit: number) {
  return database()
    .selectDistinct({ conversationId: conversations.id, listingId: conversations.listingId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(isNotNull(conversationMembers.notifyAt), lte(conversationMembers.notifyAt, now)))
    .limit(limit);
}

export type MailReplyOutcome =
  | { ok: true }
  | { ok: false; reason: "unknown" | "stranger" | "blocked" | "gone" | "empty" | "too-long" | "limited" };

/**
 * A reply by e-mail to a conversation's signed address: posted as the participant the address was made for, only when
 * the mail comes from that participant's own address, under the same rules as the site's form. A mail server that
 * delivers the same message again (same Message-ID) stores it once.
 */
export async function postMailReply(reply: {
  token: string;
  from: string;
  body: string;
  messageId: string | null;
}): Promise<MailReplyOutcome> {
  const named = readMemberToken(reply.token);
  const conversation = named ? await participantsOf(named.conversationId) : null;
  if (!named || !conversation) return { ok: false, reason: "unknown" };
  const senderId = named.side === "seeker" ? conversation.seekerId : conversation.ownerId;
  if (!senderId) return { ok: false, reason: "unknown" };
  const [sender] = await database().select({ email: users.email }).from(users).where(eq(users.id, senderId));
  if (!sender || sender.email.toLowerCase() !== reply.from.toLowerCase()) return { ok: false, reason: "stranger" };
  const recipientId = otherOf(conversation, named.side);
  if (!recipientId) return { ok: false, reason: "gone" };
  if (reply.body === "") return { ok: false, reason: "empty" };
  if (reply.body.length > MESSAGE_MAX_LENGTH) return { ok: false, reason: "too-long" };
  if (await isBlocked(conversation.id)) return { ok: false, reason: "blocked" };
  const limit = await hit(`message:user:${senderId}`, MESSAGES_PER_HOUR, HOUR_MS);
  if (!limit.allowed) return { ok: false, reason: "limited" };
  const key = reply.messageId ? createHash("sha256").update(reply.messageId).digest("hex") : null;
  // Per conversation: one mail answering two conversations' addresses (a reply to all) is posted in each.
  await createOnce(key ? { scope: `mail-reply:${senderId}:${conversation.id}`, key } : null, async (tx) => {
    const row = await appendMessage(tx, {
      conversationId: conversation.id,
      senderId,
      recipientId,
      body: reply.body,
      notify: true,
    });
    return { status: 201, body: { messageId: row.id } };
  });
  return { ok: true };
}

export type ReportOutcome = { ok: true } | { ok: false; status: 403 | 404; message: string };

/**
 * A participant reports a message of the other side to the Admin's queue; reporting it again changes nothing. The
 * Admin may then read the conversation until the report is closed.
 */
export async function reportMessage(
  user: CurrentUser,
  conversationId: string,
  report: { messageId: string; reason: string },
): Promise<ReportOutcome> {
  const access = await accessConversation(user, conversationId);
  if (!access.ok) return access;
  const [message] = await database()
    .select({ senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.id, report.messageId), eq(conversationMessages.conversationId, conversationId)));
  if (!message || message.senderId === user.id) {
    return { ok: false, status: 404, message: CONVERSATION_MESSAGES.noSuchMessage };
  }
  await database()
    .insert(messageReports)
    .values({ messageId: report.messageId, conversationId, reporterId: user.id, reason: report.reason })
    .onConflictDoNothing();
  return { ok: true };
}

const MESSAGE_REPORTS_PAGE_SIZE = 20;
const reporters = alias(users, "reporters");
const senders = alias(users, "senders");

/** The Admin's queue of reported messages, oldest first (message_reports_status_idx), with who wrote and who reported. */
export async function openMessageReports(page: number) {
  const open = eq(messageReports.status, "open");
  const [rows, [{ total }]] = await Promise.all([
    database()
      .select({
        id: messageReports.id,
        conversationId: messageReports.conversationId,
        reason: messageReports.reason,
        createdAt: messageReports.createdAt,
        body: conversationMessages.body,
        senderName: senders.name,
        reporterName: reporters.name,
        reporterEmail: reporters.email,
      })
      .from(messageReports)
      .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
      .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
      .leftJoin(senders, eq(senders.id, conversationMessages.senderId))
      .where(open)
      .orderBy(messageReports.createdAt, messageReports.id)
      .limit(MESSAGE_REPORTS_PAGE_SIZE)
      .offset((page - 1) * MESSAGE_REPORTS_PAGE_SIZE),
    database().select({ total: sql<number>`count(*)::int` }).from(messageReports).where(open),
  ]);
  const items = rows.map((row) => ({
    ...row,
    senderName: row.senderName ?? "",
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, page, pageCount: pageCountOf(total, MESSAGE_REPORTS_PAGE_SIZE), total };
}

export type MessageReportItem = Awaited<ReturnType<typeof openMessageReports>>["items"][number];

/** The Admin has handled a report: it leaves the queue, and with it the Admin's reading of the conversation. */
export async function closeMessageReport(id: string): Promise<boolean> {
  if (id.length > 64) return false;
  const closed = await database()
    .update(messageReports)
    .set({ status: "closed", decidedAt: new Date() })
    .where(and(eq(messageReports.id, id), eq(messageReports.status, "open")))
    .returning({ id: messageReports.id });
  return closed.length > 0;
}

/**
 * The conversations a person is in, for 'Download my data': the messages both sides wrote, which each side already
 * reads, and never the other side's account.
 */
export async function conversationsForExport(userId: string) {
  const mine = await database()
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      seekerId: conversations.seekerId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      mutedAt: conversationMembers.mutedAt,
      blockedAt: conversationMembers.blockedAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(desc(conversations.lastMessageAt));
  if (mine.length === 0) return [];
  const messages = await database()
    .select({
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      inArray(
        conversationMessages.conversationId,
        mine.map((conversation) => conversation.id),
      ),
    )
    .orderBy(conversationMessages.createdAt);
  return mine.map(({ id, seekerId, ...conversation }) => ({
    ...conversation,
    as: seekerId === userId ? "seeker" : "owner",
    messages: messages
      .filter((message) => message.conversationId === id)
      .map(({ senderId, body, createdAt }) => ({ fromMe: senderId === userId, body, createdAt })),
  }));
}

/* Quick replies: an owner's three saved answers, sent with one tap from a conversation. */

export const QUICK_REPLY_COUNT = 3;

/** Ours, until an owner saves their own: the three answers owners give most. */
const defaultQuickReplies = () => [
  t`Yes, it is still available. When would you like to come and see it?`,
  t`Thank you for asking. Please share your move-in date and how long you want to stay.`,
  t`Sorry, it is no longer available.`,
];

/** An owner's three quick replies, theirs where they saved one, ours elsewhere. */
export async function quickRepliesOf(userId: string): Promise<string[]> {
  const saved = await database()
    .select({ position: quickReplies.position, body: quickReplies.body })
    .from(quickReplies)
    .where(eq(quickReplies.userId, userId));
  return defaultQuickReplies().map(
    (fallback, index) => saved.find((reply) => reply.position === index + 1)?.body ?? fallback,
  );
}

/** Replaces an owner's three quick replies at once, so a failure leaves the old three. */
export async function saveQuickReplies(userId: string, bodies: string[]): Promise<void> {
  await database().transaction(async (tx) => {
    await tx.delete(quickReplies).where(eq(quickReplies.userId, userId));
    await tx.insert(quickReplies).values(bodies.map((body, index) => ({ userId, position: index + 1, body })));
  });
}

/* A conversation and a booking of the same traveller at the same listing lead to each other. */

/** The traveller's bookings at the conversation's listing, newest stay first (bookings_traveller_idx). */
export async function bookingsInConversation(conversation: Participants) {
  if (!conversation.seekerId) return [];
  return database()
    .select({
      reference: bookings.reference,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(and(eq(bookings.travellerId, conversation.seekerId), eq(bookings.listingId, conversation.listingId)))
    .orderBy(desc(bookings.checkIn))
    .limit(5);
}

/** The conversation about a booking's listing between its traveller and its owner, when `userId` is one of them. */
export async function conversationOfBooking(reference: string, userId: string): Promise<string | null> {
  const [row] = await database()
    .select({ id: conversations.id })
    .from(bookings)
    .innerJoin(
      conversations,
      and(eq(conversations.listingId, bookings.listingId), eq(conversations.seekerId, bookings.travellerId)),
    )
    .where(
      and(eq(bookings.reference, reference), or(eq(conversations.seekerId, userId), eq(conversations.ownerId, userId))),
    )
    .limit(1);
  return row?.id ?? null;
}
