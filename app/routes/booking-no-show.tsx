import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { RefusedPost } from "~/components/ui/refused-post";
import { markNoShow } from "~/features/reviews/reviews.server";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-no-show";

/** 'Mark as no-show', posted by the owner from the booking's page from the check-in day until two days after it. */
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
    <RefusedPost
      heading={<Trans>Bookings</Trans>}
      message={actionData?.message}
      back={{ to: `/booking/${params.reference}`, label: <Trans>Back to the booking</Trans> }}
    />
  );
}
