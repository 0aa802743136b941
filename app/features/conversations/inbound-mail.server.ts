import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { type MailReplyOutcome, postMailReply, readMemberToken } from "./conversations.server";
import { replyText } from "./reply-text";

/** A reply is a few lines; a large mail is an attachment nobody needs in a chat, or an attack. */
const MAX_MAIL_BYTES = 1024 * 1024;
/** Our reply addresses a reply-all can carry at once: one per conversation it answers. */
const MAX_RECIPIENTS = 5;

/** The token of one of our reply addresses, or null for any other address (or a token we did not sign). */
function tokenOf(address: string): string | null {
  const domain = env().MAIL_REPLY_DOMAIN?.toLowerCase();
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!domain || !match || match[2].toLowerCase() !== domain) return null;
  return readMemberToken(match[1]) ? match[1] : null;
}

/** What the sending mail server is told, so its bounce says why to the person who wrote. */
const REFUSALS: Record<Exclude<MailReplyOutcome, { ok: true }>["reason"], string> = {
  unknown: "This conversation does not exist.",
  stranger: "Replies are accepted only from the address the message was sent to.",
  blocked: "Messages are blocked in this conversation.",
  gone: "The other person has deleted their account.",
  empty: "The reply had no text of its own above the quoted message.",
  "too-long": "A message may be at most 2000 characters.",
  limited: "Too many messages in a short time. Please try again later.",
};

const refuse = (message: string, responseCode = 550) => Object.assign(new Error(message), { responseCode });

/**
 * GharStay's own SMTP listener for replies by e-mail (INBOUND_SMTP_PORT). It takes mail only for reply addresses we
 * signed, turns away everything else at RCPT TO (so it relays nothing and stores no spam), and posts the new words of
 * each reply in its conversation. The sender is checked against the participant's address; checking SPF and DKIM is
 * the job of the public MX in front of it.
 */
export function startInboundMail(): SMTPServer | null {
  const port = env().INBOUND_SMTP_PORT;
  if (!port || !env().MAIL_REPLY_DOMAIN) return null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    size: MAX_MAIL_BYTES,
    // `size` only announces the limit: without this a larger mail would still be read, whole, into memory.
    rejectOversized: true,
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      if (!tokenOf(address.address)) return callback(refuse("No such mailbox here"));
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(refuse("Too many recipients", 452));
      callback();
    },
    onData(stream, session, callback) {
      // Loaded with the first reply, not at every start: the parser and its character tables are 0.9 MB of the server's
      // bundle, and most sites never take mail in.
      import("mailparser")
        .then(({ simpleParser }) => simpleParser(stream, { skipHtmlToText: false }))
        .then(async (mail) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) throw refuse("Message too large", 552);
          const from = mail.from?.value[0]?.address ?? "";
          const body = replyText(mail.text ?? "");
          for (const recipient of session.envelope.rcptTo) {
            const token = tokenOf(recipient.address);
            if (!token) continue;
            const outcome = await postMailReply({ token, from, body, messageId: mail.messageId ?? null });
            if (!outcome.ok) {
              logger.info({ reason: outcome.reason }, "reply by e-mail refused");
              throw refuse(REFUSALS[outcome.reason]);
            }
          }
          callback();
        })
        .catch((error: Error & { responseCode?: number }) => {
          if (!error.responseCode) logger.error({ err: error }, "reading a reply by e-mail failed");
          callback(error.responseCode ? error : refuse("Temporary failure, try again later", 451));
        });
    },
  });
  server.on("error", (error) => logger.error({ err: error }, "inbound SMTP listener error"));
  server.listen(port, env().HOST, () => logger.info({ port }, "listening for replies by e-mail"));
  // The web server's life decides the process's; this listener never holds it open on shutdown.
  server.server.unref();
  return server;
}
