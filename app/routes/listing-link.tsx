import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { afterConfirming, linkDone, linkToken, OneTimeLinkPage, refusedLink } from "~/components/one-time-link";
import { followListingLink, type LinkOutcome, peekListingLink } from "~/features/listings/listing-freshness.server";
import type { Route } from "./+types/listing-link";

export function meta() {
  return [{ title: t`Your listing | GharStay` }, { name: "robots", content: "noindex" }];
}

const REFUSED: Record<Extract<LinkOutcome, { ok: false }>["reason"], MessageDescriptor> = {
  used: msg`This link has already been used. Open your profile to see your listing.`,
  expired: msg`This link has expired. Open your profile to renew your listing.`,
  unknown: msg`This link is not valid. Open your profile to see your listings.`,
  "not-public": msg`This listing can no longer be changed from this link. Open your profile to see it.`,
};

function answer(outcome: LinkOutcome) {
  if (!outcome.ok) return refusedLink(outcome.reason, REFUSED);
  const { name } = outcome;
  const message =
    outcome.action === "renew"
      ? t`Thank you. “${name}” stays on GharStay for another 60 days.`
      : t`“${name}” is marked rented or sold and no longer shows on GharStay.`;
  return linkDone({ message });
}

/**
 * 'Still available' acts on the click itself: a mail scanner that follows it only keeps a listing up.
 * 'Rented or sold' takes a listing down, so opening it only asks, and the button's POST acts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  if (afterConfirming(request)) return { token, closing: null, answer: null };
  const peeked = await peekListingLink(token);
  if (peeked.ok && peeked.action === "close") return { token, closing: peeked.name, answer: null };
  const outcome = peeked.ok ? await followListingLink(token) : peeked;
  const answered = answer(outcome);
  return data({ token, closing: null, answer: answered.data }, answered.init ?? undefined);
}

/** POST acts, without a session: the token is the owner's proof. */
export async function action({ request }: Route.ActionArgs) {
  return answer(await followListingLink(linkToken(request)));
}

export default function ListingLink({ loaderData, actionData }: Route.ComponentProps) {
  const closing = loaderData.closing;
  return (
    <OneTimeLinkPage
      heading={<Trans>Your listing</Trans>}
      shown={actionData ?? loaderData.answer}
      confirm={
        closing
          ? {
              path: "/listing-link",
              token: loaderData.token,
              question: <Trans>Mark “{closing}” as rented or sold? It will no longer show on GharStay.</Trans>,
              button: <Trans>Rented or sold</Trans>,
            }
          : null
      }
      fallback={<Trans>Open the link in your e-mail again, or see your listings on your profile.</Trans>}
    />
  );
}
