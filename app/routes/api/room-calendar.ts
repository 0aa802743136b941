import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { changeRoomDays, roomCalendar } from "~/features/bookings/room-calendar.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/room-calendar";

/** GET /api/v1/room-types/:id/calendar?from=YYYY-MM-DD: the owner's month of one room type, day by day. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  const calendar = await roomCalendar(params.id, user, new URL(request.url).searchParams.get("from"));
  if (!calendar) return data({ error: t`Room type not found.` }, { status: 404 });
  return calendar;
}

/** POST JSON {from, to, blockedRooms, rate?}: blocks or frees rooms and sets the rate on those days. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  const outcome = await changeRoomDays(request, params.id, user, true);
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, { status: outcome.status });
  return { changed: outcome.changed };
}
