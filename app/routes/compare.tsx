import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { haversineKm, placeById, placeName } from "~/content/places";
import {
  addToComparison,
  COMPARE_MESSAGES,
  compareAddress,
  comparedFrom,
  comparedFromCookie,
  comparedItemsFor,
  idsFromAddress,
  isItemId,
  ownComparison,
  removeFromComparison,
} from "~/features/buying/compare.server";
import { CompareTable } from "~/features/buying/compare-views";
import { readSubmission } from "~/lib/form-submission.server";
import { currentLocale } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/compare";

/** Depends on the visitor's cookie or account, so never in the page cache; plain HTML for a visitor (ADR 021). */
export const handle = visitorsWithoutReact;

/**
 * `/compare`: the person's own comparison (a cookie for a visitor, the account for a signed-in user);
 * `/compare?ids=a,b`: the comparison that address names, which anyone can be sent.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shared = url.searchParams.has("ids");
  const asked = shared
    ? idsFromAddress(url.searchParams.get("ids") ?? "")
    : { ids: await ownComparison(request, await getCurrentUser(request)), tooMany: false };
  const items = await comparedItemsFor(asked.ids);
  const notes = [
    ...(asked.tooMany ? [COMPARE_MESSAGES.tooManyInAddress] : []),
    ...(items.length < asked.ids.length ? [COMPARE_MESSAGES.gone] : []),
  ];
  const ids = items.map((item) => item.id);
  const near = comparedFrom(request);
  const distances = near
    ? {
        placeId: near.id,
        place: placeName(near, currentLocale()),
        km: items.map((item) => (item.point ? haversineKm(near, item.point) : null)),
      }
    : null;
  return data(
    {
      items,
      sharedIds: shared ? ids : null,
      shareAddress: ids.length > 0 ? compareAddress(ids, near) : null,
      notes,
      distances,
    },
    { status: asked.tooMany ? 400 : 200 },
  );
}

const changeSchema = z.object({
  intent: z.enum(["add", "remove"], { error: () => COMPARE_MESSAGES.notFound }),
  id: z.string({ error: () => COMPARE_MESSAGES.notFound }).refine(isItemId, { error: () => COMPARE_MESSAGES.notFound }),
  ids: z.string().max(1_000).optional(),
  // The place of the 'near' search 'Add to compare' was pressed on; an unknown one is ignored.
  near: z.string().max(100).optional(),
});

/** 'Add to compare' and 'Remove', posted as plain forms; the comparison follows, or this page with why not. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, changeSchema);
  if (!submission.ok) {
    return data({ message: submission.message ?? COMPARE_MESSAGES.notFound }, { status: submission.status });
  }
  const { intent, id, ids, near } = submission.value;
  const place = near ? placeById(near) : undefined;
  // Removing from a shared address shows that address without it: the person's own comparison stays as it is.
  if (intent === "remove" && ids !== undefined) {
    const left = idsFromAddress(ids).ids.filter((kept) => kept !== id);
    return redirect(compareAddress(left, place), { status: 303 });
  }
  const user = await getCurrentUser(request);
  const change =
    intent === "add" ? await addToComparison(request, user, id) : await removeFromComparison(request, user, id);
  if (!change.ok) return data({ message: change.message }, { status: change.status });
  const headers = new Headers();
  if (change.setCookie) headers.append("Set-Cookie", change.setCookie);
  if (intent === "add" && place) headers.append("Set-Cookie", comparedFromCookie(place));
  return redirect("/compare", { status: 303, headers });
}

export function meta() {
  return [{ title: t`Compare | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function Compare({ loaderData, actionData }: Route.ComponentProps) {
  const { items, sharedIds, shareAddress, notes, distances } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Compare</Trans>
      </h1>
      {actionData?.message ? (
        <div className="mt-4">
          <FormMessage tone="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="mt-4 text-gray-800">
          {note}
        </p>
      ))}
      {items.length === 0 ? (
        <div className="mt-6 space-y-4 text-gray-800">
          <p>
            <Trans>Nothing to compare yet. Use 'Add to compare' on up to four listings or projects.</Trans>
          </p>
          <Link to="/explore" className="inline-block font-semibold text-brand-700 underline">
            <Trans>Explore listings</Trans>
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <CompareTable items={items} sharedIds={sharedIds} distances={distances} />
          {shareAddress ? (
            <p className="text-gray-800">
              <Link to={shareAddress} className="font-semibold text-brand-700 underline">
                <Trans>Link to this comparison</Trans>
              </Link>{" "}
              <Trans>(anyone with it sees these homes side by side)</Trans>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
