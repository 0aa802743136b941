import { AsyncLocalStorage } from "node:async_hooks";
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { isLocale, LANGUAGE_COOKIE, LOCALES, type Locale, localeOfPath, setI18nSource } from "./i18n";

const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/*.po", { eager: true });

function messagesOf(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [file, catalog] of Object.entries(catalogs)) {
    if (file.split("/").at(-2) === locale) Object.assign(merged, catalog.messages);
  }
  return merged;
}

/** Far more than the messages the code holds; a bound all the same, as any string can be passed as an id. */
const MOST_KEPT_MESSAGES = 10_000;

/** Whether a call to `_` puts nothing into its message: no values, and no formats for them. */
function plainCall(id: string | MessageDescriptor, values?: object, options?: { formats?: unknown }): boolean {
  if (typeof id !== "string" && id.values !== undefined) return false;
  // `<Trans>` passes its values and options (the message, no formats) even when it has none.
  return (values === undefined || Object.keys(values).length === 0) && options?.formats === undefined;
}

/**
 * Lingui formats a message afresh on every call, even one with nothing to put in: a closure per formatter and a pass
 * over its parts. A page of search results asks for a few hundred words (its labels and choices), so each instance
 * keeps its messages without values, which read the same every time. (A message's own text, the fallback passed
 * with it, is the same wherever its id is used.)
 */
function keepingPlainMessages(instance: I18n): I18n {
  const translate = instance._.bind(instance) as (...args: unknown[]) => string;
  const kept = new Map<string, string>();
  instance._ = ((id: string | MessageDescriptor, values?: object, options?: { formats?: unknown }) => {
    const key = typeof id === "string" ? id : id.id;
    if (!key || !plainCall(id, values, options)) return translate(id, values, options);
    let text = kept.get(key);
    if (text === undefined) {
      text = translate(id, values, options);
      if (kept.size >= MOST_KEPT_MESSAGES) kept.clear();
      kept.set(key, text);
    }
    return text;
  }) as I18n["_"];
  return instance;
}

const instances = Object.fromEntries(
  LOCALES.map((locale) => {
    const instance = setupI18n({ locale, messages: { [locale]: messagesOf(locale) } });
    // A message written since the catalogs were last extracted still reads, in English, on the server.
    instance.setMessagesCompiler(compileMessage);
    return [locale, keepingPlainMessages(instance)];
  }),
) as Record<Locale, I18n>;

const active = new AsyncLocalStorage<I18n>();
setI18nSource(() => active.getStore() ?? instances.en);

/** The instance of one language, for work that is not a request (an e-mail to someone who reads Hindi). */
export function i18nOf(locale: Locale): I18n {
  return instances[locale];
}

/** Runs `work` with `locale` as the language every `t` and `<Trans>` below it speaks. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return active.run(instances[locale], work);
}

/**
 * The language an `Accept-Language` header prefers among ours: the one with the highest weight, English on a tie
 * (the default), or null when it names neither.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (acceptLanguage ?? "").slice(0, 512).split(",")) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const locale = tag.split("-")[0];
    if (!isLocale(locale)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
}

/** Built once: every page request reads the cookie. */
const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language a visitor chose with the switch, if any. */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | null {
  const match = LANGUAGE_COOKIE_VALUE.exec(cookieHeader ?? "");
  return match && isLocale(match[1]) ? match[1] : null;
}

/** Pages speak the language of their address; the JSON API the one its caller's `Accept-Language` prefers. */
export function requestLocale(pathname: string, acceptLanguage: string | null | undefined): Locale {
  if (pathname.startsWith("/api/")) return preferredLocale(acceptLanguage) ?? "en";
  return localeOfPath(pathname);
}

/**
 * A first visit to an English page from a browser that prefers Hindi is offered the Hindi page, never sent there:
 * crawlers and people who want English see English at its address.
 */
export function offersHindi(
  pathname: string,
  acceptLanguage: string | null | undefined,
  cookie: string | null | undefined,
) {
  return localeOfPath(pathname) === "en" && !chosenLocale(cookie) && preferredLocale(acceptLanguage) === "hi";
}
