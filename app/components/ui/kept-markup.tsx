import { createContext, type JSX, useContext } from "react";

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
   * component's props, as JSON, are the usual key.
   */
  inputs: string;
  /**
   * The element's contents. Rendered on its own, outside this page's tree, so it reads no React context: words come
   * from `t` (@lingui/core/macro), never from `useLingui` or `<Trans>`, and there are no router links.
   */
  render: () => React.ReactNode;
} & Omit<JSX.IntrinsicElements[Tag], "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose contents many pages share exactly, such as a filter's list of choices (it differs only in the
 * one chosen). On a page sent without React (ADR 021), its contents are rendered once per key and kept as HTML: on
 * /explore the filter form was a fifth of the server's time for a search, the same few hundred elements each time.
 * On a page that hydrates, the contents are rendered as usual, since React needs its elements there.
 */
export function KeptMarkup<Tag extends keyof JSX.IntrinsicElements>({ as, inputs, render, ...props }: Props<Tag>) {
  const keeper = useContext(MarkupKeeperContext);
  const Element = as as React.ElementType;
  if (!keeper) return <Element {...props}>{render()}</Element>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of `render`, escaped as any other.
  return <Element {...props} dangerouslySetInnerHTML={{ __html: keeper(`${String(as)} ${inputs}`, render) }} />;
}
