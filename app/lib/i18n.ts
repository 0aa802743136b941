import type { I18n } from "@lingui/core";

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` and `hreflang` for each language: the site is for India. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** The language switch names each language in itself, as people look for it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** What an English page offers a browser that prefers Hindi, in Hindi (root's HindiOffer). */
export const HINDI_OFFER = { note: "यह पेज हिन्दी में भी है।", read: "हिन्दी में पढ़ें" } as const;

/**
 * Every Devanagari letter an English page shows: the switch and the offer. `npm run subset-font` keeps exactly
 * these in the small font English pages carry, so they never show as empty boxes where no Devanagari font is
 * installed; a word added here needs that script run again.
 */
export const HINDI_ON_ENGLISH_PAGES: readonly string[] = [LANGUAGE_NAME.hi, HINDI_OFFER.note, HINDI_OFFER.read];

/** The cookie that remembers the language a visitor chose with the switch. */
export const LANGUAGE_COOKIE = "lang";

const HINDI_PREFIX = /^\/hi(?=$|[/?#.])/;

/** Addresses that are not pages keep one address in every language: files, photos, the API. */
const NOT_A_PAGE = /^\/(api|media|assets|icons|images|fonts|rera)\/|^\/[^/?#]+\.[a-z0-9]+(?=$|[?#])/i;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Everything under `/hi/` is Hindi; every other address is English. */
export function localeOfPath(pathname: string): Locale {
  return HINDI_PREFIX.test(pathname) ? "hi" : "en";
}

/** The English address of a page: `/hi/explore?city=Noida` → `/explore?city=Noida`. */
export function withoutLocale(path: string): string {
  if (!HINDI_PREFIX.test(path)) return path;
  const rest = path.replace(HINDI_PREFIX, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another language; addresses that are not pages, and other sites', stay as they are. */
export function pathInLocale(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const english = withoutLocale(path);
  if (locale === "en" || NOT_A_PAGE.test(english)) return english;
  return english === "/" ? "/hi" : english.replace(/^\/(?=[?#]|$)/, "/hi").replace(/^\//, "/hi/");
}

let source: () => I18n = () => {
  throw new Error("No language is active: the server's i18n module or the browser's entry sets one up first.");
};

/** Where `i18n` finds the instance for the current request (server) or page (browser). */
export function setI18nSource(next: () => I18n): void {
  source = next;
}

/** The active language's instance; what `t` from `@lingui/core/macro` calls (see lingui.config.ts). */
export function currentI18n(): I18n {
  return source();
}

/**
 * Lingui's global `i18n` would be shared by every request a server is answering at once. This stand-in forwards
 * each call to the instance of the request being served, so `t` is safe in loaders, actions, meta and e-mails.
 */
export const i18n: I18n = new Proxy({} as I18n, {
  get(_target, key) {
    const instance = source();
    const value = Reflect.get(instance, key, instance);
    return typeof value === "function" ? value.bind(instance) : value;
  },
});

/** The language being served now. */
export function currentLocale(): Locale {
  const locale = source().locale;
  return isLocale(locale) ? locale : "en";
}

/** A path in the language being served now. */
export function localePath(path: string): string {
  return pathInLocale(path, currentLocale());
}

/** The switch goes through `/language`, which remembers the choice, to the same page in the other language. */
export function languageSwitchHref(to: Locale, path: string): string {
  return `/language?${new URLSearchParams({ to, next: path })}`;
}
