import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { ACCOUNT_LINK_MESSAGES } from "~/features/accounts/account-links-schema";
import { AuthPanel, formLinkClass } from "~/features/accounts/auth-panel";
import { verifyEmail } from "~/features/accounts/email-verification.server";
import { AFTER_LOG_IN, safeRedirect } from "~/features/accounts/safe-redirect";
import type { Route } from "./+types/verify-email";

export function meta(_: Route.MetaArgs) {
  return [{ title: t`Verify e-mail | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Following the link from the e-mail is the confirmation: the address is verified on this visit. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const verified = await verifyEmail(params.get("token") ?? "");
  // A person who signed up on the way to a page is led back there.
  const next = safeRedirect(params.get("redirectTo"));
  return data({ verified, next: next === AFTER_LOG_IN ? null : next }, { status: verified ? 200 : 400 });
}

/** The page only shows the outcome of this visit; never run the link again behind the user's back. */
export const shouldRevalidate = () => false;

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <AuthPanel title={t`Verify e-mail`} intro={t`Confirming the address of your GharStay account.`}>
      <div className="mt-6 space-y-4">
        {loaderData.verified ? (
          <FormMessage tone="success">{ACCOUNT_LINK_MESSAGES.verified}</FormMessage>
        ) : (
          <FormMessage tone="error">{ACCOUNT_LINK_MESSAGES.verifyLinkInvalid}</FormMessage>
        )}
        <p className="text-center">
          {loaderData.next ? (
            <Link to={loaderData.next} className={formLinkClass}>
              <Trans>Continue where you left off</Trans>
            </Link>
          ) : (
            <Link to="/profile" className={formLinkClass}>
              <Trans>Go to your profile</Trans>
            </Link>
          )}
        </p>
      </div>
    </AuthPanel>
  );
}
