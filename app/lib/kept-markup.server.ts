import { renderToStaticMarkup } from "react-dom/server";
import type { MarkupKeeper } from "~/components/ui/kept-markup";
import { currentLocale } from "./i18n";

/**
 * Keys are a filter's value among others: a crafted address can make new ones without end, so only this many
 * (about a kilobyte each) are kept, the least recently used going first.
 */
const MOST_KEPT = 2_000;

const kept = new Map<string, string>();

/**
 * The server's `MarkupKeeper`, for pages sent without React. Markup depends on the language its words are in, so the
 * language is part of the key. React supports a render started inside another one's component: it restores the
 * outer render's state when the inner one ends.
 */
export const keptMarkup: MarkupKeeper = (key, render) => {
  const fullKey = `${currentLocale()} ${key}`;
  const hit = kept.get(fullKey);
  if (hit !== undefined) {
    kept.delete(fullKey);
    kept.set(fullKey, hit);
    return hit;
  }
  // React's output is a rope of thousands of short pieces. Kept as it is, every page it goes into would walk those
  // pieces again to make its bytes (that doubled the time a search spent there): copied once, it is one flat string.
  const html = Buffer.from(renderToStaticMarkup(render())).toString();
  kept.set(fullKey, html);
  if (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value as string);
  return html;
};
