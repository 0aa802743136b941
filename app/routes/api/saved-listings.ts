import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  FAVOURITE_MESSAGES,
  savedListingIds,
  savedListingSchema,
  setFavourite,
} from "~/features/favourites/favourites.server";
import { quotaRefusalResponse } from "~/features/listings/listings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-listings";

/**
 * The saved listings alone, in the shape this address has always answered: an alias of /api/v1/me/favourites for
 * clients written before the hearts became one (ADR 047).
 */

/** GET /api/v1/saved-listings: the ids of the signed-in user's saved listings, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  return { listingIds: await savedListingIds(user.id) };
}

/** POST /api/v1/saved-listings with JSON {listingId, saved}: saves or unsaves one public listing. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  const body = await readSubmission(request, savedListingSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body) }, { status: body.status });
  const { listingId, saved } = body.value;
  const outcome = await setFavourite(user.id, { listingId }, saved);
  if (outcome === "not-found") return data({ error: FAVOURITE_MESSAGES.notFound }, { status: 404 });
  if (outcome !== "done") return quotaRefusalResponse(outcome);
  return { listingId, saved };
}
