import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { quotaRefusalResponse } from "~/features/listings/listings.server";
import {
  SAVED_LISTING_MESSAGES,
  savedListingIds,
  savedListingSchema,
  setSavedListing,
} from "~/features/listings/saved-listings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-listings";

const signIn = () => t`Log in to keep favourites in your account.`;

/** GET /api/v1/saved-listings: the ids of the signed-in user's saved listings, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: signIn() }, { status: 401 });
  return { listingIds: await savedListingIds(user.id) };
}

/** POST /api/v1/saved-listings with JSON {listingId, saved}: saves or unsaves one public listing. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: signIn() }, { status: 401 });
  const body = await readSubmission(request, savedListingSchema, { json: true });
  if (!body.ok) {
    return data({ error: refusalMessage(body) }, { status: body.status });
  }
  const { listingId, saved } = body.value;
  const outcome = await setSavedListing(user.id, listingId, saved);
  if (outcome === "not-found") return data({ error: SAVED_LISTING_MESSAGES.notFound }, { status: 404 });
  if (outcome !== "done") return quotaRefusalResponse(outcome);
  return { listingId, saved };
}
