import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Form } from "~/components/ui/links";
import { searchForUnsubscribe, unsubscribe } from "~/features/alerts/saved-searches.server";
import type { Route } from "./+types/unsubscribe";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Unsubscribe | GharStay` }, { name: "robots", content: "noindex" }];
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET /unsubscribe?token=…: asks first, so a mail scanner that follows links cannot unsubscribe anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const search = await searchForUnsubscribe(token);
  if (!search) return data({ token, name: null, unsubscribed: false }, { status: 404 });
  return { token, name: search.name, unsubscribed: search.unsubscribed };
}

/**
 * POST stops the alerts: the button below, and the one-click POST a mail client sends from the
 * List-Unsubscribe-Post header (RFC 8058), which carries the token in the address too. No session needed.
 */
export async function action({ request }: Route.ActionArgs) {
  const search = await unsubscribe(tokenOf(request));
  if (!search) return data({ name: null }, { status: 404 });
  return { name: search.name };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const name = actionData?.name ?? loaderData.name;
  const done = actionData ? actionData.name !== null : loaderData.unsubscribed;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Unsubscribe</Trans>
      </h1>
      {name === null ? (
        <p className="mt-4 text-gray-700">
          <Trans>This unsubscribe link is not valid. Open the saved search on your profile to change its alerts.</Trans>
        </p>
      ) : done ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 font-medium text-green-800">
          <Trans>You will get no more alerts for “{name}”.</Trans>
        </p>
      ) : (
        <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(loaderData.token)}`} className="mt-4">
          <p className="text-gray-700">
            <Trans>Stop e-mail alerts for your saved search “{name}”?</Trans>
          </p>
          <button
            type="submit"
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>Unsubscribe</Trans>
          </button>
        </Form>
      )}
    </div>
  );
}
