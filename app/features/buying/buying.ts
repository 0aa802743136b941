/** The buying part's entry for code that also runs in the browser: the compare buttons and EMI calculator. */
export { AddToCompareButton, ProjectBuyerTools } from "./buyer-tools";
