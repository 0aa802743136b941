import { data } from "react-router";
import { isSavedSearchId, SAVED_SEARCH_MESSAGES, updateSavedSearchSchema } from "~/features/alerts/saved-search-schema";
import { deleteSavedSearch, updateSavedSearch } from "~/features/alerts/saved-searches.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-search";

const NOT_FOUND = { error: SAVED_SEARCH_MESSAGES.notFound };
const SIGN_IN = SAVED_SEARCH_MESSAGES.signIn;

/** PATCH /api/v1/me/saved-searches/:id with JSON {name?, frequency?} renames or changes alerts; DELETE removes it. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SIGN_IN }, { status: 401 });
  if (request.method === "PATCH") {
    const body = await readSubmission(request, updateSavedSearchSchema, { json: true });
    if (!body.ok) return data({ error: refusalMessage(body), errors: body.fieldErrors }, { status: body.status });
    const search = isSavedSearchId(params.id) ? await updateSavedSearch(user.id, params.id, body.value) : null;
    return search ? { savedSearch: search } : data(NOT_FOUND, { status: 404 });
  }
  if (request.method === "DELETE") {
    const deleted = isSavedSearchId(params.id) && (await deleteSavedSearch(user.id, params.id));
    return deleted ? { message: "Saved search deleted." } : data(NOT_FOUND, { status: 404 });
  }
  return data({ error: "Method not allowed." }, { status: 405 });
}
