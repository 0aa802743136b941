// The enquiry form's fixed words; plain values, so the listing page's form carries no schema code.
/** One tap fills the message with a question seekers ask most. */
export const ENQUIRY_STARTERS = ["Is this still available?", "I would like to visit", "What is the final price?"];

/** Bots fill every field they find; people never see this one. Anything in it discards the enquiry silently. */
export const ENQUIRY_HONEYPOT = "website";
