import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/seo";

/** An admin page's meta: like any page's, but never indexed. */
export function adminPageMeta(page: { title: string; description: string }): MetaDescriptor[] {
  return [...pageMeta(page), { name: "robots", content: "noindex" }];
}
