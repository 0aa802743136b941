import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { accountExport } from "~/features/accounts/account-export.server";
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  removeProfilePhoto,
  requestEmailChange,
  type SettingsOutcome,
  setProfilePhoto,
  updateProfile,
} from "~/features/accounts/account-settings.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  PHOTO_FIELD,
  photoSchema,
  profileSchema,
} from "~/features/accounts/settings-schema";
import { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from "~/features/photos/photos";
import { firstFieldError } from "~/lib/field-errors";
import { readSubmission, refusalMessage, type Submission } from "~/lib/form-submission.server";
import type { RouteHandle } from "~/lib/route-handle";
import { type CurrentUser, getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/settings";

/** POST …/photo carries one image; every other body here is read with the JSON limit. */
export const handle: RouteHandle = {
  bodyLimit: { bytes: UPLOAD_BODY_LIMIT, tooLarge: { error: UPLOAD_MESSAGES.tooLarge } },
};

const NO_STORE = { "Cache-Control": "private, no-store" };
const JSON_BODY = { json: true } as const;

const answer = (body: Record<string, unknown>, status = 200, headers?: HeadersInit) => {
  const all = new Headers(headers);
  all.set("Cache-Control", NO_STORE["Cache-Control"]);
  return data(body, { status, headers: all });
};

function answerOutcome(outcome: SettingsOutcome, extra: Record<string, unknown> = {}) {
  if (outcome.ok) return answer({ message: outcome.message, ...extra }, 200, outcome.headers);
  const first = firstFieldError(outcome.fieldErrors);
  const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return answer(
    { error: outcome.message ?? first?.message, field: first?.field, fieldErrors: outcome.fieldErrors },
    outcome.status,
    headers,
  );
}

/** A refused body is answered with its own problem; a checked one goes to the change. */
async function settle<T>(submission: Submission<T>, change: (checked: Submission<T>) => Promise<SettingsOutcome>) {
  if (!submission.ok && submission.message) return answer({ error: refusalMessage(submission) }, submission.status);
  return answerOutcome(await change(submission));
}

function settingsOf(user: CurrentUser) {
  const { name, email, mobileNumber, photoUrl } = user;
  return { name, email, mobileNumber, photoUrl };
}

/** A change to what GET answers is answered with the settings as they now are. */
async function answerWithSettings(request: Request, outcome: SettingsOutcome) {
  if (!outcome.ok) return answerOutcome(outcome);
  const updated = await getCurrentUser(request);
  return answerOutcome(outcome, { settings: updated && settingsOf(updated) });
}

/**
 * GET /api/v1/me/settings: the account's editable fields; GET /api/v1/me/settings/export: everything
 * held about the signed-in user, as a file to keep.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (params.action !== undefined && params.action !== "export") return answer({ error: t`Not found.` }, 404);
  if (!user) return answer({ error: t`Not logged in.` }, 401);
  if (params.action === undefined) return answer({ settings: settingsOf(user) });
  return new Response(JSON.stringify(await accountExport(user.id), null, 2), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="gharstay-my-data.json"',
    },
  });
}

/** Which methods each address takes; confirm-email is the only one a visitor may use (the link is the proof). */
const ACTIONS: Record<string, string[]> = {
  "": ["PATCH"],
  photo: ["POST", "DELETE"],
  "change-password": ["POST"],
  "change-email": ["POST"],
  "confirm-email": ["POST"],
  account: ["DELETE"],
};

/**
 * PATCH /api/v1/me/settings {name, mobileNumber}; POST …/photo (a multipart form with the file as
 * `photo`), DELETE …/photo; POST …/change-password {currentPassword, newPassword,
 * confirmPassword}; POST …/change-email {newEmail, currentPassword}; POST …/confirm-email {token};
 * DELETE …/account {confirmation: "DELETE", currentPassword}. The settings page's rules and messages.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const name = params.action ?? "";
  const methods = ACTIONS[name];
  if (!methods) return answer({ error: t`Not found.` }, 404);
  if (!methods.includes(request.method))
    return answer({ error: t`Method not allowed.` }, 405, { Allow: methods.join(", ") });
  if (name === "confirm-email") {
    return settle(await readSubmission(request, confirmEmailSchema, JSON_BODY), (s) =>
      confirmEmailChange(s.ok ? s.value.token : ""),
    );
  }
  const user = await getCurrentUser(request);
  if (!user) return answer({ error: t`Not logged in.` }, 401);
  switch (name) {
    case "photo": {
      if (request.method === "DELETE") return answerWithSettings(request, await removeProfilePhoto(user));
      const submission = await readSubmission(request, photoSchema, { limit: UPLOAD_BODY_LIMIT, files: PHOTO_FIELD });
      if (!submission.ok && submission.message) return answer({ error: refusalMessage(submission) }, submission.status);
      return answerWithSettings(request, await setProfilePhoto(user, submission.files));
    }
    case "change-password":
      return settle(await readSubmission(request, changePasswordSchema, JSON_BODY), (s) =>
        changePassword(user, request, s),
      );
    case "change-email":
      return settle(await readSubmission(request, changeEmailSchema, JSON_BODY), (s) => requestEmailChange(user, s));
    case "account":
      return settle(await readSubmission(request, deleteAccountSchema, JSON_BODY), (s) =>
        deleteAccount(user, request, s),
      );
    default: {
      const submission = await readSubmission(request, profileSchema, JSON_BODY);
      if (!submission.ok && submission.message) return answer({ error: refusalMessage(submission) }, submission.status);
      return answerWithSettings(request, await updateProfile(user, submission));
    }
  }
}
