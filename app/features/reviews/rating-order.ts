/**
 * 'Best rated' orders listings by a Bayesian average (ADR 040): every listing starts as if it had PRIOR_WEIGHT
 * reviews of PRIOR_MEAN stars, and its own reviews pull it from there. One 5-star review gives 3.9; forty reviews
 * averaging 4.6 give 4.4, so the forty rank first. The prior is fixed rather than the site's running mean, so a
 * listing's place moves only with its own reviews.
 */
export const PRIOR_MEAN = 3.8;
export const PRIOR_WEIGHT = 10;

export function bayesianAverage(count: number, sum: number): number {
  return (PRIOR_WEIGHT * PRIOR_MEAN + sum) / (PRIOR_WEIGHT + count);
}

/** 'Rated 4+' (ADR 050): as many shown reviews as a card needs to show its average, and an average of 4 or more. */
export const RATED_MIN_REVIEWS = 3;
export const RATED_MIN_AVERAGE = 4;

/** Whether a listing with `count` shown reviews adding up to `stars` is 'Rated 4+': whole numbers, no rounding. */
export function ratedHighly(count: number, stars: number): boolean {
  return count >= RATED_MIN_REVIEWS && stars >= RATED_MIN_AVERAGE * count;
}
