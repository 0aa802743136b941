import { queryBanner } from "./contracts/query-banner";
import { onEach } from "./dom";

/**
 * A banner the server sends hidden because the page's HTML is cached whatever the query: it shows when the
 * address has the `name=value` its contract's `when` names (the home page after an account is deleted).
 */
onEach(queryBanner.selector("when"), (banner) => {
  const [name, value] = (queryBanner.read(banner, "when") ?? "").split("=");
  banner.hidden = new URLSearchParams(window.location.search).get(name) !== value;
});
