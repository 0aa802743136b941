// What the wizard says about a submission; plain strings, so the banner on the home page carries no schema code.
export const SUBMIT_MESSAGES = {
  logIn: "Please log in to submit a listing.",
  submitted: "Your stay listing has been submitted!",
  updated: "Your listing has been updated and is waiting for approval again.",
  failed: "Failed to submit. Try again later.",
  invalid: "Please fix the following before submitting:",
} as const;
