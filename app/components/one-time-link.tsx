import type { MessageDescriptor } from "@lingui/core";
import type { ReactNode } from "react";
import { data } from "react-router";
import { Form } from "~/components/ui/links";
import { i18n } from "~/lib/i18n";

/**
 * A page a link from an e-mail opens. Opening it only asks when the link's act matters (mail scanners follow links),
 * and the page's button POSTs to act; the token is the proof, without a session (ADR 030).
 */

/** Marks the button's POST, so the page rendered after it does not read the link a second time. */
const CONFIRMED = "confirmed";

export const linkToken = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** True for the render React Router does after the button's POST: the action has answered. */
export const afterConfirming = (request: Request) => new URL(request.url).searchParams.has(CONFIRMED);

export type LinkAnswer = { ok: boolean; message: string; listingId?: string };

/**
 * A link's act done, with its status named: after an action React Router keeps the action's status only when it names
 * one, and the loader that runs after it (a POST to the bare link, without the button's marker) finds the link used.
 */
export const linkDone = (answer: Omit<LinkAnswer, "ok">) => data<LinkAnswer>({ ok: true, ...answer }, { status: 200 });

/** A refused link: 404 for one never issued, 410 for one used, expired or no longer in force. */
export function refusedLink<Reason extends string>(reason: Reason, messages: Record<Reason, MessageDescriptor>) {
  return data<LinkAnswer>(
    { ok: false, message: i18n._(messages[reason]) },
    { status: reason === "unknown" ? 404 : 410 },
  );
}

type Props = {
  heading: ReactNode;
  /** The answer to the link or to its button, once there is one. */
  shown: LinkAnswer | null | undefined;
  /** The question and the button that act, when opening the link only asked. */
  confirm: { path: string; token: string; question: ReactNode; button: ReactNode } | null;
  /** Under a good answer. */
  after?: ReactNode;
  /** With neither an answer nor a question: a page reloaded after its POST. */
  fallback: ReactNode;
};

export function OneTimeLinkPage({ heading, shown, confirm, after, fallback }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
      {shown ? (
        <>
          <p
            role="status"
            className={`mt-4 rounded-md px-4 py-3 font-medium ${shown.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
          >
            {shown.message}
          </p>
          {shown.ok ? after : null}
        </>
      ) : confirm ? (
        <Form
          method="post"
          action={`${confirm.path}?token=${encodeURIComponent(confirm.token)}&${CONFIRMED}`}
          className="mt-4"
        >
          <p className="text-gray-700">{confirm.question}</p>
          <button
            type="submit"
            className="mt-4 min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {confirm.button}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-gray-700">{fallback}</p>
      )}
    </div>
  );
}
