import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { formButtonClass } from "~/components/ui/button-class";
import { Form } from "~/components/ui/links";
import { mailSubscription, muteByToken } from "~/features/conversations/conversations.server";
import type { Route } from "./+types/messages-unsubscribe";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Unsubscribe | GharStay` }, { name: "robots", content: "noindex" }];
}

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);

/** GET asks first, so a mail scanner following links stops nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const subscription = await mailSubscription(token);
  if (!subscription) return data({ token, listingName: null, muted: false }, { status: 404 });
  return { token, listingName: subscription.listingName, muted: subscription.muted };
}

/** POST stops this conversation's mails: the button, or a mail client's one-click POST (RFC 8058). */
export async function action({ request }: Route.ActionArgs) {
  const subscription = await muteByToken(tokenOf(request));
  if (!subscription) return data({ listingName: null }, { status: 404 });
  return { listingName: subscription.listingName };
}

export default function MessagesUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const listingName = actionData?.listingName ?? loaderData.listingName;
  const done = actionData ? actionData.listingName !== null : loaderData.muted;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Unsubscribe</Trans>
      </h1>
      {listingName === null ? (
        <p className="mt-4 text-gray-700">
          <Trans>This unsubscribe link is not valid.</Trans>
        </p>
      ) : done ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 font-medium text-green-800">
          <Trans>You will get no more e-mails about your conversation on “{listingName}”.</Trans>
        </p>
      ) : (
        <Form
          method="post"
          action={`/messages/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
          className="mt-4"
        >
          <p className="text-gray-700">
            <Trans>Stop e-mails about your conversation on “{listingName}”? It stays in Messages.</Trans>
          </p>
          <button type="submit" className={`mt-4 ${formButtonClass}`}>
            <Trans>Unsubscribe</Trans>
          </button>
        </Form>
      )}
    </div>
  );
}
