import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  FAVOURITE_MESSAGES,
  favouriteChangeSchema,
  favouriteItems,
  setFavourite,
} from "~/features/favourites/favourites.server";
import { quotaRefusalResponse } from "~/features/listings/listings.server";
import type { FavouriteChange, FavouritesAnswer } from "~/islands/contracts/heart";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-favourites";

/** GET /api/v1/me/favourites: everything the signed-in user saved with a heart, newest first (ADR 047). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  return { items: await favouriteItems(user.id) } satisfies FavouritesAnswer;
}

/** POST /api/v1/me/favourites with JSON {item, saved}: what every heart sends, a listing or a gallery property. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: FAVOURITE_MESSAGES.signIn }, { status: 401 });
  const body = await readSubmission(request, favouriteChangeSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body) }, { status: body.status });
  const outcome = await setFavourite(user.id, body.value.item, body.value.saved);
  if (outcome === "not-found") return data({ error: FAVOURITE_MESSAGES.notFound }, { status: 404 });
  if (outcome !== "done") return quotaRefusalResponse(outcome);
  const { item, saved } = body.values as FavouriteChange;
  return { item, saved } satisfies FavouriteChange;
}
