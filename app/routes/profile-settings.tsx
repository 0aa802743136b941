import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { ACCOUNT_DELETED_PATH } from "~/features/accounts/account-deleted-banner";
import {
  changePassword,
  deleteAccount,
  removeProfilePhoto,
  requestEmailChange,
  type SettingsOutcome,
  setProfilePhoto,
  updateProfile,
} from "~/features/accounts/account-settings.server";
import { phoneVerifiedSince, sendPhoneCode, verifyPhoneCode } from "~/features/accounts/phone-verification.server";
import {
  DataSection,
  DeleteForm,
  EmailForm,
  PasswordForm,
  PhoneForm,
  PhotoForm,
  ProfileForm,
  SETTINGS_FORMS,
  type SettingsForm,
  type SettingsResult,
} from "~/features/accounts/settings-forms";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  PHOTO_FIELD,
  photoSchema,
  profileSchema,
  sendPhoneCodeSchema,
  verifyPhoneSchema,
} from "~/features/accounts/settings-schema";
import { UPLOAD_BODY_LIMIT } from "~/features/photos/photos";
import type { SubmittedValues } from "~/lib/field-errors";
import { readSubmission, type Submission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import type { RouteHandle } from "~/lib/route-handle";
import { type CurrentUser, requireUser } from "~/lib/session.server";
import type { Route } from "./+types/profile-settings";

/** The photo form carries one image; every other form here is read with the ordinary form limit. */
export const handle: RouteHandle = { bodyLimit: { bytes: UPLOAD_BODY_LIMIT } };

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Account settings | GharStay` }, { name: "robots", content: "noindex" }];
}

/** A refusal's Retry-After (too many codes asked for) reaches the browser too, not only the JSON of a fetch. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { id, name, email, mobileNumber, photoUrl } = await requireUser(request);
  return { user: { name, email, mobileNumber, photoUrl, phoneVerifiedAt: await phoneVerifiedSince(id) } };
}

/** Only the fields a form shows again, and only when they fit: passwords and oversized posts never go back. */
function shownAgain(values: SubmittedValues): SubmittedValues {
  const shown: SubmittedValues = {};
  for (const name of ["name", "mobileNumber", "newEmail"]) {
    const value = values[name];
    if (typeof value === "string" && value.length <= 254) shown[name] = value;
  }
  return shown;
}

type Settled = { outcome: SettingsOutcome; values: SubmittedValues };

/** A refused body (too large, unreadable) is answered as it is; otherwise the change decides. */
async function settle<T>(
  submission: Submission<T>,
  change: (checked: Submission<T>) => Promise<SettingsOutcome>,
): Promise<Settled> {
  if (!submission.ok && submission.message) {
    return {
      outcome: { ok: false, status: submission.status, fieldErrors: {}, message: submission.message },
      values: {},
    };
  }
  return { outcome: await change(submission), values: submission.values };
}

async function runForm(form: SettingsForm, user: CurrentUser, request: Request): Promise<Settled> {
  switch (form) {
    case "profile":
      return settle(await readSubmission(request, profileSchema), (s) => updateProfile(user, s));
    case "photo":
      return settle(await readSubmission(request, photoSchema, { limit: UPLOAD_BODY_LIMIT, files: PHOTO_FIELD }), (s) =>
        setProfilePhoto(user, s.files),
      );
    case "remove-photo":
      return settle(await readSubmission(request, photoSchema), () => removeProfilePhoto(user));
    case "password":
      return settle(await readSubmission(request, changePasswordSchema), (s) => changePassword(user, request, s));
    case "email":
      return settle(await readSubmission(request, changeEmailSchema), (s) => requestEmailChange(user, s));
    case "phone-code":
      return settle(await readSubmission(request, sendPhoneCodeSchema), () => sendPhoneCode(user, request));
    case "phone-verify":
      return settle(await readSubmission(request, verifyPhoneSchema), (s) => verifyPhoneCode(user, s));
    case "delete":
      return settle(await readSubmission(request, deleteAccountSchema), (s) => deleteAccount(user, request, s));
  }
}

/** Each form posts to `?form=<name>`, so the action knows which schema to read the body with before reading it. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = SETTINGS_FORMS.find((name) => name === new URL(request.url).searchParams.get("form"));
  if (!form) throw new Response(t`Unknown settings form.`, { status: 400 });
  const { outcome, values } = await runForm(form, user, request);
  if (outcome.ok && form === "delete") throw redirect(ACCOUNT_DELETED_PATH, { headers: outcome.headers });
  if (outcome.ok)
    return data<SettingsResult>({ form, ok: true, message: outcome.message, fieldErrors: {}, values: {} });
  const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data<SettingsResult>(
    { form, ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors, values: shownAgain(values) },
    { status: outcome.status, headers },
  );
}

export default function ProfileSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 px-4 py-10">
      <div>
        <Link to="/profile" className="font-semibold text-brand-700 underline">
          <Trans>Back to profile</Trans>
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-gray-900">
          <Trans>Account settings</Trans>
        </h1>
      </div>
      <ProfileForm user={user} result={actionData} />
      <PhotoForm user={user} result={actionData} />
      <PasswordForm result={actionData} />
      <EmailForm user={user} result={actionData} />
      <PhoneForm user={user} result={actionData} />
      <DataSection />
      <DeleteForm result={actionData} />
    </div>
  );
}
