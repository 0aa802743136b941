import { t } from "@lingui/core/macro";
import { z } from "~/lib/zod";

/** The longest message: room for a full question or answer, too short to paste a document. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Getters: each read speaks the language of the request being served. */
export const CONVERSATION_MESSAGES = {
  get empty() {
    return t`Message cannot be empty.`;
  },
  get tooLong() {
    return t`Message must be at most 2000 characters.`;
  },
  get notFound() {
    return t`Conversation not found.`;
  },
  get forbidden() {
    return t`Only the two people in a conversation can read it.`;
  },
  get blocked() {
    return t`Messages are blocked in this conversation.`;
  },
  /** How the other side is named once they deleted their account (ADR 068), in the inbox, the page and the mails. */
  get deletedAccount() {
    return t`Deleted account`;
  },
  get gone() {
    return t`The other person has deleted their account. You can read this conversation but no longer reply.`;
  },
  get tooMany() {
    return t`You have sent many messages in a short time. Please try again later.`;
  },
  get notLoggedIn() {
    return t`Not logged in.`;
  },
  get noSuchMessage() {
    return t`You can report only a message the other person wrote in this conversation.`;
  },
  get reason() {
    return t`Say what is wrong with this message.`;
  },
  get reported() {
    return t`Thank you. The message was reported to GharStay's team.`;
  },
};

export const REPORT_REASON_MAX = 500;

const says = (message: () => string) => ({ error: message });

export const messageSchema = z.object({
  body: z
    .string(says(() => CONVERSATION_MESSAGES.empty))
    .trim()
    .min(
      1,
      says(() => CONVERSATION_MESSAGES.empty),
    )
    .max(
      MESSAGE_MAX_LENGTH,
      says(() => CONVERSATION_MESSAGES.tooLong),
    ),
});

export type MessageInput = z.infer<typeof messageSchema>;

export const messageReportSchema = z.object({
  messageId: z.string(says(() => CONVERSATION_MESSAGES.noSuchMessage)).max(
    64,
    says(() => CONVERSATION_MESSAGES.noSuchMessage),
  ),
  reason: z
    .string(says(() => CONVERSATION_MESSAGES.reason))
    .trim()
    .min(
      1,
      says(() => CONVERSATION_MESSAGES.reason),
    )
    .max(
      REPORT_REASON_MAX,
      says(() => t`The reason must be at most 500 characters.`),
    ),
});

/** A quick reply is a short answer: a sentence or two an owner sends with one tap. */
export const QUICK_REPLY_MAX = 500;

const quickReply = z
  .string(says(() => t`A quick reply cannot be empty.`))
  .trim()
  .min(
    1,
    says(() => t`A quick reply cannot be empty.`),
  )
  .max(
    QUICK_REPLY_MAX,
    says(() => t`A quick reply must be at most 500 characters.`),
  );

export const quickRepliesSchema = z.object({ reply1: quickReply, reply2: quickReply, reply3: quickReply });
