import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextAreaField } from "~/components/ui/field";
import { JsonLd } from "~/components/ui/json-ld";
import { Form, Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { REVIEW_CATEGORY_NAMES, REVIEW_REPORT_REASON_NAMES } from "~/content/review-option-names";
import {
  REVIEW_REMOVAL_REASON_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_TEXT_MAX,
  type ReviewCategory,
} from "~/content/review-options";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { formatDate, formatDateTime, formatMonth, formatNumber } from "~/lib/format";
import type { Page } from "~/lib/pagination";
import type { QueuedReview } from "./review-moderation.server";
import type { ReviewField } from "./review-schema";
import type { RatingSummary, ReviewView, StayReviews } from "./reviews.server";

const cardClass = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm";
const linkClass = "font-semibold text-brand-700 underline";
const secondaryButton =
  "min-h-11 rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50";

/** An average as people read it: one decimal, in the page's digits. */
const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10);

/** Stars for a rating already given, with the number in words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const shown = oneDecimal(rating);
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t`Rated ${shown} out of 5`} className="whitespace-nowrap text-amber-700">
      {"★".repeat(full)}
      <span className="text-gray-400">{"★".repeat(5 - full)}</span>
    </span>
  );
}

/** A group of five radio buttons drawn as stars: it works without JavaScript and reads as '3 stars' aloud. */
export function StarInput({
  name,
  legend,
  checked,
  error,
}: {
  name: string;
  legend: string;
  checked?: number;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-medium text-gray-900">{legend}</legend>
      <div className="star-input">
        {[1, 2, 3, 4, 5].map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              id={`${name}-${value}`}
              name={name}
              value={value}
              defaultChecked={checked === value}
              required
            />
            <label htmlFor={`${name}-${value}`}>
              <span aria-hidden="true">★</span>
              <span className="sr-only">{plural(value, { one: "# star", other: "# stars" })}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A category's name in the page's language. */
function useCategoryName() {
  const { i18n } = useLingui();
  return (category: ReviewCategory) => i18n._(REVIEW_CATEGORY_NAMES[category]);
}

/** 'Stayed 2 nights in March 2027': the stay behind a review. */
export function StayedLine({ review }: { review: ReviewView }) {
  const month = formatMonth(review.stayedFrom);
  const nights = review.nights;
  return (
    <p className="text-sm text-gray-700">
      {plural(nights, { one: `Stayed # night in ${month}`, other: `Stayed # nights in ${month}` })}
    </p>
  );
}

/** One review: its stars, author, stay, text, the owner's reply, and what the reader may do with it. */
export function ReviewCard({ review, children }: { review: ReviewView; children?: React.ReactNode }) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  // An author who deleted their account leaves no name; the review stays, as its stay happened.
  const formerAuthor = review.side === "guest" ? t`A former guest` : t`A former host`;
  const rated = Object.entries(review.categories) as Array<[ReviewCategory, number]>;
  return (
    <li className={cardClass}>
      <p className="flex flex-wrap items-center gap-x-3">
        <Stars rating={review.rating} />
        <span className="font-semibold text-gray-900">{review.authorName || formerAuthor}</span>
        <span className="text-sm text-gray-700">{formatDate(review.createdAt)}</span>
      </p>
      <StayedLine review={review} />
      <p className="mt-2 whitespace-pre-line text-gray-800">{review.body}</p>
      {rated.length > 0 ? (
        <p className="mt-2 text-sm text-gray-700">
          {rated.map(([category, stars]) => `${categoryName(category)} ${stars}/5`).join(" · ")}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 border-l-4 border-gray-300 pl-3">
          <p className="font-semibold text-gray-900">
            <Trans>Reply from the owner</Trans>
          </p>
          <p className="whitespace-pre-line text-gray-800">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}

/** The owner's one reply under a guest's review, as a form that posts without JavaScript. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  return (
    <Form method="post" action={`/reviews/${reviewId}/reply`} className="mt-3 space-y-2">
      <TextAreaField name="reply" label={t`Your public reply`} required maxLength={1000} rows={3} />
      <button type="submit" className={secondaryButton}>
        <Trans>Post reply</Trans>
      </button>
    </Form>
  );
}

/**
 * 'Was this helpful?', counted once per account; a visitor is asked to log in first (`loginTo` names the page to come
 * back to). Everyone reads the count, which 'Most helpful first' orders by.
 */
export function HelpfulForm({ review, voted, loginTo }: { review: ReviewView; voted: boolean; loginTo?: string }) {
  const count = review.helpfulCount;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {loginTo ? (
        <Link to={`/login?redirectTo=${encodeURIComponent(loginTo)}`} className={linkClass}>
          <Trans>Log in to say whether this was helpful</Trans>
        </Link>
      ) : voted ? (
        <p className="text-sm text-gray-700">
          <Trans>You found this helpful.</Trans>
        </p>
      ) : (
        <Form method="post" action={`/reviews/${review.id}/helpful`}>
          <button type="submit" className={secondaryButton}>
            <Trans>Was this helpful?</Trans>
          </button>
        </Form>
      )}
      {count > 0 ? (
        <p className="text-sm text-gray-700">
          {plural(count, { one: "# person found this helpful", other: "# people found this helpful" })}
        </p>
      ) : null}
    </div>
  );
}

/** Average, count and each category's average, as the listing page and the reviews page head them. */
export function RatingSummaryLine({ summary }: { summary: RatingSummary }) {
  const categoryName = useCategoryName();
  if (summary.average === null) return null;
  const average = oneDecimal(summary.average);
  return (
    <div>
      <p className="flex items-center gap-2 text-lg">
        <Stars rating={summary.average} />
        <span className="font-semibold text-gray-900">{average}</span>
        <span className="text-gray-700">{plural(summary.count, { one: "# review", other: "# reviews" })}</span>
      </p>
      {summary.categories.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800 sm:grid-cols-[auto_1fr_auto_1fr]">
          {summary.categories.map(({ category, average: value }) => (
            <div key={category} className="contents">
              <dt>{categoryName(category)}</dt>
              <dd className="font-semibold">{oneDecimal(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

type ReviewedPlace = { id: string; name: string; hotel: boolean; locality: string | null; city: string; url: string };

/**
 * schema.org `AggregateRating` and `Review` for a listing with reviews, on the place itself (a hotel, else a lodging
 * business), as Google's review snippets ask: the rating's scale, the count, and each review's author and rating.
 */
function reviewsLd(place: ReviewedPlace, summary: RatingSummary, reviews: ReviewView[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": place.hotel ? "Hotel" : "LodgingBusiness",
    name: place.name,
    url: place.url,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.locality || undefined,
      addressLocality: place.city,
      addressCountry: "IN",
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round((summary.average ?? 0) * 10) / 10,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    // Google's review snippets need each review's author by name: a review whose author deleted their account still
    // counts in the rating, but is not listed.
    review: reviews
      .filter((review) => review.authorName !== "")
      .map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.body,
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
  };
}

/**
 * The listing page's reviews: average, count, category averages and the newest few, with the rest (and 'most
 * helpful' first) on the listing's reviews page. One section, so the property page includes it in one line.
 */
export function SectionReviews({
  place,
  summary,
  reviews,
  isOwner,
}: {
  place: ReviewedPlace;
  summary: RatingSummary;
  reviews: ReviewView[];
  isOwner: boolean;
}) {
  const { t } = useLingui();
  if (summary.count === 0) return null;
  return (
    <section aria-labelledby="reviews">
      {/* A reply or a vote posted without JavaScript comes back here (#reviews), below the sticky header. */}
      <h2 id="reviews" tabIndex={-1} className="mb-3 scroll-mt-24 text-xl font-semibold text-gray-900">
        {t`Reviews`}
      </h2>
      <RatingSummaryLine summary={summary} />
      <ul className="mt-4 space-y-4">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review}>
            {isOwner && !review.reply ? <ReplyForm reviewId={review.id} /> : null}
            <ReportReviewLink reviewId={review.id} />
          </ReviewCard>
        ))}
      </ul>
      <JsonLd data={reviewsLd(place, summary, reviews)} />
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={`/property/${place.id}/reviews`} className={linkClass}>
          {plural(summary.count, { one: "Read the review", other: "Read all # reviews" })}
        </Link>
        <Link to={`/property/${place.id}/reviews?sort=helpful`} className={linkClass}>
          <Trans>Most helpful first</Trans>
        </Link>
      </p>
    </section>
  );
}

/** A stay's review form, by its booking link's key for a guest who came by it. */
const reviewPath = ({ reference, key }: StayReviews) =>
  `/booking/${reference}/review${key ? `?key=${encodeURIComponent(key)}` : ""}`;

/** What a side of a stay sees on its booking's page: its own review, the other's once revealed, or the invitation. */
export function StayReviewsSection({ state }: { state: StayReviews }) {
  const { t } = useLingui();
  const closesOn = formatDate(state.closesOn);
  const theirsTitle = state.side === "guest" ? t`The owner's review of you` : t`The guest's review`;
  return (
    <section aria-labelledby="stay-reviews-heading" className={`mt-6 ${cardClass}`}>
      {/* A review just written comes back here (#stay-reviews-heading), which takes the focus, not the page's top. */}
      <h2 id="stay-reviews-heading" tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-gray-900">
        <Trans>Reviews</Trans>
      </h2>
      {state.mine ? (
        <>
          <h3 className="mt-3 font-semibold text-gray-900">
            <Trans>Your review</Trans>
          </h3>
          {state.mine.status === "held" ? (
            <p className="text-gray-800">
              <Trans>GharStay's team will check it before it is shown: it has a phone number or a link in it.</Trans>
            </p>
          ) : null}
          {state.mine.status === "removed" ? <RemovedNotice reason={state.mine.removedReason} /> : null}
          <ul className="mt-2">
            <ReviewCard review={state.mine} />
          </ul>
        </>
      ) : state.refusal === null ? (
        <p className="mt-3">
          <Link to={reviewPath(state)} className={formButtonClass}>
            {state.side === "guest" ? t`Write a review` : t`Review your guest`}
          </Link>
          <span className="mt-2 block text-gray-700">
            <Trans>You can write it until {closesOn}.</Trans>
          </span>
        </p>
      ) : (
        <p className="mt-3 text-gray-800">{state.refusal}</p>
      )}
      {state.theirs ? (
        <>
          <h3 className="mt-4 font-semibold text-gray-900">{theirsTitle}</h3>
          <ul className="mt-2">
            <ReviewCard review={state.theirs} />
          </ul>
        </>
      ) : state.theirsWritten ? (
        <p className="mt-4 text-gray-800">
          {state.side === "guest"
            ? t`The owner has reviewed your stay. You will see it once you have written yours, or after ${closesOn}.`
            : t`The guest has reviewed the stay. You will see it once you have written yours, or after ${closesOn}.`}
        </p>
      ) : null}
      {state.mayMarkNoShow ? (
        <Form method="post" action={`/booking/${state.reference}/no-show`} className="mt-4">
          <p className="text-gray-800">
            <Trans>Did the guest not come? Mark it, and the stay cannot be reviewed.</Trans>
          </p>
          <button type="submit" className={`mt-2 ${secondaryButton}`}>
            <Trans>Mark as no-show</Trans>
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** The review form of one side of a stay: overall stars, the kind's categories for a guest, and the text. */
export function ReviewForm({
  state,
  errors = {},
  values = {},
  message,
}: {
  state: StayReviews;
  errors?: FieldErrors<ReviewField>;
  values?: SubmittedValues;
  message?: string;
}) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const starsOf = (name: string) => (values[name] === undefined ? undefined : Number(values[name]));
  return (
    <Form method="post" action={reviewPath(state)} className="mt-6 space-y-5">
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <StarInput
        name="rating"
        legend={state.side === "guest" ? t`Overall rating` : t`Your rating of the guest`}
        checked={starsOf("rating")}
        error={errors.rating}
      />
      {state.categories.map((category) => (
        <StarInput
          key={category}
          name={category}
          legend={categoryName(category)}
          checked={starsOf(category)}
          error={errors[category]}
        />
      ))}
      <TextAreaField
        name="body"
        label={state.side === "guest" ? t`Your review` : t`Your review of the guest`}
        hint={t`20 to 2,000 characters. Phone numbers and links are checked by GharStay's team before the review is shown.`}
        defaultValue={typeof values.body === "string" ? values.body : undefined}
        error={errors.body}
        required
        minLength={20}
        maxLength={REVIEW_TEXT_MAX}
        rows={6}
      />
      <button type="submit" className={formButtonClass}>
        <Trans>Submit review</Trans>
      </button>
    </Form>
  );
}

/** The invitations of 'My bookings' and the owner's 'Bookings': each ended stay still to review, until its window closes. */
export function ReviewInvitations({
  invitations,
  side,
}: {
  invitations: Array<{ reference: string; listingName: string; guestName: string; closesOn: string }>;
  side: "guest" | "host";
}) {
  const { t } = useLingui();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="review-invitations" className="mt-8">
      <h2 id="review-invitations" className="text-2xl font-bold text-gray-900">
        {side === "guest" ? t`Stays to review` : t`Guests to review`}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {invitations.map((invitation) => {
          const closesOn = formatDate(invitation.closesOn);
          const name = side === "guest" ? invitation.listingName : invitation.guestName;
          return (
            <li key={invitation.reference} className={cardClass}>
              <p className="font-semibold text-gray-900">{name}</p>
              <p className="text-gray-700">
                <Trans>You can review this stay until {closesOn}.</Trans>
              </p>
              <Link to={`/booking/${invitation.reference}/review`} className={`mt-2 inline-block ${linkClass}`}>
                {side === "guest" ? t`Write a review` : t`Review your guest`}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the author of a removed review reads on their booking: that it is removed, and the Admin's reason. */
function RemovedNotice({ reason }: { reason: string | null }) {
  return (
    <div className="mt-2">
      <FormMessage tone="error">
        <Trans>GharStay's team removed your review, so nobody else sees it.</Trans>{" "}
        {reason ? <Trans>Why: {reason}</Trans> : null}
      </FormMessage>
    </div>
  );
}

/** 'Report this review' under a shown review: its own page, which asks a visitor to log in first. */
export function ReportReviewLink({ reviewId }: { reviewId: string }) {
  return (
    <Link
      to={`/reviews/${reviewId}/report`}
      className="mt-3 inline-block text-sm font-semibold text-gray-800 underline"
    >
      <Trans>Report this review</Trans>
    </Link>
  );
}

/** The reasons a review may be reported for, and a few words; the answer replaces the form once sent. */
export function ReviewReportForm({
  reviewId,
  outcome,
}: {
  reviewId: string;
  outcome?: { ok: boolean; message: string };
}) {
  const { t, i18n } = useLingui();
  if (outcome?.ok) {
    return (
      <div className="mt-6">
        <FormMessage tone="success">{outcome.message}</FormMessage>
      </div>
    );
  }
  return (
    <Form method="post" action={`/reviews/${reviewId}/report`} className="mt-6 space-y-4">
      {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
      <fieldset>
        <legend className="font-medium text-gray-900">
          <Trans>Why are you reporting it?</Trans>
        </legend>
        <div className="mt-1 space-y-1">
          {REVIEW_REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2 text-gray-900">
              <input type="radio" name="reason" value={reason} required className="size-4 shrink-0" />
              {i18n._(REVIEW_REPORT_REASON_NAMES[reason])}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        name="details"
        label={t`Details`}
        hint={t`Needed when you choose Something else`}
        maxLength={REVIEW_REPORT_DETAILS_MAX}
        rows={3}
      />
      <button type="submit" className={formButtonClass}>
        <Trans>Send report</Trans>
      </button>
    </Form>
  );
}

/** The reports page's action takes a decision on a review at this address (routes/admin/reports.tsx). */
const REVIEW_DECISION_ACTION = "/admin/reports?review";

/** The Admin's reports page: reviews held for a phone number or a link, and reviews readers reported. */
export function ReviewQueueSection({ queue }: { queue: Page<QueuedReview> }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="review-reports-heading" className="space-y-4">
      <h2 id="review-reports-heading" className="text-2xl font-bold text-gray-900">
        <Trans>Held and reported reviews</Trans>
      </h2>
      {queue.items.length === 0 ? (
        <p className="text-gray-700">
          <Trans>No reviews are waiting.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {queue.items.map((review) => {
            const nameId = `review-${review.id}`;
            const author = review.authorName ?? t`Not provided`;
            return (
              <li key={review.id} className="rounded-lg border border-gray-200 p-4">
                <article aria-labelledby={nameId}>
                  <h3 id={nameId} className="text-lg font-semibold">
                    <Link to={`/property/${review.listingId}`} className="text-brand-800 underline">
                      {review.listingName}
                    </Link>
                  </h3>
                  <p className="flex flex-wrap items-center gap-x-3 text-gray-800">
                    <Stars rating={review.rating} />
                    <span>{`${author} (${review.authorEmail ?? ""}), ${formatDate(review.createdAt)}`}</span>
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-gray-900">{review.body}</p>
                  {review.status === "held" ? (
                    <p className="mt-2 font-medium text-amber-900">
                      {review.heldReason === "phone"
                        ? t`Held: it has a phone number in it.`
                        : t`Held: it has a link in it.`}
                    </p>
                  ) : null}
                  <ul className="mt-2 space-y-1">
                    {review.reports.map((report) => {
                      const reportedAt = formatDateTime(report.createdAt);
                      const { reporterName, reporterEmail } = report;
                      return (
                        <li key={report.id} className="text-gray-800">
                          <strong>{i18n._(REVIEW_REPORT_REASON_NAMES[report.reason])}</strong>{" "}
                          <Trans>
                            reported by {reporterName} ({reporterEmail}), {reportedAt}
                          </Trans>
                          {report.details ? <span className="block whitespace-pre-line">{report.details}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                  <div className="mt-3 flex flex-wrap items-start gap-3">
                    <Form method="post" action={REVIEW_DECISION_ACTION}>
                      <input type="hidden" name="reviewId" value={review.id} />
                      <button
                        type="submit"
                        name="decision"
                        value="release"
                        aria-describedby={nameId}
                        className={secondaryButton}
                      >
                        {review.status === "held" ? t`Release the review` : t`Keep the review`}
                      </button>
                    </Form>
                    <Form method="post" action={REVIEW_DECISION_ACTION} className="w-full max-w-lg space-y-2">
                      <input type="hidden" name="reviewId" value={review.id} />
                      <TextAreaField
                        id={`removal-${review.id}`}
                        name="reason"
                        label={t`Why it is removed (its author is told)`}
                        rows={2}
                        required
                        maxLength={REVIEW_REMOVAL_REASON_MAX}
                      />
                      <button
                        type="submit"
                        name="decision"
                        value="remove"
                        aria-describedby={nameId}
                        className="min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                      >
                        <Trans>Remove the review</Trans>
                      </button>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={queue.page}
        pageCount={queue.pageCount}
        label={t`Pages of held and reported reviews`}
        param="reviewPage"
        fragment="review-reports-heading"
      />
    </section>
  );
}

/** On an owner's booking or request: what owners (this one too) said about this guest after earlier stays. */
export function GuestReviewsSection({ guestName, reviews }: { guestName: string; reviews: ReviewView[] }) {
  return (
    <section aria-labelledby="guest-reviews-heading" className={`mt-6 ${cardClass}`}>
      <h2 id="guest-reviews-heading" className="text-xl font-bold text-gray-900">
        <Trans>What owners said about {guestName} after earlier stays</Trans>
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-gray-800">
          <Trans>No owner has reviewed this guest yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
