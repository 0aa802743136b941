/** A list of ids kept in this browser's localStorage under `key`; empty when there is none or it is unreadable. */
export function readStoredIds(key: string): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function storeIds(key: string, ids: Iterable<string>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Storage can be full or switched off; the list then lasts as long as the page.
  }
}
