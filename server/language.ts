import encodeUrl from "encodeurl";
import { localeOfPath, pathInLocale } from "~/lib/i18n";
import { chosenLocale, requestLocale, withLocale } from "~/lib/i18n.server";
import { pathOf, type Step } from "./front-door";

/**
 * Document requests for pages: not the data requests of client navigation (`.data`, and `/__manifest`, where a page
 * learns the routes of the links it shows), files, or the API. Nor a path that starts `//` or `/\`: sent back as a
 * Location, a browser reads it as another site (`//evil%2ecom/x`).
 */
const PAGE_DOCUMENT = /^\/(?![/\\]|api\/|assets\/|media\/|icons\/|images\/|fonts\/|rera\/|language$|__manifest$)[^.]*$/;

/**
 * Every request is answered in one language: the address's for pages (`/hi/…` is Hindi), `Accept-Language`'s for
 * the JSON API. A visitor who chose Hindi with the switch and opens an English address is taken to the same page
 * in Hindi; English is the `x-default`, so this never happens to a crawler (no cookie) or on a Hindi address.
 */
export function servedLanguage(): Step {
  return (req, res, next) => {
    const path = pathOf(req);
    const english = localeOfPath(path) === "en";
    if (english && req.method === "GET" && PAGE_DOCUMENT.test(path)) {
      res.appendHeader("Vary", "Cookie");
      if (chosenLocale(req.headers.cookie) === "hi") {
        // Encoded as Express's `res.redirect` encodes it: what is already percent-encoded stays as it is.
        res.writeHead(302, { Location: encodeUrl(pathInLocale(req.url ?? "/", "hi")), "Content-Length": 0 }).end();
        return;
      }
    }
    withLocale(requestLocale(path, req.headers["accept-language"]), next);
  };
}
