import { data, Form } from "react-router";
import { followListingLink, type LinkOutcome } from "~/features/listings/listing-freshness.server";
import type { Route } from "./+types/listing-link";

export function meta() {
  return [{ title: "Your listing | GharStay" }, { name: "robots", content: "noindex" }];
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const REFUSED: Record<Extract<LinkOutcome, { ok: false }>["reason"], string> = {
  used: "This link has already been used. Open your profile to see your listing.",
  expired: "This link has expired. Open your profile to renew your listing.",
  unknown: "This link is not valid. Open your profile to see your listings.",
  "not-public": "This listing can no longer be changed from this link. Open your profile to see it.",
};

/** GET only asks: a mail scanner that follows links must not renew or close anyone's listing. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

/** POST acts, without a session: the token is the owner's proof. */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await followListingLink(tokenOf(request));
  if (outcome.ok) {
    const message =
      outcome.action === "renew"
        ? `Thank you. “${outcome.name}” stays on GharStay for another 60 days.`
        : `“${outcome.name}” is marked rented or sold and no longer shows on GharStay.`;
    return { ok: true, message };
  }
  return data({ ok: false, message: REFUSED[outcome.reason] }, { status: outcome.reason === "unknown" ? 404 : 410 });
}

export default function ListingLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">Your listing</h1>
      {actionData ? (
        <p
          role="status"
          className={`mt-4 rounded-md px-4 py-3 font-medium ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : (
        <Form method="post" action={`/listing-link?token=${encodeURIComponent(loaderData.token)}`} className="mt-4">
          <p className="text-gray-700">Confirm with the button below.</p>
          <button
            type="submit"
            className="mt-4 min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Confirm
          </button>
        </Form>
      )}
    </div>
  );
}
