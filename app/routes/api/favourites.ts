import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { favouriteSchema, listFavourites, setFavourite } from "~/features/gallery/favourites.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/favourites";

const signIn = () => t`Log in to keep favourites in your account.`;

/** GET /api/v1/favourites: the signed-in user's gallery favourites. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: signIn() }, { status: 401 });
  return data({ favourites: await listFavourites(user.id) });
}

/** POST /api/v1/favourites with JSON {slug, favourite}: marks or unmarks one gallery property. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: signIn() }, { status: 401 });
  const body = await readSubmission(request, favouriteSchema, { json: true });
  if (!body.ok) {
    return data({ error: refusalMessage(body) }, { status: body.status });
  }
  await setFavourite(user.id, body.value.slug, body.value.favourite);
  return data({ favourites: await listFavourites(user.id) });
}
