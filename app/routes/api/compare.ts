import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  addToComparison,
  COMPARE_MESSAGES,
  comparedItemsFor,
  idsFromAddress,
  isItemId,
  ownComparison,
  removeFromComparison,
} from "~/features/buying/compare.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/compare";

/**
 * GET /api/v1/compare?ids=a,b: those listings and projects side by side (up to four); without `ids`, the caller's own
 * comparison (the account's when signed in).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (query.has("ids")) {
    const { ids, tooMany } = idsFromAddress(query.get("ids") ?? "");
    if (tooMany) return data({ error: COMPARE_MESSAGES.tooManyInAddress }, { status: 400 });
    return { items: await comparedItemsFor(ids) };
  }
  return { items: await comparedItemsFor(await ownComparison(request, await getCurrentUser(request))) };
}

const changeSchema = z.object({
  id: z.string({ error: () => COMPARE_MESSAGES.notFound }).refine(isItemId, { error: () => COMPARE_MESSAGES.notFound }),
  compared: z.boolean({ error: () => t`Say whether the home is compared.` }),
});

/** POST /api/v1/compare with JSON {id, compared}: adds a listing or project to the account's comparison, or removes it. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Log in to keep a comparison in your account.` }, { status: 401 });
  const body = await readSubmission(request, changeSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body) }, { status: body.status });
  const { id, compared } = body.value;
  const change = compared ? await addToComparison(request, user, id) : await removeFromComparison(request, user, id);
  if (!change.ok) return data({ error: change.message }, { status: change.status });
  return { ids: change.ids };
}
