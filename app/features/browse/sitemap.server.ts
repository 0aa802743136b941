import { findSupportedCity, SERVED_CITIES } from "~/content/cities";
import { CITY_SERVICES } from "~/content/city-services";
import { PROJECT_SERVICES } from "~/content/project-services";
import { STAY_KINDS } from "~/content/stay-kinds";
import { listingSitemapEntries } from "~/features/listings/listings.server";
import { projectSitemapEntries } from "~/features/projects/projects.server";
import { localitySitemapEntries } from "~/features/search/search.server";
import { escapeHtml } from "~/lib/html";
import { LANGUAGE_TAG, LOCALES, pathInLocale } from "~/lib/i18n";

/** One sitemap file holds at most 50,000 addresses; every page is listed once per language. */
const MAX_URLS = 50_000 / LOCALES.length;
const MAX_PROJECTS = 5_000;

const BROWSE_PAGES = [
  "/",
  "/explore",
  ...STAY_KINDS.map((kind) => kind.path),
  "/NewlyProject",
  ...SERVED_CITIES.map((city) => `/project/${city.slug}`),
  ...CITY_SERVICES.map((service) => `/services/${service.url}`),
  ...PROJECT_SERVICES.map((service) => `/ProjectService/${service.url}`),
  "/Sellrent",
  "/city",
  "/buy",
  "/service",
  "/about",
  "/ourteams",
  "/contact",
  "/privacy-policy",
];

/**
 * The sitemap: browse pages, projects and the newest approved listings, as absolute addresses, each in English and
 * in Hindi, and each naming its other-language twin (and English as the default) the way search engines read it.
 */
export async function sitemapXml(publicUrl: string): Promise<string> {
  const projectRows = await projectSitemapEntries(MAX_PROJECTS);
  const localityPaths = (await localitySitemapEntries())
    .filter((row) => findSupportedCity(row.city))
    .map((row) => `/${row.city.toLowerCase()}/${encodeURIComponent(row.slug)}`);
  const listingRows = await listingSitemapEntries(
    MAX_URLS - BROWSE_PAGES.length - projectRows.length - localityPaths.length,
  );

  const address = (path: string, locale: (typeof LOCALES)[number]) =>
    escapeHtml(`${publicUrl}${pathInLocale(path, locale)}`);
  const alternates = (path: string) =>
    [
      ...LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${address(path, locale)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, "en")}"/>`,
    ].join("");
  const entry = (path: string, modified?: Date) =>
    LOCALES.map(
      (locale) =>
        `<url><loc>${address(path, locale)}</loc>${alternates(path)}${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ""}</url>`,
    ).join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...BROWSE_PAGES.map((path) => entry(path)),
    ...projectRows.map((row) => entry(row.path, row.updatedAt)),
    ...localityPaths.map((path) => entry(path)),
    ...listingRows.map((row) => entry(`/property/${encodeURIComponent(row.id)}`, row.updatedAt)),
    "</urlset>",
  ].join("\n");
}
