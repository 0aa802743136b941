/** Reading server-rendered pages the way a visitor scans them: card names, links, counts. */

/** A page as the server first sends it: redirects are reported, not followed. */
export async function fetchPage(
  baseUrl: string,
  path: string,
): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

/** A page as a visitor reaches it: a search sentence's redirect to the filters it names is followed (ADR 039). */
export async function visitorPage(baseUrl: string, path: string) {
  const first = await fetchPage(baseUrl, path);
  return first.status === 302 && first.location ? fetchPage(baseUrl, first.location) : first;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };
const decode = (text: string) => text.replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

export type Card = { name: string; href: string };

/** The cards of a results grid: each card's heading links to its page. */
export function cards(html: string): Card[] {
  return [...html.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><\/h3>/g)].map(([, href, name]) => ({
    href: decode(href),
    name: decode(name),
  }));
}

export const names = (html: string) => cards(html).map((card) => card.name);

/** The "N results" heading of an explore page. */
export function resultCount(html: string): number {
  const match = /(\d+) results?</.exec(html);
  if (!match) throw new Error("The page shows no result count");
  return Number(match[1]);
}

export function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
}

export function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decode(match[1]) : undefined;
}

export function description(html: string): string | undefined {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  return match ? decode(match[1]) : undefined;
}

/** The page as read: React's text separators removed. */
export const text = (html: string) => html.replace(/<!-- -->/g, "");
