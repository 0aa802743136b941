import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/links";
import { outboxMessage } from "~/features/mail/outbox.server";
import { OutboxMessageView } from "~/features/mail/outbox-views";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/outbox-message";

export function meta() {
  return adminPageMeta({
    title: t`Message | Outbox | Admin | GharStay`,
    description: t`One e-mail as it was written.`,
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const message = await outboxMessage(params.id);
  if (!message) throw new Response("No such message", { status: 404 });
  return { message };
}

export default function AdminOutboxMessage({ loaderData }: Route.ComponentProps) {
  return <OutboxMessageView message={loaderData.message} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="space-y-3">
      <title>{missing ? t`Message not found | Admin | GharStay` : t`Something went wrong | Admin | GharStay`}</title>
      <h1 className="text-3xl font-bold text-gray-900">{missing ? t`Message not found` : t`Something went wrong`}</h1>
      <p className="text-gray-700">
        {missing ? t`There is no such message in the outbox.` : t`We could not show this message. Please try again.`}
      </p>
      <Link to="/admin/outbox" className="font-semibold text-brand-800 underline">
        <Trans>Back to the outbox</Trans>
      </Link>
    </section>
  );
}
