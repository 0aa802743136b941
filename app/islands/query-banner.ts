import { onEach } from "./dom";

/**
 * A banner the server sends hidden because the page's HTML is cached whatever the query: it shows when the
 * address has the `name=value` its `data-query-banner` names (the home page after an account is deleted).
 */
onEach("[data-query-banner]", (banner) => {
  const [name, value] = (banner.dataset.queryBanner ?? "").split("=");
  banner.hidden = new URLSearchParams(window.location.search).get(name) !== value;
});
