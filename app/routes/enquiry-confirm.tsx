import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { afterConfirming, linkDone, linkToken, OneTimeLinkPage, refusedLink } from "~/components/one-time-link";
import { Link } from "~/components/ui/links";
import { type ConfirmOutcome, confirmEnquiry, peekEnquiryConfirmation } from "~/features/leads/enquiries.server";
import type { Route } from "./+types/enquiry-confirm";

export function meta() {
  return [{ title: t`Confirm your enquiry | GharStay` }, { name: "robots", content: "noindex" }];
}

const REFUSED: Record<Extract<ConfirmOutcome, { ok: false }>["reason"], MessageDescriptor> = {
  used: msg`This enquiry has already been confirmed and sent to the owner.`,
  expired: msg`This link has expired: enquiries not confirmed within 24 hours are deleted. Please send your enquiry again from the listing.`,
  unknown: msg`This link is not valid. Please send your enquiry again from the listing.`,
  "not-public": msg`This listing no longer takes enquiries.`,
};

function answer(outcome: ConfirmOutcome) {
  if (!outcome.ok) return refusedLink(outcome.reason, REFUSED);
  const { listingName } = outcome;
  return linkDone({
    message: t`Thank you. Your enquiry about ${listingName} has been sent to the owner.`,
    listingId: outcome.listingId,
  });
}

/**
 * Opening the link only asks: mail scanners follow links, and a scanner must not send an enquiry nobody
 * confirmed. The button's POST confirms (ADR 030).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  if (afterConfirming(request)) return { token, listingName: null, answer: null };
  const peeked = await peekEnquiryConfirmation(token);
  if (peeked.ok) return { token, listingName: peeked.listingName, answer: null };
  const refused = answer(peeked);
  return data({ token, listingName: null, answer: refused.data }, refused.init ?? undefined);
}

/** POST confirms, without a session: the token is the proof that the address is the sender's. */
export async function action({ request }: Route.ActionArgs) {
  return answer(await confirmEnquiry(linkToken(request)));
}

export default function EnquiryConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData.answer;
  const listing = loaderData.listingName;
  return (
    <OneTimeLinkPage
      heading={<Trans>Confirm your enquiry</Trans>}
      shown={shown}
      after={
        shown?.listingId ? (
          <p className="mt-4">
            <Link to={`/property/${shown.listingId}`} className="font-semibold text-brand-700 underline">
              <Trans>Back to the listing</Trans>
            </Link>
          </p>
        ) : null
      }
      confirm={
        listing
          ? {
              path: "/enquiry/confirm",
              token: loaderData.token,
              question: <Trans>Send your enquiry about {listing} to its owner?</Trans>,
              button: <Trans>Send enquiry</Trans>,
            }
          : null
      }
      fallback={<Trans>Open the link in your e-mail again.</Trans>}
    />
  );
}
