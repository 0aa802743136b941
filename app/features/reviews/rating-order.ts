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
