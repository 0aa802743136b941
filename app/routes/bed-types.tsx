import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { SHARING_OPTIONS } from "~/content/listing-options";
import { sharingName } from "~/features/bookings/bed-facts";
import { BED_MESSAGES } from "~/features/bookings/bed-schema";
import { BedTypeForm, type MoveOutAnswer, ResidentsSection } from "~/features/bookings/bed-views";
import { bedOffers, ownerBedListings, saveBedType } from "~/features/bookings/beds.server";
import { listingResidents, recordMoveOut, withdrawMoveOut } from "~/features/bookings/bookings.server";
import { saveListingUpi, upiOf } from "~/features/bookings/upi.server";
import { UpiForm } from "~/features/bookings/upi-form";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/bed-types";

type FieldMessages = Partial<Record<string, string>>;
const noErrors: FieldMessages = {};
/** A move-out form's id: this, then the resident's booking reference. */
const MOVE_OUT_FORM = "move-out:";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const listing = (await ownerBedListings(user.id)).find((own) => own.id === params.listingId);
  if (!listing) {
    throw new Response(t`You can only set up beds of your own PG, hostel or co-living home.`, { status: 404 });
  }
  const [offers, upi, residents] = await Promise.all([
    bedOffers(listing.id),
    upiOf(listing.id),
    listingResidents(user.id, listing.id),
  ]);
  return { listing, offers, upi, residents };
}

/**
 * Saves one sharing type's beds, with `?upi=save|remove` the UPI details the token is paid to, with
 * `?moveOut=<reference>` a resident's move-out date (recorded or changed), or with `?withdrawMoveOut=<reference>` its
 * withdrawal.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const withdrawn = query.get("withdrawMoveOut");
  const moveOut = withdrawn ?? query.get("moveOut");
  if (moveOut !== null) {
    const who = { user, key: null };
    const outcome =
      withdrawn === null ? await recordMoveOut(request, moveOut, who, false) : await withdrawMoveOut(moveOut, who);
    return data(
      {
        formId: `${MOVE_OUT_FORM}${moveOut}`,
        tone: outcome.ok ? ("success" as const) : ("error" as const),
        message: outcome.message,
        fieldErrors: (outcome.ok ? noErrors : (outcome.fieldErrors ?? noErrors)) as FieldMessages,
        values: outcome.ok ? undefined : outcome.values,
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const upiChange = query.get("upi");
  if (upiChange === "save" || upiChange === "remove") {
    const outcome = await saveListingUpi(request, user, params.listingId, {
      remove: upiChange === "remove",
      json: false,
      ownListings: ownerBedListings,
      notYours: BED_MESSAGES.notYours,
    });
    return data(
      {
        formId: "upi",
        tone: outcome.ok ? ("success" as const) : ("error" as const),
        message: outcome.message,
        fieldErrors: (outcome.ok ? noErrors : (outcome.fieldErrors ?? noErrors)) as FieldMessages,
        values: outcome.ok ? undefined : outcome.values,
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const outcome = await saveBedType(request, user, params.listingId, false);
  const sharing = outcome.ok ? null : String(outcome.values?.sharing ?? "");
  return data(
    {
      formId: outcome.ok ? "saved" : sharing,
      tone: outcome.ok ? ("success" as const) : ("error" as const),
      message: outcome.message,
      fieldErrors: (outcome.ok ? noErrors : (outcome.fieldErrors ?? noErrors)) as FieldMessages,
      values: outcome.ok ? undefined : outcome.values,
    },
    { status: outcome.ok ? 200 : outcome.status },
  );
}

export function meta() {
  return [{ title: t`Beds and rents | GharStay` }, { name: "robots", content: "noindex" }];
}

/**
 * The owner's beds of one PG, hostel or co-living home: a form per sharing type, where the token is paid, and the
 * residents with their move-outs.
 */
export default function BedTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, offers, upi, residents } = loaderData;
  const answer = (formId: string) => (actionData?.formId === formId ? actionData : undefined);
  const movedOut = actionData?.formId?.startsWith(MOVE_OUT_FORM) ? actionData : undefined;
  const moveOutAnswer: MoveOutAnswer | undefined = movedOut && {
    reference: movedOut.formId?.slice(MOVE_OUT_FORM.length) ?? "",
    tone: movedOut.tone,
    message: movedOut.message,
    error: movedOut.fieldErrors.moveOut,
    typed: (movedOut.values as Record<string, string> | undefined)?.moveOut?.slice(0, 10),
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/bookings" className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Bookings</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Beds and rents: {listing.name}</Trans>
      </h1>
      {answer("saved") ? (
        <p role="status" className="mt-4 font-semibold text-green-800">
          {answer("saved")?.message}
        </p>
      ) : null}
      {SHARING_OPTIONS.map((sharing) => {
        const offer = offers.find((one) => one.sharing === sharing);
        const refused = answer(sharing);
        return (
          <BedTypeForm
            key={sharing}
            action={`/bookings/beds/${listing.id}`}
            sharing={sharing}
            name={sharingName(sharing)}
            values={(refused?.values as Record<string, string> | undefined) ?? offer ?? {}}
            errors={refused?.fieldErrors}
            message={refused ? { tone: "error", text: refused.message } : undefined}
          />
        );
      })}
      <UpiForm
        action={`/bookings/beds/${listing.id}`}
        values={(answer("upi")?.values as Record<string, string> | undefined) ?? upi}
        saved={upi !== null}
        errors={answer("upi")?.fieldErrors}
        message={
          answer("upi") ? { tone: answer("upi")?.tone ?? "error", text: answer("upi")?.message ?? "" } : undefined
        }
      />
      <ResidentsSection listingId={listing.id} residents={residents} answer={moveOutAnswer} />
    </div>
  );
}
