import { isRouteErrorResponse, Link } from "react-router";

/** The error view of the browse pages: a missing project or page says so and offers a way on. */
export function BrowseError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    notFound && typeof error.data === "string" && error.data ? error.data : "We could not show this page.";
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${notFound ? message : "Something went wrong"} | GharStay`}</title>
      <h1 className="text-3xl font-bold text-gray-900">{notFound ? message : "Something went wrong"}</h1>
      <p className="mt-4 text-lg text-gray-700">
        {notFound ? "It may have been removed, or the address may be mistyped." : "Please try again in a moment."}
      </p>
      <p className="mt-8 flex justify-center gap-4">
        <Link
          to="/NewlyProject"
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          See new projects
        </Link>
        <Link to="/explore" className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700">
          Explore stays
        </Link>
      </p>
    </section>
  );
}
