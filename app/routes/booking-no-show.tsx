import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { markNoShow } from "~/features/reviews/reviews.server";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-no-show";

/** 'Mark as no-show', posted by the owner from the booking's page on or after the check-in day. */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await markNoShow(params.reference, await requireUser(request));
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirect(`/booking/${params.reference}`, 303);
}

export function meta() {
  return [{ title: t`Bookings | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Shown only when the mark was refused. */
export default function BookingNoShow({ actionData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Bookings</Trans>
      </h1>
      {actionData ? (
        <div className="mt-4">
          <FormMessage tone="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      <Link to={`/booking/${params.reference}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to the booking</Trans>
      </Link>
    </div>
  );
}
