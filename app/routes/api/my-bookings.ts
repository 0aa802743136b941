import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { ownerBookings, travellerBookings } from "~/features/bookings/bookings.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-bookings";

/** GET /api/v1/me/bookings: the user's own stays, and those at their listings (arrivals, departures, requests, to come). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  const [travelling, atMyListings] = await Promise.all([travellerBookings(user.id), ownerBookings(user.id)]);
  return { travelling, atMyListings };
}
