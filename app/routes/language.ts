import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { env } from "~/lib/env.server";
import { isLocale, LANGUAGE_COOKIE, pathInLocale } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import { rememberLocale } from "~/lib/user-locale.server";
import type { Route } from "./+types/language";

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language switch: remembers the choice for a year and opens the same page in that language. The redirect is
 * React Router's own, not the one that keeps the request's language, since changing language is the point.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) throw new Response(t`Choose English or हिन्दी.`, { status: 400 });
  const next = safeRedirect(url.searchParams.get("next"), "/");
  const user = await getCurrentUser(request);
  if (user) await rememberLocale(user.id, to);
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return redirect(pathInLocale(next, to), {
    headers: {
      "Set-Cookie": `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
    },
  });
}
