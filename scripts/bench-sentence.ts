/**
 * `npm run bench:sentence`: the cost of reading one search sentence into filters (ADR 039), as the explore loader and
 * the page cache's key do it on every search. Parses sentences of the phrase table's kinds, 10,000 runs each after a
 * warm-up, and prints the median time of one parse.
 */
import { parseExploreFilters } from "~/content/explore-filters";

const RUNS = 10_000;
const SENTENCES = [
  "girls pg in noida under 10000 with food",
  "नोएडा में लड़कियों का पीजी 10000 से कम",
  "2 bhk flat for rent gomti nagar below 25k",
  "plot lucknow 30 lakh to 50 lakh",
  "hotel in varanasi near assi ghat",
  "the nawab grand",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const params = SENTENCES.map((q) => new URLSearchParams({ q }));
for (let run = 0; run < 1_000; run++) parseExploreFilters(params[run % params.length]);

console.log(`Median cost of parsing one sentence over ${RUNS.toLocaleString("en-IN")} runs:`);
for (const [index, sentence] of SENTENCES.entries()) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    parseExploreFilters(params[index]);
    times.push(Number(process.hrtime.bigint() - start) / 1_000);
  }
  console.log(`  ${median(times).toFixed(1).padStart(6)} µs  ${sentence}`);
}
