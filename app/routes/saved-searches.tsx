import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { SaveSearchForm } from "~/features/alerts/save-search-form";
import { DELETED_PARAM } from "~/features/alerts/saved-search-list";
import { SAVED_SEARCH_MESSAGES, savedSearchFormSchema } from "~/features/alerts/saved-search-schema";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "~/features/alerts/saved-searches.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/saved-searches";

const LIST = "/profile?tab=saved-searches";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Save this search | GharStay` }, { name: "robots", content: "noindex" }];
}

/** The forms post here; the list itself lives on /profile, which this page links to. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

/** 'Save search' from explore, and 'Rename', 'Alerts' and 'Delete' from the profile tab. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const body = await readSubmission(request, savedSearchFormSchema);
  if (!body.ok) {
    return data(
      { fieldErrors: body.fieldErrors, values: body.values, message: body.message ?? refusalMessage(body) },
      { status: body.status },
    );
  }
  const form = body.value;
  if (form.intent === "save") {
    const outcome = await saveSearch(user.id, form);
    if (outcome.ok) return redirect(LIST);
    const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return data(
      { fieldErrors: {}, values: body.values, message: outcome.message },
      { status: outcome.status, headers },
    );
  }
  const done =
    form.intent === "delete"
      ? await deleteSavedSearch(user.id, form.id)
      : await updateSavedSearch(user.id, form.id, { name: form.name, frequency: form.frequency });
  if (!done) throw new Response(SAVED_SEARCH_MESSAGES.notFound, { status: 404 });
  // The list says what went, since the search's row is no longer there to show it.
  return redirect(form.intent === "delete" ? `${LIST}&${DELETED_PARAM}=1` : LIST);
}

/** Shown when a form was refused: 'Save search' again with the values kept, and the reason. */
export default function SavedSearchRefused({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-gray-900">
          <Trans>Saved searches</Trans>
        </h1>
        <p className="mt-3">
          <Link to={LIST} className="font-semibold text-brand-700 underline">
            <Trans>Your saved searches</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const { values } = actionData;
  const text = (key: string) => {
    const value = values[key];
    return typeof value === "string" ? value : "";
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Save this search</Trans>
      </h1>
      <SaveSearchForm
        query={text("query")}
        name={text("name")}
        frequency={text("frequency") || undefined}
        errors={actionData.fieldErrors}
        message={actionData.message}
      />
    </div>
  );
}
