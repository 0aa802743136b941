import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Form, Link } from "~/components/ui/links";
import { confirmEmailChange } from "~/features/accounts/account-settings.server";
import { confirmEmailSchema, SETTINGS_MESSAGES } from "~/features/accounts/settings-schema";
import { readSubmission } from "~/lib/form-submission.server";
import type { Route } from "./+types/confirm-email";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Confirm your new e-mail | GharStay` }, { name: "robots", content: "noindex" }];
}

/** The page holds a one-time token: no cache, shared or private, may keep it. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Opening the link changes nothing: mail scanners open links too, so the change waits for the button. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, confirmEmailSchema);
  if (!submission.ok) {
    const message = submission.message ?? SETTINGS_MESSAGES.linkInvalid;
    return data({ ok: false, message }, { status: submission.status });
  }
  const outcome = await confirmEmailChange(submission.value.token);
  if (!outcome.ok) return data({ ok: false, message: outcome.message ?? "" }, { status: outcome.status });
  return { ok: true, message: outcome.message };
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Confirm your new e-mail</Trans>
      </h1>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-md px-4 py-3 font-medium ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-gray-700">
            <Trans>Press the button to make this address the e-mail of your GharStay account.</Trans>
          </p>
          <button
            type="submit"
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
          >
            <Trans>Confirm new e-mail</Trans>
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to="/profile/settings" className="font-semibold text-brand-700 underline">
          <Trans>Go to your settings</Trans>
        </Link>
      </p>
    </div>
  );
}
