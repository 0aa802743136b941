import { LinguiContext } from "@lingui/react";
import { createContext, type JSX, useContext } from "react";
import { UNSAFE_LocationContext as LocationContext } from "react-router";
import { PageHydratesContext } from "~/lib/route-handle";

/**
 * Renders `render()` to HTML, or hands back what it rendered before for the same `key` (and language). Given only
 * where a page is rendered on the server to be sent without React: see `KeptMarkup`.
 */
export type MarkupKeeper = (key: string, render: () => React.ReactNode) => string;

export const MarkupKeeperContext = createContext<MarkupKeeper | null>(null);

type Props<Tag extends keyof JSX.IntrinsicElements> = {
  as: Tag;
  /**
   * Everything `render` reads, as a string: markup rendered for one key is served for every later use of it. A
   * component's props, as JSON, are the usual key; contents that read the page's address (a navigation link marks
   * the current page) put its path in too.
   */
  inputs: string;
  /**
   * The element's contents. Rendered on its own, outside this page's tree, with three of the page's contexts given
   * again: its language (so `<Trans>` and `useLingui` work), that it is not hydrated (so links are plain anchors) and
   * its location (so a navigation link knows the current page). It reads no other context.
   */
  render: () => React.ReactNode;
} & Omit<JSX.IntrinsicElements[Tag], "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose contents many pages share exactly, such as a filter's list of choices (it differs only in the
 * one chosen) or the site's footer. On a page sent without React (ADR 021), its contents are rendered once per key
 * and kept as HTML: on /explore the filter form was a fifth of the server's time for a search, the same few hundred
 * elements each time. On a page that hydrates, the contents are rendered as usual, since React needs its elements
 * there.
 */
export function KeptMarkup<Tag extends keyof JSX.IntrinsicElements>({ as, inputs, render, ...props }: Props<Tag>) {
  const keeper = useContext(MarkupKeeperContext);
  const lingui = useContext(LinguiContext);
  const hydrates = useContext(PageHydratesContext);
  const location = useContext(LocationContext);
  const Element = as as React.ElementType;
  if (!keeper) return <Element {...props}>{render()}</Element>;
  const contents = () => (
    <LinguiContext.Provider value={lingui}>
      <PageHydratesContext.Provider value={hydrates}>
        <LocationContext.Provider value={location}>{render()}</LocationContext.Provider>
      </PageHydratesContext.Provider>
    </LinguiContext.Provider>
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of `render`, escaped as any other.
  return <Element {...props} dangerouslySetInnerHTML={{ __html: keeper(`${String(as)} ${inputs}`, contents) }} />;
}
