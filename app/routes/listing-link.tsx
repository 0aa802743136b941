import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Form } from "~/components/ui/links";
import { followListingLink, type LinkOutcome, peekListingLink } from "~/features/listings/listing-freshness.server";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/listing-link";

export function meta() {
  return [{ title: t`Your listing | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Marks the button's POST, so the page rendered after it does not follow the link a second time. */
const CONFIRMED = "confirmed";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const REFUSED: Record<Extract<LinkOutcome, { ok: false }>["reason"], MessageDescriptor> = {
  used: msg`This link has already been used. Open your profile to see your listing.`,
  expired: msg`This link has expired. Open your profile to renew your listing.`,
  unknown: msg`This link is not valid. Open your profile to see your listings.`,
  "not-public": msg`This listing can no longer be changed from this link. Open your profile to see it.`,
};

type Answer = { ok: boolean; message: string };

function answer(outcome: LinkOutcome) {
  if (!outcome.ok) {
    return data<Answer>(
      { ok: false, message: i18n._(REFUSED[outcome.reason]) },
      { status: outcome.reason === "unknown" ? 404 : 410 },
    );
  }
  const { name } = outcome;
  const message =
    outcome.action === "renew"
      ? t`Thank you. “${name}” stays on GharStay for another 60 days.`
      : t`“${name}” is marked rented or sold and no longer shows on GharStay.`;
  return data<Answer>({ ok: true, message });
}

/**
 * 'Still available' acts on the click itself: a mail scanner that follows it only keeps a listing up.
 * 'Rented or sold' takes a listing down, so opening it only asks, and the button's POST acts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  // After the button's POST, React Router renders the page again through this loader: the action answered.
  if (new URL(request.url).searchParams.has(CONFIRMED)) return { token, closing: null, answer: null };
  const peeked = await peekListingLink(token);
  if (peeked.ok && peeked.action === "close") return { token, closing: peeked.name, answer: null };
  const outcome = peeked.ok ? await followListingLink(token) : peeked;
  const answered = answer(outcome);
  return data({ token, closing: null, answer: answered.data }, answered.init ?? undefined);
}

/** POST acts, without a session: the token is the owner's proof. */
export async function action({ request }: Route.ActionArgs) {
  return answer(await followListingLink(tokenOf(request)));
}

export default function ListingLink({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData.answer;
  const closing = loaderData.closing;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Your listing</Trans>
      </h1>
      {shown ? (
        <p
          role="status"
          className={`mt-4 rounded-md px-4 py-3 font-medium ${shown.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {shown.message}
        </p>
      ) : loaderData.closing ? (
        <Form
          method="post"
          action={`/listing-link?token=${encodeURIComponent(loaderData.token)}&${CONFIRMED}`}
          className="mt-4"
        >
          <p className="text-gray-700">
            <Trans>Mark “{closing}” as rented or sold? It will no longer show on GharStay.</Trans>
          </p>
          <button
            type="submit"
            className="mt-4 min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>Rented or sold</Trans>
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-gray-700">
          <Trans>Open the link in your e-mail again, or see your listings on your profile.</Trans>
        </p>
      )}
    </div>
  );
}
