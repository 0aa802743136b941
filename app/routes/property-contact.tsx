import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { ListingFormAnswer } from "~/components/listing-form-answer";
import { revealOwnerContact } from "~/features/leads/contact-reveals.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/property-contact";

/** 'Show number': recorded, then back to the listing, whose page now carries the owner's e-mail and mobile. */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await revealOwnerContact(await getCurrentUser(request), params.id);
  if (outcome.ok) throw redirect(`/property/${encodeURIComponent(params.id)}#listing-owner`, 303);
  return data({ ok: false, message: outcome.message }, { status: outcome.status });
}

export function meta() {
  return [{ title: t`Owner's number | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyContact({ actionData, params }: Route.ComponentProps) {
  const { t } = useLingui();
  return <ListingFormAnswer title={t`Owner's number`} listingId={params.id} answer={actionData} />;
}
