/** The buying part's server entry: what 'Download my data' reads of a person's comparison. */
export { comparedForExport } from "./compare.server";
