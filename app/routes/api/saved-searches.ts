import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { SAVED_SEARCH_MESSAGES, saveSearchSchema } from "~/features/alerts/saved-search-schema";
import { savedSearchesOf, saveSearch } from "~/features/alerts/saved-searches.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-searches";

/** GET /api/v1/me/saved-searches: the signed-in user's saved searches, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SAVED_SEARCH_MESSAGES.signIn }, { status: 401 });
  return { savedSearches: await savedSearchesOf(user.id) };
}

/**
 * POST /api/v1/me/saved-searches with JSON {name, query, frequency}: saves a search (201), or gives one saved before
 * with the same query the name and frequency sent (200).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: SAVED_SEARCH_MESSAGES.signIn }, { status: 401 });
  const body = await readSubmission(request, saveSearchSchema, { json: true });
  if (!body.ok) return data({ error: refusalMessage(body), errors: body.fieldErrors }, { status: body.status });
  const outcome = await saveSearch(user.id, body.value);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data({ error: outcome.message }, { status: outcome.status, headers });
  }
  return data({ savedSearch: outcome.search }, { status: outcome.created ? 201 : 200 });
}
