import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AdminTableHead } from "~/components/ui/admin-table";
import { Link } from "~/components/ui/links";
import { formatDateTime } from "~/lib/format";
import type { OutboxMessage, OutboxSummary } from "./outbox.server";

/** Where a message stands, in the words the Admin reads in the outbox. */
export function deliveryStatus(message: OutboxSummary): string {
  // A text message is sent as it is written unless the hourly limit holds it back (it then has a time to be sent by);
  // one still here without that was written with no SMS gateway set.
  const { attempts, lastError } = message;
  const waitingText = message.channel === "sms" && message.status === "pending" && attempts === 0;
  if (waitingText && message.sendBy) return t`Waiting for the hourly SMS limit`;
  if (waitingText) return t`Not sent: no SMS gateway is set`;
  if (message.status === "sent" && message.sentAt) return t`Sent at ${formatDateTime(message.sentAt)}`;
  if (message.status === "failed") {
    const error = lastError ?? "";
    if (attempts === 0) return t`Not sent: ${error}`;
    return t`Failed after ${plural(attempts, { one: "# attempt", other: "# attempts" })}: ${error}`;
  }
  if (lastError) return t`Retrying: attempt ${attempts} failed, last error: ${lastError}`;
  if (attempts > 0) return t`Sending (attempt ${attempts})`;
  return t`Waiting`;
}

export function OutboxTable({ messages }: { messages: OutboxSummary[] }) {
  const { t } = useLingui();
  if (messages.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>No mail yet.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <AdminTableHead columns={[t`Written`, t`Kind`, t`To`, t`Subject`, t`Status`]} />
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className="border-b border-gray-200 align-top">
              <td className="py-2 pr-3 text-sm whitespace-nowrap">
                <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
              </td>
              <td className="py-2 pr-3 text-sm">{message.kind}</td>
              <td className="py-2 pr-3 text-sm break-all">{message.toAddress}</td>
              <td className="py-2 pr-3">
                <Link to={`/admin/outbox/${message.id}`} className="font-medium text-brand-800 underline">
                  {message.subject}
                </Link>
              </td>
              <td className="py-2 text-sm">{deliveryStatus(message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LINKS = /(?:https?:\/\/|mailto:)[^\s<>"]+/g;

/** The text cut into plain runs and links, each keyed by where it starts. */
function linkedParts(text: string): Array<{ at: number; text: string; link: boolean }> {
  const parts: Array<{ at: number; text: string; link: boolean }> = [];
  let at = 0;
  for (const match of text.matchAll(LINKS)) {
    if (match.index > at) parts.push({ at, text: text.slice(at, match.index), link: false });
    parts.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), link: false });
  return parts;
}

/** The plain-text part with its web and mail addresses as links; every other character stays text. */
function LinkedText({ text }: { text: string }) {
  return (
    <pre className="overflow-x-auto rounded border border-gray-200 bg-gray-50 p-4 text-sm whitespace-pre-wrap">
      {linkedParts(text).map((part) =>
        part.link ? (
          <a key={part.at} href={part.text} className="text-brand-800 underline">
            {part.text}
          </a>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </pre>
  );
}

/**
 * One message as its reader will see it. The HTML part sits in a sandboxed frame with no scripts and no
 * access to this page; its links open in a new tab, so each one can be followed without an SMTP server.
 */
export function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const { t } = useLingui();
  const subject = message.subject;
  const framed = message.html.replace("<head>", '<head><base target="_blank">');
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{message.subject}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800">
          <dt className="text-gray-600">
            <Trans>To</Trans>
          </dt>
          <dd className="break-all">{message.toAddress}</dd>
          <dt className="text-gray-600">
            <Trans>Kind</Trans>
          </dt>
          <dd>{message.kind}</dd>
          <dt className="text-gray-600">
            <Trans>Written</Trans>
          </dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
          <dt className="text-gray-600">
            <Trans>Status</Trans>
          </dt>
          <dd>{deliveryStatus(message)}</dd>
          {message.messageId ? (
            <>
              <dt className="text-gray-600">Message-ID</dt>
              <dd className="break-all">{message.messageId}</dd>
            </>
          ) : null}
        </dl>
        {message.linksHidden ? (
          <p className="text-sm text-gray-700">
            <Trans>One-time links are hidden here: they belong to the person they were sent to.</Trans>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="outbox-html" className="space-y-2">
        <h2 id="outbox-html" className="text-lg font-semibold">
          <Trans>As HTML</Trans>
        </h2>
        <iframe
          title={t`“${subject}” as HTML`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={framed}
          className="h-[36rem] w-full rounded border border-gray-200 bg-white"
        />
      </section>
      <section aria-labelledby="outbox-text" className="space-y-2">
        <h2 id="outbox-text" className="text-lg font-semibold">
          <Trans>As plain text</Trans>
        </h2>
        <LinkedText text={message.text} />
      </section>
      <Link to="/admin/outbox" className="font-semibold text-brand-800 underline">
        <Trans>Back to the outbox</Trans>
      </Link>
    </article>
  );
}
