import { type Messages, setupI18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type Locale, localeOfPath, setI18nSource } from "~/lib/i18n";

// Only the catalogs of the page's own language are fetched: an English page never loads Hindi, nor Hindi English.
const catalogs = {
  en: import.meta.glob<{ messages: Messages }>("./locales/en/*.po"),
  hi: import.meta.glob<{ messages: Messages }>("./locales/hi/*.po"),
} satisfies Record<Locale, unknown>;

async function start() {
  const locale = localeOfPath(window.location.pathname);
  const loaded = await Promise.all(Object.values(catalogs[locale]).map((load) => load()));
  const i18n = setupI18n({ locale, messages: { [locale]: Object.assign({}, ...loaded.map((c) => c.messages)) } });
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
