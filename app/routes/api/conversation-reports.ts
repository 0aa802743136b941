import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { reportMessage } from "~/features/conversations/conversations.server";
import { CONVERSATION_MESSAGES, messageReportSchema } from "~/features/conversations/message-schema";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/conversation-reports";

/** POST /api/v1/me/conversations/:id/reports with JSON {messageId, reason}: reports the other side's message. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: CONVERSATION_MESSAGES.notLoggedIn }, { status: 401 });
  const submission = await readSubmission(request, messageReportSchema, { json: true });
  if (!submission.ok) return data({ error: refusalMessage(submission) }, { status: submission.status });
  const outcome = await reportMessage(user, params.id, submission.value);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return data({ message: CONVERSATION_MESSAGES.reported }, { status: 201 });
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
