import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextAreaField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { quickRepliesOf, saveQuickReplies } from "~/features/conversations/conversations.server";
import { QUICK_REPLY_MAX, quickRepliesSchema } from "~/features/conversations/message-schema";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/quick-replies";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Quick replies | GharStay` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { replies: await quickRepliesOf(user.id) };
}

const FIELDS = ["reply1", "reply2", "reply3"] as const;

type Answer = { ok: boolean; message: string; values?: Record<string, unknown> };

/** 'Save quick replies': the three at once, each 1 to 500 characters, or none. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readSubmission(request, quickRepliesSchema);
  if (!form.ok) {
    return data<Answer>({ ok: false, message: refusalMessage(form), values: form.values }, { status: form.status });
  }
  const { reply1, reply2, reply3 } = form.value;
  await saveQuickReplies(user.id, [reply1, reply2, reply3]);
  return data<Answer>({ ok: true, message: t`Your quick replies are saved.` });
}

export default function QuickReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  // After a refusal the page shows what was typed; otherwise what is saved.
  const shown = (name: (typeof FIELDS)[number], index: number) => {
    const value = actionData?.values?.[name];
    return typeof value === "string" ? value : loaderData.replies[index];
  };
  return (
    <section aria-labelledby="quick-replies-heading" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="quick-replies-heading" className="text-2xl font-bold text-gray-900">
        <Trans>Quick replies</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Three answers you send with one tap in a conversation about your listings.</Trans>
      </p>
      <Form method="post" className="mt-6 space-y-4">
        {FIELDS.map((name, index) => {
          const number = index + 1;
          return (
            <TextAreaField
              key={name}
              label={t`Quick reply ${number}`}
              name={name}
              rows={2}
              maxLength={QUICK_REPLY_MAX}
              required
              defaultValue={shown(name, index)}
            />
          );
        })}
        {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
        <button type="submit" className={formButtonClass}>
          <Trans>Save quick replies</Trans>
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/messages" className="font-semibold text-brand-700 underline">
          <Trans>Messages</Trans>
        </Link>
      </p>
    </section>
  );
}
