import { roomFeed } from "~/features/bookings/room-feed.server";
import type { Route } from "./+types/room-feed";

/**
 * `/calendars/:roomTypeId/:token.ics`: a room type's nights with no room free, as an iCalendar feed that Airbnb,
 * Booking.com or MakeMyTrip import. The token is the only key: a wrong one is a 404, as for a room type that is not.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  const feed = await roomFeed(params.roomTypeId, token);
  if (feed === null) throw new Response("Not Found", { status: 404 });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
