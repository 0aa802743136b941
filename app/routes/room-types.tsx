import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";

import { addRoomFeed, type FeedView, feedsOf, removeRoomFeed } from "~/features/bookings/feed-poll.server";
import { importRoomCalendar, roomFeedUrl } from "~/features/bookings/room-feed.server";
import { RoomTypeForm } from "~/features/bookings/room-type-form";
import { ownerStayListings, roomTypesOf, saveRoomType } from "~/features/bookings/room-types.server";
import { saveListingUpi, upiOf } from "~/features/bookings/upi.server";
import { UpiForm } from "~/features/bookings/upi-form";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/room-types";

/** Each form's field messages by name: the room types' forms and the UPI form answer through one action. */
type FieldMessages = Partial<Record<string, string>>;
const noErrors: FieldMessages = {};

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const listing = (await ownerStayListings(user.id)).find((own) => own.id === params.listingId);
  if (!listing) throw new Response(t`You can only set up rooms of your own hotel or short stay.`, { status: 404 });
  const roomTypes = await roomTypesOf(listing.id);
  const feeds = Object.fromEntries(roomTypes.map((roomType) => [roomType.id, roomFeedUrl(roomType.id)]));
  const theirFeeds = await feedsOf(roomTypes.map((roomType) => roomType.id));
  return { listing, roomTypes, feeds, theirFeeds, upi: await upiOf(listing.id) };
}

/** Adds a room type, or with `?roomType=ID` changes one; posted as a plain form. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const upiChange = query.get("upi");
  if (upiChange === "save" || upiChange === "remove") {
    const outcome = await saveListingUpi(request, user, params.listingId, {
      remove: upiChange === "remove",
      json: false,
    });
    return data(
      outcome.ok
        ? {
            formId: "upi",
            tone: "success" as const,
            message: outcome.message,
            fieldErrors: noErrors,
            values: undefined,
          }
        : {
            formId: "upi",
            tone: "error" as const,
            message: outcome.message,
            fieldErrors: (outcome.fieldErrors ?? noErrors) as FieldMessages,
            values: outcome.values,
          },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const feedFor = query.get("addFeed") ?? query.get("removeFeed");
  if (feedFor) {
    const adding = query.has("addFeed");
    const outcome = adding
      ? await addRoomFeed(request, user, params.listingId, feedFor)
      : await removeRoomFeed(user, params.listingId, feedFor);
    return data(
      {
        formId: adding ? `feed-${feedFor}` : "feeds",
        tone: outcome.ok ? ("success" as const) : ("error" as const),
        message: outcome.message,
        fieldErrors: noErrors,
        values: "values" in outcome ? outcome.values : undefined,
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const importFor = query.get("import");
  if (importFor) {
    const outcome = await importRoomCalendar(request, user, params.listingId, importFor);
    return data(
      {
        formId: `import-${importFor}`,
        tone: outcome.ok ? ("success" as const) : ("error" as const),
        message: outcome.message,
        fieldErrors: noErrors,
        values: undefined,
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const roomTypeId = query.get("roomType");
  const outcome = await saveRoomType(request, user, params.listingId, roomTypeId, false);
  if (outcome.ok) return redirect(`/bookings/rooms/${params.listingId}`, 303);
  return data(
    {
      formId: roomTypeId ?? "new",
      tone: "error" as const,
      message: outcome.message,
      fieldErrors: (outcome.fieldErrors ?? noErrors) as FieldMessages,
      values: outcome.values,
    },
    { status: outcome.status },
  );
}

export function meta() {
  return [{ title: t`Rooms and rates | GharStay` }, { name: "robots", content: "noindex" }];
}

/** The owner's room types of one hotel or short stay, each with its form, and a form for a new one. */
export default function RoomTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { listing, roomTypes, feeds, theirFeeds, upi } = loaderData;
  const answer = (formId: string) => (actionData?.formId === formId ? actionData : undefined);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/bookings" className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Bookings</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Rooms and rates: {listing.name}</Trans>
      </h1>
      {roomTypes.map((roomType) => {
        const refused = answer(roomType.id);
        return (
          <section
            key={roomType.id}
            aria-labelledby={`room-${roomType.id}`}
            className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
          >
            <h2 id={`room-${roomType.id}`} className="mb-3 text-xl font-bold text-gray-900">
              {roomType.name}
            </h2>
            <RoomTypeForm
              action={`/bookings/rooms/${listing.id}?roomType=${roomType.id}`}
              formId={roomType.id}
              values={(refused?.values as typeof roomType | undefined) ?? roomType}
              refusal={refused}
            />
            <TextField
              id={`feed-${roomType.id}`}
              name="feed"
              label={t`Calendar feed for Airbnb, Booking.com or MakeMyTrip`}
              hint={t`Add this address to the other site's calendar import: nights with no room free here show as taken there. Keep it private.`}
              readOnly
              value={feeds[roomType.id]}
              className="mt-4"
            />
            <CalendarImport
              action={`/bookings/rooms/${listing.id}?import=${roomType.id}`}
              id={`import-${roomType.id}`}
              answer={answer(`import-${roomType.id}`)}
            />
            <TheirFeeds
              listingId={listing.id}
              roomTypeId={roomType.id}
              feeds={theirFeeds[roomType.id] ?? []}
              answer={answer(`feed-${roomType.id}`)}
            />
          </section>
        );
      })}
      {answer("feeds") ? (
        <div className="mt-6">
          <FormMessage tone={answer("feeds")?.tone ?? "error"}>{answer("feeds")?.message}</FormMessage>
        </div>
      ) : null}
      <UpiForm
        action={`/bookings/rooms/${listing.id}`}
        values={(answer("upi")?.values as Record<string, string> | undefined) ?? upi}
        saved={upi !== null}
        errors={answer("upi")?.fieldErrors}
        message={
          answer("upi") ? { tone: answer("upi")?.tone ?? "error", text: answer("upi")?.message ?? "" } : undefined
        }
      />
      <section
        aria-labelledby="new-room-heading"
        className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id="new-room-heading" className="mb-3 text-xl font-bold text-gray-900">
          <Trans>Add a room type</Trans>
        </h2>
        <RoomTypeForm
          action={`/bookings/rooms/${listing.id}`}
          formId="new"
          values={
            (answer("new")?.values as Record<string, string> | undefined) ?? {
              maxGuests: 2,
              includedGuests: 2,
              roomCount: 1,
              extraGuestCharge: 0,
              checkInTime: "14:00",
              checkOutTime: "11:00",
              minNights: 1,
              maxNights: 30,
            }
          }
          refusal={answer("new")}
          notice={roomTypes.length === 0 ? t`Add a room type to take bookings.` : undefined}
        />
      </section>
    </div>
  );
}

