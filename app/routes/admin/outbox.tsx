import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pagination } from "~/components/ui/pagination";
import { outboxPage } from "~/features/mail/outbox.server";
import { OutboxTable } from "~/features/mail/outbox-views";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { env } from "~/lib/env.server";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/outbox";

export function meta() {
  return adminPageMeta({
    title: t`Outbox | Admin | GharStay`,
    description: t`Every e-mail GharStay wrote, newest first, and whether it was delivered.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    messages: await outboxPage(pageFrom(new URL(request.url).searchParams)),
    delivering: Boolean(env().SMTP_URL),
  };
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { messages, delivering } = loaderData;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-gray-900">
          <Trans>Outbox</Trans>
        </h1>
        <p className="text-gray-700">
          {delivering
            ? t`Every e-mail GharStay wrote, newest first, and where its delivery stands.`
            : t`SMTP_URL is not set, so mail is not sent: it is kept here, where you can read each message and follow its links.`}
        </p>
      </header>
      <OutboxTable messages={messages.items} />
      <Pagination page={messages.page} pageCount={messages.pageCount} label={t`Outbox pages`} />
    </div>
  );
}
