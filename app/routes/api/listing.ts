import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { nearestLandmarks, placeName } from "~/content/places";
import { ownerAsSeenBy } from "~/features/leads/contact-reveals.server";
import { LISTING_FIELDS, listingSchema } from "~/features/listings/listing-schema";
import {
  deleteListing,
  listingForView,
  quotaRefusalResponse,
  updateListing,
} from "~/features/listings/listings.server";
import { SUBMIT_MESSAGES } from "~/features/listings/submit-messages";
import { photoJson } from "~/features/photos/photos.server";
import { readSubmission } from "~/lib/form-submission.server";
import { currentLocale } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing";

// Functions: each answer is in the language of the request it answers.
const notFound = () => ({ error: t`Listing not found.` });
const forbidden = () => ({ error: t`You can only change your own listings.` });

/**
 * GET /api/v1/listings/:id: a pending listing is only for its owner and Admins. The owner's e-mail and mobile are
 * null unless this account revealed them today (POST …/contact) or is the owner or an Admin.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  const view = await listingForView(params.id, viewer);
  if (!view) return data(notFound(), { status: 404 });
  const owner = await ownerAsSeenBy(viewer, params.id, view.owner);
  const { latitude, longitude, city } = view.listing;
  // What is near, straight-line, as the listing page shows it (ADR 042).
  const nearby =
    latitude === null || longitude === null
      ? []
      : nearestLandmarks({ lat: latitude, lng: longitude }, city).map(({ place, km }) => ({
          placeId: place.id,
          kind: place.kind,
          name: placeName(place, currentLocale()),
          straightLineKm: Math.round(km * 10) / 10,
        }));
  return { listing: view.listing, owner, photos: view.photos.map(photoJson), nearby };
}

/** PUT /api/v1/listings/:id replaces an owner's listing (back to pending); DELETE removes it with its photos. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  if (request.method === "PUT") {
    const listing = await readSubmission(request, listingSchema, { json: true, fields: LISTING_FIELDS });
    if (!listing.ok && listing.message) return data({ error: listing.message }, { status: listing.status });
    const outcome = await updateListing(user, params.id, listing);
    if (outcome.ok) return { message: SUBMIT_MESSAGES.updated, listing: { id: outcome.id, status: "pending" } };
    if ("message" in outcome) return quotaRefusalResponse(outcome);
    if (outcome.status === 400)
      return data({ error: SUBMIT_MESSAGES.invalid, errors: outcome.errors }, { status: 400 });
    return data(outcome.status === 403 ? forbidden() : notFound(), { status: outcome.status });
  }
  if (request.method === "DELETE") {
    const outcome = await deleteListing(user, params.id);
    if (outcome.ok) return { message: t`Listing deleted.` };
    if (outcome.status === 409) return data({ error: outcome.message }, { status: 409 });
    return data(outcome.status === 403 ? forbidden() : notFound(), { status: outcome.status });
  }
  return data({ error: t`Method not allowed.` }, { status: 405 });
}
