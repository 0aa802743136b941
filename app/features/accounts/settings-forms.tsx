import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { useForm } from "~/components/ui/use-form";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { formatDate } from "~/lib/format";
import type { z } from "~/lib/zod";
import {
  changeEmailSchema,
  changePasswordSchema,
  DELETE_CONFIRMATION,
  deleteAccountSchema,
  profileSchema,
} from "./settings-schema";

export const SETTINGS_FORMS = [
  "profile",
  "photo",
  "remove-photo",
  "password",
  "email",
  "phone-code",
  "phone-verify",
  "delete",
] as const;
export type SettingsForm = (typeof SETTINGS_FORMS)[number];

/** What the settings action answers one form with; only that form shows it. */
export type SettingsResult = {
  form: SettingsForm;
  ok: boolean;
  message?: string;
  fieldErrors: FieldErrors;
  values: SubmittedValues;
};

export type SettingsUser = {
  name: string;
  email: string;
  mobileNumber: string | null;
  photoUrl: string | null;
  /** When the current mobile number was verified by a code sent to it; null when it is not. */
  phoneVerifiedAt: Date | null;
};

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60";
const secondaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** A value sent back to show again, only as text (passwords are never shown again). */
const echo = (values: SubmittedValues, name: string) => (typeof values[name] === "string" ? values[name] : undefined);

type SectionProps = {
  form: SettingsForm;
  /** Other forms posted from this section (a second button's formAction), whose answers it shows too. */
  alsoPosts?: SettingsForm;
  title: string;
  result: SettingsResult | undefined;
  /** The server's schema, run in the browser first so a mistake shows without a round trip. */
  schema?: z.ZodType;
  children: (own: { errors: FieldErrors; values: SubmittedValues; submitting: boolean }) => React.ReactNode;
  encType?: "multipart/form-data";
  intro?: string;
  danger?: boolean;
};

