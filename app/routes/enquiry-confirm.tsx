import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Form, Link } from "~/components/ui/links";
import { type ConfirmOutcome, confirmEnquiry, peekEnquiryConfirmation } from "~/features/leads/enquiries.server";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/enquiry-confirm";

export function meta() {
  return [{ title: t`Confirm your enquiry | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Marks the button's POST, so the page rendered after it does not read the link a second time. */
const CONFIRMED = "confirmed";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const REFUSED: Record<Extract<ConfirmOutcome, { ok: false }>["reason"], MessageDescriptor> = {
  used: msg`This enquiry has already been confirmed and sent to the owner.`,
  expired: msg`This link has expired: enquiries not confirmed within 24 hours are deleted. Please send your enquiry again from the listing.`,
  unknown: msg`This link is not valid. Please send your enquiry again from the listing.`,
  "not-public": msg`This listing no longer takes enquiries.`,
};

type Answer = { ok: boolean; message: string; listingId: string | null };

function answer(outcome: ConfirmOutcome) {
  if (!outcome.ok) {
    return data<Answer>(
      { ok: false, message: i18n._(REFUSED[outcome.reason]), listingId: null },
      { status: outcome.reason === "unknown" ? 404 : 410 },
    );
  }
  const { listingName } = outcome;
  return data<Answer>({
    ok: true,
    message: t`Thank you. Your enquiry about ${listingName} has been sent to the owner.`,
    listingId: outcome.listingId,
  });
}

/**
 * Opening the link only asks: mail scanners follow links, and a scanner must not send an enquiry nobody
 * confirmed. The button's POST confirms (ADR 030).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  // After the button's POST, React Router renders the page again through this loader: the action answered.
  if (new URL(request.url).searchParams.has(CONFIRMED)) return { token, listingName: null, answer: null };
  const peeked = await peekEnquiryConfirmation(token);
  if (peeked.ok) return { token, listingName: peeked.listingName, answer: null };
  const refused = answer(peeked);
  return data({ token, listingName: null, answer: refused.data }, refused.init ?? undefined);
}

/** POST confirms, without a session: the token is the proof that the address is the sender's. */
export async function action({ request }: Route.ActionArgs) {
  return answer(await confirmEnquiry(tokenOf(request)));
}

export default function EnquiryConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData.answer;
  const listing = loaderData.listingName;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Confirm your enquiry</Trans>
      </h1>
      {shown ? (
        <>
          <p
            role="status"
            className={`mt-4 rounded-md px-4 py-3 font-medium ${shown.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
          >
            {shown.message}
          </p>
          {shown.listingId ? (
            <p className="mt-4">
              <Link to={`/property/${shown.listingId}`} className="font-semibold text-brand-700 underline">
                <Trans>Back to the listing</Trans>
              </Link>
            </p>
          ) : null}
        </>
      ) : listing ? (
        <Form
          method="post"
          action={`/enquiry/confirm?token=${encodeURIComponent(loaderData.token)}&${CONFIRMED}`}
          className="mt-4"
        >
          <p className="text-gray-700">
            <Trans>Send your enquiry about {listing} to its owner?</Trans>
          </p>
          <button
            type="submit"
            className="mt-4 min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>Send enquiry</Trans>
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-gray-700">
          <Trans>Open the link in your e-mail again.</Trans>
        </p>
      )}
    </div>
  );
}
