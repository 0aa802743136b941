import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/links";

const linkClass = "rounded-md border border-gray-400 px-3 py-1.5 font-medium text-gray-900 hover:bg-gray-100";
const disabledClass = "rounded-md border border-gray-200 px-3 py-1.5 text-gray-500";

/**
 * Previous / Next links that keep the page's other URL parameters (its filters). A page with two paged lists names the
 * second one's parameter (`param`) and the element its links return to (`fragment`), so each list pages on its own.
 */
export function Pagination({
  page,
  pageCount,
  label,
  param = "page",
  fragment,
}: {
  page: number;
  pageCount: number;
  label: string;
  param?: string;
  fragment?: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${query ? `${location.pathname}?${query}` : location.pathname}${fragment ? `#${fragment}` : ""}`;
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span className={disabledClass} aria-hidden="true">
          <Trans>Previous</Trans>
        </span>
      )}
      <p className="text-gray-700">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span className={disabledClass} aria-hidden="true">
          <Trans>Next</Trans>
        </span>
      )}
    </nav>
  );
}
