import { createContext } from "react";

/**
 * What a route module may declare in its `handle` export. Besides what the page layout reads, the
 * server in front of React Router reads the request policies here, so a route's address is written
 * once, in app/routes.ts, and its policies sit beside its code.
 */
export type RouteHandle = {
  hideFooter?: boolean;
  /** The page has its own action bar at the bottom (the wizard, the Admin desk): the floating help button would cover it. */
  hideHelp?: boolean;
  /**
   * `false`: the page is sent without React Router's scripts and stays the server's HTML (ADR 017).
   * `"signed-in"`: only a signed-in user gets React; a visitor gets the server's HTML, whose controls work
   * through the islands script (ADR 021). The islands (the service worker's registration among them) load on every page.
   */
  hydrate?: false | "signed-in";
  /**
   * The page looks the same to every visitor without a session and changes only with the public
   * content: the server may keep its HTML (ADR 005) under the part of the query this returns; null when this query
   * makes it a page that changes with more than the content (a search with dates), which is then not kept.
   */
  pageCache?: (params: URLSearchParams) => string | null;
  /** The route reads bodies larger than a form's; `tooLarge` is the JSON the 413 answers with. */
  bodyLimit?: { bytes: number; tooLarge?: Record<string, string> };
};

/** For `pageCache`: a page that shows the same whatever its query. */
export const ignoreQuery = (): string => "";

/** Whether a page is sent with React: every matched route allows it, some only to a signed-in user. */
export function pageHydrates(handles: readonly (RouteHandle | undefined)[], signedIn: boolean): boolean {
  return handles.every((handle) => handle?.hydrate === undefined || (handle.hydrate === "signed-in" && signedIn));
}

/**
 * Whether the page being rendered will be hydrated (pageHydrates, given by the layout). A page that will not be is
 * plain HTML in the browser, so its links need nothing of React Router's. Pages render as hydrated outside the layout.
 */
export const PageHydratesContext = createContext(true);

/** The handle of a page with nothing that needs React: a visitor gets the server's HTML and the islands (ADR 021). */
export const visitorsWithoutReact: RouteHandle = { hydrate: "signed-in" };
