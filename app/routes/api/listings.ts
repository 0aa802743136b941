import { data } from "react-router";
import { readJson } from "~/features/listings/listing-json";
import { SUBMIT_MESSAGES } from "~/features/listings/listing-schema";
import { createListing, OWN_LISTINGS_PAGE_SIZE, ownListingRecords } from "~/features/listings/listings.server";
import { isSameOrigin } from "~/lib/csrf.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listings";

/** GET /api/v1/listings?page=N: the signed-in user's own listings, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: "Please log in." }, { status: 401 });
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) {
    return data({ error: "page must be a whole number from 1." }, { status: 400 });
  }
  const rows = await ownListingRecords(user.id, page);
  return { listings: rows, page, pageSize: OWN_LISTINGS_PAGE_SIZE };
}

/** POST /api/v1/listings: submits a listing (JSON, the wizard's fields plus imageIds); it starts pending. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405 });
  if (!isSameOrigin(request)) return data({ error: SUBMIT_MESSAGES.failed }, { status: 403 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SUBMIT_MESSAGES.logIn }, { status: 401 });
  const outcome = await createListing(user, await readJson(request));
  if (!outcome.ok) return data({ error: SUBMIT_MESSAGES.invalid, errors: outcome.errors }, { status: outcome.status });
  return data({ message: SUBMIT_MESSAGES.submitted, listing: { id: outcome.id, status: "pending" } }, { status: 201 });
}
