import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { rememberLocale } from "~/features/accounts/account-settings.server";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { env } from "~/lib/env.server";
import { readSubmission } from "~/lib/form-submission.server";
import { isLocale, LANGUAGE_COOKIE, LOCALES, type Locale, pathInLocale } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/language";

const YEAR_S = 365 * 24 * 60 * 60;

const chooseLanguage = () => t`Choose English or हिन्दी.`;

const languageChoiceSchema = z.object({
  to: z.enum(LOCALES, { error: chooseLanguage }),
  next: z.string().optional(),
});

/**
 * Remembers the choice in this browser for a year and opens the same page in that language. The redirect is React
 * Router's own, not the one that keeps the request's language, since changing language is the point.
 */
function switchTo(to: Locale, next: string | null | undefined, status = 302): Response {
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return redirect(pathInLocale(safeRedirect(next, "/"), to), {
    status,
    headers: {
      "Set-Cookie": `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * GET /language?to=hi&next=…: the switch's link. Any page or site can lead a browser here, so it changes this
 * browser's pages and nothing stored.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) throw new Response(chooseLanguage(), { status: 400 });
  return switchTo(to, url.searchParams.get("next"));
}

/**
 * POST /language (the switch of a signed-in user; only our own pages may post, like every POST): also remembers the
 * language for the account, so the e-mails sent to it later speak it.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, languageChoiceSchema);
  if (!submission.ok) throw new Response(submission.message ?? chooseLanguage(), { status: submission.status });
  const user = await getCurrentUser(request);
  if (user) await rememberLocale(user.id, submission.value.to);
  return switchTo(submission.value.to, submission.value.next, 303);
}
