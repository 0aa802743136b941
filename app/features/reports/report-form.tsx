import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { ListingFormPlace } from "~/components/listing-form-answer";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextAreaField } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { REPORT_REASONS } from "~/content/report-reasons";
import { isPublicListing } from "~/features/listings/listings";
import { localePath } from "~/lib/i18n";
import { REPORT_DETAILS_MAX, type ReportFormResult } from "./report-schema";

/**
 * 'Report this listing' on a public listing, for anyone but its owner; visitors are asked to log in first.
 * A disclosure keeps it out of the way, and it posts to its own address, so it works without JavaScript.
 */
export function ReportListingMaybe({ listingId, status, signedIn, isOwner }: ListingFormPlace) {
  const { t } = useLingui();
  const fetcher = useFetcher<ReportFormResult>();
  if (!isPublicListing({ status }) || isOwner) return null;
  if (!signedIn) {
    return (
      <Link
        to={`/login?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
        className="inline-flex min-h-11 items-center font-semibold text-gray-800 underline"
      >
        <Trans>Report this listing</Trans>
      </Link>
    );
  }
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-gray-900">
        <Trans>Report this listing</Trans>
      </summary>
      {result?.ok ? (
        <div className="mt-3">
          <FormMessage tone="success">{result.message}</FormMessage>
        </div>
      ) : (
        // Nothing on the page changes for its reporter, so its data is not reloaded: after the report that takes the
        // listing off the public pages, that reload answered 404 and "Listing not found" replaced the thanks.
        <fetcher.Form
          method="post"
          action={localePath(`/property/${listingId}/report`)}
          defaultShouldRevalidate={false}
          className="mt-3 space-y-3"
        >
          <fieldset aria-describedby={errors?.reason ? "report-reason-error" : undefined}>
            <legend className="font-medium text-gray-900">
              <Trans>Reason</Trans>
            </legend>
            <div className="mt-1 space-y-1">
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex min-h-11 items-center gap-2 text-gray-900">
                  <input type="radio" name="reason" value={reason} required className="size-4 shrink-0" />
                  {label(reason)}
                </label>
              ))}
            </div>
            {errors?.reason ? (
              <p id="report-reason-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id="report-details"
            label={t`Details`}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            hint={t`Needed when you choose Other`}
            error={errors?.details}
          />
          {result && !result.ok ? <FormMessage tone="error">{result.message}</FormMessage> : null}
          <button type="submit" className={formButtonClass} disabled={fetcher.state !== "idle"}>
            <Trans>Send report</Trans>
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
