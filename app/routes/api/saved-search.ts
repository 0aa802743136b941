import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { isSavedSearchId, SAVED_SEARCH_MESSAGES, updateSavedSearchSchema } from "~/features/alerts/saved-search-schema";
import { deleteSavedSearch, updateSavedSearch } from "~/features/alerts/saved-searches.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-search";

/** PATCH /api/v1/me/saved-searches/:id with JSON {name?, frequency?} renames or changes alerts; DELETE removes it. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SAVED_SEARCH_MESSAGES.signIn }, { status: 401 });
  if (request.method === "PATCH") {
    const body = await readSubmission(request, updateSavedSearchSchema, { json: true });
    if (!body.ok) return data({ error: refusalMessage(body), errors: body.fieldErrors }, { status: body.status });
    const search = isSavedSearchId(params.id) ? await updateSavedSearch(user.id, params.id, body.value) : null;
    return search ? { savedSearch: search } : data({ error: SAVED_SEARCH_MESSAGES.notFound }, { status: 404 });
  }
  if (request.method === "DELETE") {
    const deleted = isSavedSearchId(params.id) && (await deleteSavedSearch(user.id, params.id));
    return deleted
      ? { message: t`Saved search deleted.` }
      : data({ error: SAVED_SEARCH_MESSAGES.notFound }, { status: 404 });
  }
  return data({ error: t`Method not allowed.` }, { status: 405 });
}
