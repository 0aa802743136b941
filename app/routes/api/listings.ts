import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { LISTING_FIELDS, listingSchema } from "~/features/listings/listing-schema";
import {
  createListing,
  OWN_LISTINGS_PAGE_SIZE,
  ownListingRecords,
  quotaRefusalResponse,
} from "~/features/listings/listings.server";
import { SUBMIT_MESSAGES } from "~/features/listings/submit-messages";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { parsePage } from "~/lib/pagination";
import { getCurrentUser } from "~/lib/session.server";
import { IDEMPOTENCY_HEADER } from "~/lib/submission-key";
import type { Route } from "./+types/listings";

/** GET /api/v1/listings?page=N: the signed-in user's own listings, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  const page = parsePage(new URL(request.url).searchParams.get("page") ?? "1");
  if (page === undefined) {
    return data({ error: t`page must be a whole number from 1.` }, { status: 400 });
  }
  const rows = await ownListingRecords(user.id, page);
  return { listings: rows, page, pageSize: OWN_LISTINGS_PAGE_SIZE };
}

/**
 * POST /api/v1/listings: submits a listing (JSON, the wizard's fields plus imageIds); it starts pending.
 * A retry with the same Idempotency-Key gets the first answer and creates nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SUBMIT_MESSAGES.logIn }, { status: 401 });
  const key = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.ok) return data({ error: key.message }, { status: 400 });
  const listing = await readSubmission(request, listingSchema, { json: true, fields: LISTING_FIELDS });
  if (!listing.ok && listing.message) return data({ error: listing.message }, { status: listing.status });
  const outcome = await createListing(user, listing, key.key);
  if (!outcome.ok && "message" in outcome) return quotaRefusalResponse(outcome);
  if (!outcome.ok) return data({ error: SUBMIT_MESSAGES.invalid, errors: outcome.errors }, { status: outcome.status });
  return data({ message: SUBMIT_MESSAGES.submitted, listing: { id: outcome.id, status: "pending" } }, { status: 201 });
}
