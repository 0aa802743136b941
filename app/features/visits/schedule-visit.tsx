import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { ListingFormPlace } from "~/components/listing-form-answer";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextAreaField } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { isPublicListing } from "~/features/listings/listings";
import { localePath } from "~/lib/i18n";
import type { VisitFormResult } from "./visit-schema";
import { VisitTimeFields } from "./visit-time-fields";

/**
 * 'Schedule a visit' on an approved listing, for anyone but its owner; visitors are asked to log in first.
 * It posts to its own address, so it works without JavaScript and the listing page keeps no action.
 */
export function ScheduleVisitMaybe({ listingId, status, signedIn, isOwner }: ListingFormPlace) {
  const { t } = useLingui();
  const fetcher = useFetcher<VisitFormResult>();
  if (!isPublicListing({ status }) || isOwner) return null;
  const result = fetcher.data;
  return (
    <section
      aria-labelledby="schedule-visit-heading"
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="schedule-visit-heading" className="text-xl font-bold text-gray-900">
        <Trans>Schedule a visit</Trans>
      </h2>
      {signedIn ? (
        <fetcher.Form method="post" action={localePath(`/property/${listingId}/visit`)} className="mt-4 space-y-3">
          <VisitTimeFields idPrefix="visit" fieldErrors={result?.ok ? undefined : result?.fieldErrors} />
          <TextAreaField
            id="visit-note"
            label={t`Note`}
            name="note"
            rows={2}
            maxLength={500}
            hint={t`Optional`}
            error={result?.ok ? undefined : result?.fieldErrors?.note}
          />
          {result ? <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage> : null}
          <button type="submit" className={formButtonClass} disabled={fetcher.state !== "idle"}>
            <Trans>Request visit</Trans>
          </button>
        </fetcher.Form>
      ) : (
        <Link
          to={`/login?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          <Trans>Log in to schedule a visit</Trans>
        </Link>
      )}
    </section>
  );
}
