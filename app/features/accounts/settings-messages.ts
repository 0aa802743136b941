// What the settings page says after a change; plain strings, so the pages that show them carry no schema code.
export const SETTINGS_SUCCESS = {
  profile: "Your changes have been saved.",
  photo: "Your profile photo has been updated.",
  photoRemoved: "Your profile photo has been removed.",
  password: "Your password has been changed. You have been logged out everywhere else.",
  emailRequested: "We have sent a link to your new e-mail address. Your e-mail changes when you follow it.",
  emailConfirmed: "Your e-mail address has been changed and verified.",
  deleted: "Your account has been deleted.",
} as const;
