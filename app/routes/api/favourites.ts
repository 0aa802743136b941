import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  FAVOURITE_MESSAGES,
  galleryFavouriteSchema,
  galleryFavourites,
  setFavourite,
} from "~/features/favourites/favourites.server";
import { quotaRefusalResponse } from "~/features/listings/listings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/favourites";

/**
 * The gallery's favourites alone, in the shape this address has always answered: an alias of
 * /api/v1/me/favourites for clients written before the hearts became one (ADR 047).
 */

/** GET /api/v1/favourites: the signed-in user's gallery favourites. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  return data({ favourites: await galleryFavourites(user.id) });
}

/** POST /api/v1/favourites with JSON {slug, favourite}: marks or unmarks one gallery property. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  const body = await readSubmission(request, galleryFavouriteSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body) }, { status: body.status });
  const outcome = await setFavourite(user.id, { gallerySlug: body.value.slug }, body.value.favourite);
  if (outcome !== "done" && outcome !== "not-found") return quotaRefusalResponse(outcome);
  return data({ favourites: await galleryFavourites(user.id) });
}
