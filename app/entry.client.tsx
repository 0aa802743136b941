import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type Locale, localeOfPath, setI18nSource } from "~/lib/i18n";

const hindiCatalogs = import.meta.glob<{ messages: Messages }>("./locales/hi/*.po");

/**
 * English is written in the code, compiled at build time, so an English page fetches nothing more; a Hindi page
 * fetches the Hindi messages, one file.
 */
async function pageI18n(locale: Locale): Promise<I18n> {
  if (locale === "en") return setupI18n({ locale, messages: { en: {} } });
  const loaded = await Promise.all(Object.values(hindiCatalogs).map((load) => load()));
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...loaded.map((c) => c.messages)) } });
}

async function start() {
  const i18n = await pageI18n(localeOfPath(window.location.pathname));
  setI18nSource(() => i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

start();
