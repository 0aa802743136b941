/** The highest page any list serves; a hand-made URL can never ask for something silly. */
export const MAX_PAGE = 10_000;

/** The one reading of a page number: whole digits from 1 to `max`, anything else undefined. */
export function parsePage(value: string | null | undefined, max = MAX_PAGE): number | undefined {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= max ? page : undefined;
}

/** A page number from a URL parameter (?page= unless named): page 1 when missing or bad, the highest page past it. */
export function pageFrom(searchParams: URLSearchParams, name = "page"): number {
  const value = searchParams.get(name);
  if (value !== null && /^\d+$/.test(value) && Number(value) > MAX_PAGE) return MAX_PAGE;
  return parsePage(value) ?? 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };
