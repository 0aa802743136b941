import { t } from "@lingui/core/macro";

// What the wizard says about a submission; plain strings, so the banner on the home page carries no schema code.
// Getters: each read is in the language of the page or request (see app/lib/i18n.ts).
export const SUBMIT_MESSAGES = {
  get logIn() {
    return t`Please log in to submit a listing.`;
  },
  get submitted() {
    return t`Your stay listing has been submitted!`;
  },
  get updated() {
    return t`Your listing has been updated and is waiting for approval again.`;
  },
  get failed() {
    return t`Failed to submit. Try again later.`;
  },
  get invalid() {
    return t`Please fix the following before submitting:`;
  },
};
