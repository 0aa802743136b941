import { msg } from "@lingui/core/macro";

// The enquiry form's fixed words; plain values, so the listing page's form carries no schema code.
/** One tap fills the message with a question seekers ask most, in the page's language (`i18n._`). */
export const ENQUIRY_STARTERS = [
  msg`Is this still available?`,
  msg`I would like to visit`,
  msg`What is the final price?`,
];

/** Bots fill every field they find; people never see this one. Anything in it discards the enquiry silently. */
export const ENQUIRY_HONEYPOT = "website";
