import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { FormMessage } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { formatDate, formatDateTime, formatPrice } from "~/lib/format";
import type { Page } from "~/lib/pagination";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { ConversationItem, ConversationView, MessageReportItem } from "./conversations.server";
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, REPORT_REASON_MAX } from "./message-schema";
import { messageParts } from "./message-text";

/** The form field that tells the conversation page's forms apart. */
export const CONVERSATION_INTENTS = { send: "send", block: "block", unblock: "unblock", report: "report" } as const;

const outlineButton =
  "inline-flex min-h-11 items-center rounded-md border border-gray-400 px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** 'Messages': every conversation, newest activity first, unread in bold; an owner may keep to one listing. */
export function ConversationInbox({
  result,
  listings,
  listingId,
  children,
}: {
  result: Page<ConversationItem>;
  listings: Array<{ id: string; name: string }>;
  listingId: string | null;
  /** What else waits for the reader, under the heading: enquiries held for their link (features/leads). */
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="messages-heading" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="messages-heading" className="text-2xl font-bold text-gray-900">
        <Trans>Messages</Trans>
      </h1>
      {children}
      {listings.length > 1 ? (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm font-medium text-gray-800">
            <Trans>Listing</Trans>
            <select
              name="listing"
              defaultValue={listingId ?? ""}
              className="mt-1 min-h-11 rounded-md border border-gray-400 px-2"
            >
              <option value="">{t`All listings`}</option>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={outlineButton}>
            <Trans>Show</Trans>
          </button>
        </Form>
      ) : null}
      {result.items.length === 0 ? (
        <p className="mt-6 text-gray-700">
          <Trans>No messages yet. Ask an owner about a listing with 'Contact owner' on its page.</Trans>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 border-y border-gray-200">
          {result.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/messages/${item.id}`}
                className="flex items-center gap-3 px-2 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-800"
              >
                <CoverOrPlaceholder
                  cover={item.cover}
                  sizes="56px"
                  className="size-14 shrink-0 rounded object-cover"
                  placeholderClassName="flex size-14 shrink-0 items-center justify-center rounded bg-gray-100 text-center text-[10px] text-gray-500"
                />
                <span className={`min-w-0 flex-1 ${item.unread > 0 ? "font-bold text-gray-900" : "text-gray-700"}`}>
                  <span className="block truncate">
                    {item.otherName} · {item.listingName}
                  </span>
                  <span className="block truncate text-sm">{item.lastMessage}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-gray-600">
                  <time dateTime={item.lastMessageAt}>{formatDateTime(item.lastMessageAt)}</time>
                  {item.unread > 0 ? <UnreadCount count={item.unread} /> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} label={t`Conversations pages`} />
    </section>
  );
}

function UnreadCount({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-red-700 px-2 leading-5 font-bold text-white">
      <Trans>{count} unread</Trans>
    </span>
  );
}

export type ComposerResult = { tone: "error" | "success"; message: string; body?: string } | undefined;

/**
 * A conversation read like a chat on a phone: the listing pinned at the top, newest message at the bottom, and the
 * composer kept at the bottom of the screen. A plain form: it works before, and without, JavaScript.
 */
export function ConversationThread({
  conversation,
  bookings,
  quickReplies,
  siteOrigin,
  submissionKey,
  result,
}: {
  conversation: ConversationView;
  /** The traveller's bookings at this listing, each leading to its page. */
  bookings: BookingLink[];
  /** The owner's three quick replies; null for the seeker. */
  quickReplies: string[] | null;
  siteOrigin: string;
  /** Sent with the message, so the same form sent twice stores it once. */
  submissionKey: string;
  result: ComposerResult;
}) {
  const { t } = useLingui();
  const { listing } = conversation;
  const blocked = conversation.blockedByMe || conversation.blockedByOther;
  // An Admin handling a report reads without taking part.
  const readOnly = conversation.side === null;
  const otherName = conversation.otherName;
  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      <div className="sticky top-16 z-10 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-2">
        <CoverOrPlaceholder
          cover={listing.cover}
          sizes="48px"
          className="size-12 shrink-0 rounded object-cover"
          placeholderClassName="flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-center text-[10px] text-gray-500"
        />
        <div className="min-w-0 flex-1">
          <h1 className="line-clamp-2 font-bold wrap-break-word text-gray-900">
            {listing.opens ? (
              <Link to={`/property/${listing.id}`} className="hover:underline">
                {listing.name}
              </Link>
            ) : (
              listing.name
            )}
          </h1>
          <p className="truncate text-sm text-gray-700">
            {listing.price ? formatPrice(listing.price) : null}
            {otherName ? <> · {otherName}</> : null}
          </p>
        </div>
        <Link
          to="/messages"
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline"
        >
          <Trans>Messages</Trans>
        </Link>
      </div>
      {bookings.length > 0 ? <BookingLinks bookings={bookings} /> : null}
      <ol aria-label={t`Messages`} className="flex flex-col gap-2 px-4 py-4">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-2xl px-3 py-2 ${
              message.mine ? "self-end bg-brand-700 text-white" : "self-start bg-gray-100 text-gray-900"
            }`}
          >
            <p className="whitespace-pre-wrap break-words">
              {readOnly ? (
                <span className="block text-xs font-semibold">{message.senderName}</span>
              ) : (
                <span className="sr-only">{message.mine ? t`You:` : t`${otherName}:`} </span>
              )}
              {messageParts(message.body, siteOrigin).map((part, index) =>
                part.href ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable message, in order
                  <a key={index} href={part.href} className="underline">
                    {part.text}
                  </a>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable message, in order
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
            <time dateTime={message.createdAt} className="mt-1 block text-right text-xs opacity-80">
              {formatDateTime(message.createdAt)}
            </time>
            {!message.mine && !readOnly ? <ReportMessage messageId={message.id} /> : null}
          </li>
        ))}
      </ol>
      {readOnly ? (
        <p role="status" className="px-4 py-3 text-gray-700">
          <Trans>You are reading this conversation because one of its messages was reported.</Trans>
        </p>
      ) : (
        <div id="latest" className="sticky bottom-0 border-t border-gray-200 bg-white px-4 py-3">
          {result ? <FormMessage tone={result.tone}>{result.message}</FormMessage> : null}
          {conversation.otherGone ? (
            <p role="status" className="text-gray-700">
              {CONVERSATION_MESSAGES.gone}
            </p>
          ) : blocked ? (
            <p role="status" className="text-gray-700">
              {conversation.blockedByMe ? (
                <Trans>You blocked {otherName}. Neither of you can send messages here.</Trans>
              ) : (
                <Trans>Messages are blocked in this conversation.</Trans>
              )}
            </p>
          ) : (
            <>
              {quickReplies ? <QuickReplyButtons replies={quickReplies} submissionKey={submissionKey} /> : null}
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value={CONVERSATION_INTENTS.send} />
                <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
                <label className="min-w-0 flex-1 text-sm font-medium text-gray-800">
                  <Trans>Your message</Trans>
                  <textarea
                    // One's own message sent remounts it empty; a refused one keeps what was typed (defaultValue), and
                    // the other side's arriving live leaves what is being typed, and the focus, alone.
                    key={conversation.messages.findLast((message) => message.mine)?.id}
                    name="body"
                    required
                    maxLength={MESSAGE_MAX_LENGTH}
                    rows={2}
                    defaultValue={result?.body ?? ""}
                    className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-base"
                  />
                </label>
                <button type="submit" className={formButtonClass}>
                  <Trans>Send</Trans>
                </button>
              </Form>
            </>
          )}
          {conversation.otherGone ? null : (
            <Form method="post" className="mt-2">
              <input
                type="hidden"
                name="intent"
                value={conversation.blockedByMe ? CONVERSATION_INTENTS.unblock : CONVERSATION_INTENTS.block}
              />
              <button type="submit" className="min-h-6 text-sm font-semibold text-gray-700 underline">
                {conversation.blockedByMe ? t`Unblock ${otherName}` : t`Block ${otherName}`}
              </button>
            </Form>
          )}
        </div>
      )}
    </div>
  );
}

export type BookingLink = { reference: string; checkIn: string; checkOut: string };

/** The stays booked at this listing by the traveller in this conversation, for either side to open. */
function BookingLinks({ bookings }: { bookings: BookingLink[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Bookings`} className="border-b border-gray-200 px-4 py-2 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {bookings.map((booking) => {
          const { reference } = booking;
          const [checkIn, checkOut] = [formatDate(booking.checkIn), formatDate(booking.checkOut)];
          return (
            <li key={reference}>
              <Link to={`/booking/${reference}`} className="font-semibold text-brand-800 underline">
                <Trans>
                  Booking {reference}, {checkIn} to {checkOut}
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The owner's three quick replies above the composer: each is a button of a plain form that sends its text at once,
 * so a tap answers, with or without JavaScript. Each shows its whole text, wrapping on a phone: a tap sends it at once.
 */
function QuickReplyButtons({ replies, submissionKey }: { replies: string[]; submissionKey: string }) {
  const { t } = useLingui();
  return (
    <Form method="post" aria-label={t`Quick replies`} className="mb-2 flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.send} />
      {/* A key of its own: a quick reply and a typed message sent from the same page are two messages. */}
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={`${submissionKey}-quick`} />
      {replies.map((reply) => (
        <button
          key={reply}
          type="submit"
          name="body"
          value={reply}
          className="max-w-full rounded-2xl border border-brand-700 px-3 py-1 text-left text-sm wrap-break-word text-brand-800 hover:bg-brand-50 min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
        >
          {reply}
        </button>
      ))}
      <Link
        to="/messages/quick-replies"
        className="inline-flex min-h-6 items-center text-sm font-semibold text-gray-700 underline"
      >
        <Trans>Edit quick replies</Trans>
      </Link>
    </Form>
  );
}

/** 'Report' under a message of the other side: a disclosure with a plain form, so it works without JavaScript. */
function ReportMessage({ messageId }: { messageId: string }) {
  const { t } = useLingui();
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer underline">
        <Trans>Report</Trans>
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value={CONVERSATION_INTENTS.report} />
        <input type="hidden" name="messageId" value={messageId} />
        <label className="block font-medium">
          {t`What is wrong with this message?`}
          <textarea
            name="reason"
            required
            maxLength={REPORT_REASON_MAX}
            rows={2}
            className="mt-1 block w-full rounded-md border border-gray-400 px-2 py-1 text-gray-900"
          />
        </label>
        <button type="submit" className={outlineButton}>
          <Trans>Report this message</Trans>
        </button>
      </Form>
    </details>
  );
}

/**
 * The Admin's queue of reported messages, the oldest first, each with a link to read its conversation and 'Close
 * report'; closing one makes room for the next.
 */
export function MessageReportsSection({ result }: { result: Page<MessageReportItem> }) {
  return (
    <section aria-labelledby="message-reports-heading" className="space-y-4">
      <h2 id="message-reports-heading" tabIndex={-1} className="text-2xl font-bold text-gray-900">
        <Trans>Reported messages</Trans>
      </h2>
      {result.items.length === 0 ? (
        <p className="text-gray-700">
          <Trans>No reported messages.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {result.items.map((report) => (
            <li key={report.id} className="rounded-lg border border-gray-200 p-4">
              <p className="whitespace-pre-wrap break-words text-gray-900">
                <strong>{report.senderName}:</strong> {report.body}
              </p>
              <ReportedBy report={report} />
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to={`/messages/${report.conversationId}`} className={outlineButton}>
                  <Trans>Read the conversation</Trans>
                </Link>
                <Form method="post" action={`/admin/message-reports/${report.id}/close`}>
                  <button type="submit" className={outlineButton}>
                    <Trans>Close report</Trans>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportedBy({ report }: { report: MessageReportItem }) {
  const { reporterName, reporterEmail, reason } = report;
  const reportedAt = formatDateTime(report.createdAt);
  return (
    <p className="mt-2 text-gray-800">
      <Trans>
        Reported by {reporterName} ({reporterEmail}), {reportedAt}:
      </Trans>{" "}
      {reason}
    </p>
  );
}
