import { redirect as routerRedirect } from "react-router";
import { localePath } from "./i18n";

/** React Router's `redirect`, to the same language the request was in: a Hindi page's log-in leads to Hindi pages. */
export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(localePath(url), init);
}
