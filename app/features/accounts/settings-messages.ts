import { t } from "@lingui/core/macro";

// What the settings page says after a change, in the reader's language; apart from the schemas, so the pages that
// show them carry no schema code.
export const SETTINGS_SUCCESS = {
  get profile() {
    return t`Your changes have been saved.`;
  },
  get photo() {
    return t`Your profile photo has been updated.`;
  },
  get photoRemoved() {
    return t`Your profile photo has been removed.`;
  },
  get password() {
    return t`Your password has been changed. You have been logged out everywhere else.`;
  },
  get emailRequested() {
    return t`We have sent a link to your new e-mail address. Your e-mail changes when you follow it.`;
  },
  get emailConfirmed() {
    return t`Your e-mail address has been changed and verified.`;
  },
  get deleted() {
    return t`Your account has been deleted.`;
  },
};
