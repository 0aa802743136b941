import { Trans } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { EMAIL_BADGE_LABEL } from "~/content/listing-checks";

export type ResendVerificationResult = { ok: boolean; message: string };

/** On the profile: the badge once the address is verified, else a way to get a new link. */
export function EmailVerificationPanel({
  verified,
  result,
}: {
  verified: boolean;
  result: ResendVerificationResult | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <section
      aria-labelledby="email-verification"
      className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="email-verification" className="text-lg font-semibold text-gray-900">
        <Trans>E-mail address</Trans>
      </h2>
      {verified ? (
        <div className="mt-3">
          <VerifiedBadge label={EMAIL_BADGE_LABEL} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-gray-700">
            <Trans>
              Your e-mail address is not verified yet. Follow the link we sent you, and your listings will show a
              verified badge.
            </Trans>
          </p>
          <Form method="post" className="mt-4">
            <button
              type="submit"
              disabled={sending}
              className="min-h-11 rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-70"
            >
              <Trans>Resend verification e-mail</Trans>
            </button>
          </Form>
        </>
      )}
      {result && !sending ? (
        <div className="mt-4">
          <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        </div>
      ) : null}
    </section>
  );
}
