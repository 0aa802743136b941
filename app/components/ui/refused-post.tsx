import type { ReactNode } from "react";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";

/**
 * The page a form's post leads to only when the server refused it (a booking decision, a no-show mark, a review's
 * vote or reply posted without JavaScript): what was refused, and the way back to where the form was.
 */
export function RefusedPost({
  heading,
  message,
  back,
}: {
  heading: ReactNode;
  message: string | undefined;
  back?: { to: string; label: ReactNode };
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
      {message ? (
        <div className="mt-4">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      ) : null}
      {back ? (
        <Link to={back.to} className="mt-6 inline-block font-semibold text-brand-700 underline">
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}
