/** A page number from a URL parameter (?page= unless named), clamped so a hand-made value can never ask for something silly. */
export function pageFrom(searchParams: URLSearchParams, name = "page"): number {
  const page = Number.parseInt(searchParams.get(name) ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };
