import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { RedirectAfter } from "./redirect-after";

/** The centred card both account forms sit in. */
export function AuthPanel({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="flex justify-center bg-brand-50 px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-center text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-center text-gray-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}

export const submitButtonClass =
  "w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:cursor-not-allowed disabled:opacity-70";

/** A link inside an account form, as large as a finger needs. */
export const formLinkClass =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800";

/**
 * The region the fields point at: the problem, or the success and, when it names the next page, that
 * page after a pause.
 */
export function FormOutcome({
  id,
  problem,
  success,
  redirectMs = 0,
}: {
  id: string;
  problem: string | null;
  success: { message: string; next?: string } | null;
  redirectMs?: number;
}) {
  return (
    <div id={id} tabIndex={-1}>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {success ? (
        <>
          <FormMessage tone="success">{success.message}</FormMessage>
          {success.next ? <RedirectAfter to={success.next} ms={redirectMs} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** The line under an account form that leads to the other one. */
export function SwitchPrompt({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="text-center text-gray-700">
      {question}{" "}
      <Link to={to} className="font-semibold text-brand-700 underline hover:text-brand-800">
        {label}
      </Link>
    </p>
  );
}
