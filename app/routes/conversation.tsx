import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import { Link } from "~/components/ui/links";
import {
  CONVERSATION_INTENTS,
  type ComposerResult,
  ConversationThread,
} from "~/features/conversations/conversation-views";
import {
  bookingsInConversation,
  conversationView,
  markConversationRead,
  quickRepliesOf,
  readableConversation,
  reportMessage,
  sendMessage,
  setBlocked,
} from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES, messageReportSchema, messageSchema } from "~/features/conversations/message-schema";
import { env } from "~/lib/env.server";
import { checkFields, firstFieldError } from "~/lib/field-errors";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { z } from "~/lib/zod";
import type { Route } from "./+types/conversation";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Conversation | GharStay` }, { name: "robots", content: "noindex" }];
}

/**
 * Only its two participants read a conversation, and an Admin while one of its messages is reported; a participant
 * opening it reads every message in it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const access = await readableConversation(user, params.id);
  if (!access.ok) throw new Response(access.message, { status: access.status });
  const [conversation, bookings, quickReplies] = await Promise.all([
    conversationView(access, user.id),
    bookingsInConversation(access.conversation),
    access.side === "owner" ? quickRepliesOf(user.id) : null,
  ]);
  if (access.side) await markConversationRead(params.id, user.id);
  return {
    conversation,
    bookings,
    quickReplies,
    siteOrigin: new URL(env().PUBLIC_URL).origin,
    // The next message's key: a double tap on 'Send', or a form sent again, stores it once.
    submissionKey: newSubmissionKey(),
  };
}

const intentSchema = z.object({ intent: z.enum(Object.values(CONVERSATION_INTENTS)).optional() });

/** 'Send', 'Block' and 'Unblock', posted as plain forms; a sent message comes back as the page at its newest. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readSubmission(request, intentSchema);
  if (!form.ok && form.message) {
    return data<ComposerResult>({ tone: "error", message: form.message }, { status: form.status });
  }
  const intent = form.ok ? form.value.intent : undefined;
  if (intent === CONVERSATION_INTENTS.block || intent === CONVERSATION_INTENTS.unblock) {
    const access = await setBlocked(user, params.id, intent === CONVERSATION_INTENTS.block);
    if (!access.ok) throw new Response(access.message, { status: access.status });
    throw redirect(`/messages/${encodeURIComponent(params.id)}#latest`, 303);
  }
  if (intent === CONVERSATION_INTENTS.report) {
    const report = checkFields(messageReportSchema, form.values);
    if (!report.ok) {
      const message = firstFieldError(report.fieldErrors)?.message ?? CONVERSATION_MESSAGES.reason;
      return data<ComposerResult>({ tone: "error", message }, { status: 400 });
    }
    const outcome = await reportMessage(user, params.id, report.value);
    if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
    return data<ComposerResult>({ tone: "success", message: CONVERSATION_MESSAGES.reported });
  }
  const message = checkFields(messageSchema, form.values);
  const key = checkIdempotencyKey(form.values[SUBMISSION_KEY_FIELD] ?? null);
  if (!key.ok) return data<ComposerResult>({ tone: "error", message: key.message }, { status: 400 });
  const outcome = await sendMessage(user, params.id, message, key.key);
  if (outcome.ok) throw redirect(`/messages/${encodeURIComponent(params.id)}#latest`, 303);
  if (outcome.status === 404) throw new Response(outcome.message, { status: 404 });
  const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  // What was typed comes back, so nothing is lost.
  return data<ComposerResult>(
    { tone: "error", message: outcome.message, body: String(message.values.body ?? "") },
    { status: outcome.status, headers },
  );
}

/**
 * New messages arrive without a reload: the page listens to the conversation's events and reloads its data on each,
 * and again when a lost connection comes back, so a phone that slept catches up.
 */
function useLiveConversation(conversationId: string) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const events = new EventSource(`/api/v1/me/conversations/${encodeURIComponent(conversationId)}/events`);
    let opened = false;
    events.onopen = () => {
      if (opened) revalidate();
      opened = true;
    };
    events.addEventListener("message", () => revalidate());
    return () => events.close();
  }, [conversationId, revalidate]);
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  useLiveConversation(loaderData.conversation.id);
  return (
    <ConversationThread
      conversation={loaderData.conversation}
      bookings={loaderData.bookings}
      quickReplies={loaderData.quickReplies}
      siteOrigin={loaderData.siteOrigin}
      submissionKey={loaderData.submissionKey}
      result={actionData ?? undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorView
      title={
        status === 404 ? t`Conversation not found` : status === 403 ? t`Not your conversation` : t`Something went wrong`
      }
      message={
        status === 403
          ? t`Only the two people in a conversation can read it.`
          : status === 404
            ? t`This conversation does not exist.`
            : t`We could not show this page. Please try again in a moment.`
      }
    >
      <p className="mt-8">
        <Link to="/messages" className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          <Trans>Messages</Trans>
        </Link>
      </p>
    </ErrorView>
  );
}