/** Another site's calendar file for a room type: its stays take rooms here, replacing the last upload's. */
function CalendarImport({
  action,
  id,
  answer,
}: {
  action: string;
  id: string;
  answer?: { tone: "success" | "error"; message: string };
}) {
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
      {/* A file field is as wide as the browser likes (wider than a phone's column): here no wider than the form. */}
      <div className="max-w-full min-w-0">
        <label htmlFor={id} className="block font-medium text-gray-900">
          <Trans>Calendar file from another site (.ics)</Trans>
        </label>
        <input
          id={id}
          type="file"
          name="calendar"
          accept=".ics,text/calendar"
          required
          className="mt-1 block max-w-full"
        />
      </div>
      <button type="submit" className={formButtonClass}>
        <Trans>Import calendar</Trans>
      </button>
      {answer ? (
        <div className="w-full">
          <FormMessage tone={answer.tone}>{answer.message}</FormMessage>
        </div>
      ) : null}
    </Form>
  );
}

/** The other sites' calendar addresses this room type reads every 15 minutes, each with its last read, and one more. */
function TheirFeeds({
  listingId,
  roomTypeId,
  feeds,
  answer,
}: {
  listingId: string;
  roomTypeId: string;
  feeds: FeedView[];
  answer?: { tone: "success" | "error"; message: string; values?: Record<string, string> };
}) {
  const { t } = useLingui();
  const id = `feed-url-${roomTypeId}`;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-gray-900">
        <Trans>Calendars from other sites</Trans>
      </h3>
      {feeds.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {feeds.map((feed) => (
            <li key={feed.id} className="rounded border border-gray-200 p-3">
              <p className="break-all text-gray-900">{feed.url}</p>
              <p className={feed.failed ? "text-red-700" : "text-gray-700"}>{feed.status}</p>
              <Form method="post" action={`/bookings/rooms/${listingId}?removeFeed=${feed.id}`} className="mt-1">
                <button type="submit" className="font-semibold text-brand-700 underline">
                  <Trans>Remove</Trans>
                  <span className="sr-only"> {feed.url}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form
        method="post"
        action={`/bookings/rooms/${listingId}?addFeed=${roomTypeId}`}
        className="mt-2 flex flex-wrap items-end gap-3"
      >
        <TextField
          id={id}
          name="url"
          type="url"
          label={t`Calendar address from Airbnb, Booking.com or MakeMyTrip`}
          hint={t`Read every 15 minutes: each booking there blocks its nights here.`}
          defaultValue={answer?.values?.url}
          // 16rem before growing: on a phone the address takes its own line, the button below; wider, both share one.
          className="min-w-0 flex-[1_1_16rem]"
          required
        />
        <button type="submit" className={formButtonClass}>
          <Trans>Add calendar</Trans>
        </button>
        {answer ? (
          <div className="w-full">
            <FormMessage tone={answer.tone}>{answer.message}</FormMessage>
          </div>
        ) : null}
      </Form>
    </div>
  );
}
