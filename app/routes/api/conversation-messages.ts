import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { sendMessage } from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES, messageSchema } from "~/features/conversations/message-schema";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { getCurrentUser } from "~/lib/session.server";
import { IDEMPOTENCY_HEADER } from "~/lib/submission-key";
import type { Route } from "./+types/conversation-messages";

/**
 * POST /api/v1/me/conversations/:id/messages with JSON {body}: 201 {id}. A retry with the same Idempotency-Key gets
 * the same id and stores nothing more.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const key = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.ok) return data({ error: key.message }, { status: 400 });
  const submission = await readSubmission(request, messageSchema, { json: true });
  if (!submission.ok && submission.message) return data({ error: submission.message }, { status: submission.status });
  const outcome = await sendMessage(user, params.id, submission, key.key);
  if (outcome.ok) return data({ id: outcome.messageId }, { status: 201 });
  const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data({ error: outcome.message }, { status: outcome.status, headers });
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
