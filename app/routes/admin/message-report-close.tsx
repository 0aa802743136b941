import { t } from "@lingui/core/macro";
import { closeMessageReport } from "~/features/conversations/conversations.server";
import { redirect } from "~/lib/redirect";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/message-report-close";

/** 'Close report' on a reported message: back to the queue, where it is gone. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  if (!(await closeMessageReport(params.id))) throw new Response(t`Report not found.`, { status: 404 });
  throw redirect("/admin/reports#message-reports-heading", 303);
}

export function loader() {
  throw redirect("/admin/reports", 303);
}