/** One settings form in its own titled section, posting to the page with its name, showing only its own answer. */
function SettingsSection({ form, alsoPosts, title, result, schema, children, encType, intro, danger }: SectionProps) {
  const navigation = useNavigation();
  const posts = (name: SettingsForm | undefined) => name !== undefined && (name === form || name === alsoPosts);
  const submitting =
    navigation.state === "submitting" &&
    posts(SETTINGS_FORMS.find((name) => navigation.formAction?.endsWith(`form=${name}`)));
  const own = posts(result?.form) && !submitting ? result : undefined;
  const checks = useForm({
    schema,
    show: "each",
    result: own,
    refusal: (answer) => (answer.ok ? null : answer),
  });
  const errors = checks.shown?.fieldErrors ?? {};
  const headingId = `settings-${form}`;
  const { formRef } = checks;

  const { summaryId } = checks;
  // A saved form starts afresh: no password stays typed in it. The button pressed was disabled while saving, which
  // dropped the keyboard to the page's top: it goes on from the word that the change was saved.
  useEffect(() => {
    if (!own?.ok) return;
    formRef.current?.reset();
    if (document.activeElement === document.body) document.getElementById(summaryId)?.focus();
  }, [own, formRef, summaryId]);

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-6 ${danger ? "border-red-300" : "border-gray-200"}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 break-words text-gray-700">{intro}</p> : null}
      <div id={checks.summaryId} tabIndex={-1}>
        {own?.message && !checks.checkedHere ? (
          <p
            role={own.ok ? "status" : "alert"}
            className={`mt-3 rounded-md px-3 py-2 font-medium ${own.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
          >
            {own.message}
          </p>
        ) : null}
      </div>
      <Form
        ref={formRef}
        method="post"
        action={`?form=${form}`}
        encType={encType}
        className="mt-4 grid grid-cols-1 gap-4"
        noValidate
        onSubmit={checks.check}
      >
        {children({ errors, values: own?.values ?? {}, submitting })}
      </Form>
    </section>
  );
}

export function ProfileForm({ user, result }: { user: SettingsUser; result?: SettingsResult }) {
  const { t } = useLingui();
  return (
    <SettingsSection form="profile" title={t`Your details`} result={result} schema={profileSchema}>
      {({ errors, values, submitting }) => (
        <>
          <TextField
            label={t`Name`}
            name="name"
            autoComplete="name"
            defaultValue={echo(values, "name") ?? user.name}
            error={errors.name}
            maxLength={100}
          />
          <TextField
            label={t`Mobile number`}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            defaultValue={echo(values, "mobileNumber") ?? user.mobileNumber ?? ""}
            error={errors.mobileNumber}
            hint={t`10 digits`}
          />
          <button type="submit" className={`${buttonClass} justify-self-start`} disabled={submitting}>
            <Trans>Save changes</Trans>
          </button>
        </>
      )}
    </SettingsSection>
  );
}

export function PhotoForm({ user, result }: { user: SettingsUser; result?: SettingsResult }) {
  // Removing is the same section's second button: its answer shows here too.
  const shown = result?.form === "remove-photo" ? { ...result, form: "photo" as const } : result;
  const { t } = useLingui();
  return (
    <SettingsSection form="photo" title={t`Profile photo`} result={shown} encType="multipart/form-data">
      {({ errors, submitting }) => (
        <>
          {user.photoUrl ? (
            <img
              src={user.photoUrl}
              alt={t`You, as others see you`}
              width={96}
              height={96}
              className="size-24 rounded-full object-cover"
            />
          ) : null}
          <TextField
            label={t`Profile photo`}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            error={errors.photo}
            hint={t`A JPEG, PNG, WebP or AVIF photo of up to 10 MB.`}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass} disabled={submitting}>
              <Trans>Upload photo</Trans>
            </button>
            {user.photoUrl ? (
              <button
                type="submit"
                formAction="?form=remove-photo"
                formEncType="application/x-www-form-urlencoded"
                className={secondaryClass}
              >
                <Trans>Remove photo</Trans>
              </button>
            ) : null}
          </div>
        </>
      )}
    </SettingsSection>
  );
}

export function PasswordForm({ result }: { result?: SettingsResult }) {
  const { t } = useLingui();
  return (
    <SettingsSection
      form="password"
      title={t`Change password`}
      result={result}
      schema={changePasswordSchema}
      intro={t`Every other device you are logged in on will be logged out.`}
    >
      {({ errors, submitting }) => (
        <>
          <CurrentPasswordField error={errors.currentPassword} />
          <TextField
            label={t`New password`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword}
            hint={t`At least 6 characters.`}
          />
          <TextField
            label={t`Confirm new password`}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <button type="submit" className={`${buttonClass} justify-self-start`} disabled={submitting}>
            <Trans>Change password</Trans>
          </button>
        </>
      )}
    </SettingsSection>
  );
}

export function EmailForm({ user, result }: { user: SettingsUser; result?: SettingsResult }) {
  const { t } = useLingui();
  const email = user.email;
  return (
    <SettingsSection
      form="email"
      title={t`Change e-mail`}
      result={result}
      schema={changeEmailSchema}
      intro={t`Your e-mail is ${email}. We send a link to the new address; it changes once you follow it.`}
    >
      {({ errors, values, submitting }) => (
        <>
          <TextField
            label={t`New e-mail`}
            name="newEmail"
            type="email"
            autoComplete="email"
            defaultValue={echo(values, "newEmail")}
            error={errors.newEmail}
            maxLength={254}
          />
          <CurrentPasswordField error={errors.currentPassword} />
          <button type="submit" className={`${buttonClass} justify-self-start`} disabled={submitting}>
            <Trans>Send confirmation link</Trans>
          </button>
        </>
      )}
    </SettingsSection>
  );
}

/**
 * 'Verify phone': a 6-digit code by SMS to the account's mobile number, typed back here. Verify phone comes
 * first in the form, so Enter in the code field verifies rather than sending another code.
 */
export function PhoneForm({ user, result }: { user: SettingsUser; result?: SettingsResult }) {
  const { t } = useLingui();
  const mobileNumber = user.mobileNumber;
  const intro = !mobileNumber
    ? t`Add your mobile number under Profile first, then verify it here.`
    : user.phoneVerifiedAt
      ? t`Your mobile number ${mobileNumber} was verified on ${formatDate(user.phoneVerifiedAt)}.`
      : t`We text a 6-digit code to ${mobileNumber}; type it here to show 'Phone verified' on your listings.`;
  return (
    <SettingsSection form="phone-verify" alsoPosts="phone-code" title={t`Verify phone`} result={result} intro={intro}>
      {({ errors, submitting }) =>
        user.mobileNumber ? (
          <>
            <TextField
              label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              error={errors.code}
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass} disabled={submitting}>
                <Trans>Verify phone</Trans>
              </button>
              <button type="submit" formAction="?form=phone-code" className={secondaryClass} disabled={submitting}>
                <Trans>Send code</Trans>
              </button>
            </div>
          </>
        ) : null
      }
    </SettingsSection>
  );
}

/** What every change that could lock the owner out asks for: their password, so an open session is not enough. */
function CurrentPasswordField({ error }: { error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Current password`}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      error={error}
    />
  );
}

export function DataSection() {
  return (
    <section
      aria-labelledby="settings-data"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="settings-data" className="text-xl font-bold text-gray-900">
        <Trans>Your data</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>A JSON file of everything GharStay holds about you.</Trans>
      </p>
      <Link to="/api/v1/me/settings/export" reloadDocument download className={`${secondaryClass} mt-4`}>
        <Trans>Download my data</Trans>
      </Link>
    </section>
  );
}

export function DeleteForm({ result }: { result?: SettingsResult }) {
  const { t } = useLingui();
  return (
    <SettingsSection
      form="delete"
      title={t`Delete account`}
      result={result}
      schema={deleteAccountSchema}
      danger
      intro={t`This removes your account, your listings with their photos, your saved listings and favourites, and logs you out. The people you talked with keep your conversations, under "Deleted account". It cannot be undone.`}
    >
      {({ errors, submitting }) => (
        <>
          <TextField
            label={t`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.confirmation}
          />
          <CurrentPasswordField error={errors.currentPassword} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:opacity-60"
            disabled={submitting}
          >
            <Trans>Delete my account</Trans>
          </button>
        </>
      )}
    </SettingsSection>
  );
}
