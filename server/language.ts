import type { RequestHandler } from "express";
import { localeOfPath, pathInLocale } from "~/lib/i18n";
import { chosenLocale, requestLocale, withLocale } from "~/lib/i18n.server";

/** Document requests for pages: not the data requests of client navigation, files, or the API. */
const PAGE_DOCUMENT = /^\/(?!api\/|assets\/|media\/|icons\/|images\/|fonts\/|rera\/|language$)[^.]*$/;

/**
 * Every request is answered in one language: the address's for pages (`/hi/…` is Hindi), `Accept-Language`'s for
 * the JSON API. A visitor who chose Hindi with the switch and opens an English address is taken to the same page
 * in Hindi; English is the `x-default`, so this never happens to a crawler (no cookie) or on a Hindi address.
 */
export function servedLanguage(): RequestHandler {
  return (req, res, next) => {
    const english = localeOfPath(req.path) === "en";
    if (english && req.method === "GET" && PAGE_DOCUMENT.test(req.path)) {
      res.append("Vary", "Cookie");
      if (chosenLocale(req.headers.cookie) === "hi") {
        res.redirect(302, pathInLocale(req.originalUrl, "hi"));
        return;
      }
    }
    withLocale(requestLocale(req.path, req.headers["accept-language"]), next);
  };
}
