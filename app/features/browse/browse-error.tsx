import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import { Link } from "~/components/ui/links";

/** The two ways on from a browse page that has nothing to show: a page of its kind, or Explore. */
export function WayOn({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="mt-8 flex justify-center gap-4">
      <Link to={to} className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {children}
      </Link>
      <Link to="/explore" className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
        <Trans>Explore stays</Trans>
      </Link>
    </p>
  );
}

/** The error view of the browse pages: a missing project or page says so and offers a way on. */
export function BrowseError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    notFound && typeof error.data === "string" && error.data ? error.data : t`We could not show this page.`;
  return (
    <ErrorView
      title={notFound ? message : t`Something went wrong`}
      message={
        notFound ? t`It may have been removed, or the address may be mistyped.` : t`Please try again in a moment.`
      }
    >
      <WayOn to="/NewlyProject">
        <Trans>See new projects</Trans>
      </WayOn>
    </ErrorView>
  );
}
