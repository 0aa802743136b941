import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { comparedItemById } from "~/features/buying/compare.server";
import { defaultLoan, EMI_STARTING_RATE, EMI_STARTING_YEARS, loanSchedule } from "~/features/buying/emi";
import { readEmi } from "~/features/buying/emi-schema";
import { EmiCalculator, EmiResults } from "~/features/buying/emi-views";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/emi";

export const handle = visitorsWithoutReact;

/**
 * `/emi?loan&rate&tenure&for=<listing or project id>`: the calculator's GET form answered by the server, so it works
 * without a script. `for` only names the home it was opened from (its name, a way back, 80 % of its price to start).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const item = await comparedItemById(query.get("for") ?? "");
  const home = item && { id: item.id, name: item.name, href: item.href };
  const asked = ["loan", "rate", "tenure"].some((name) => query.has(name));
  if (!asked) {
    const loan = item?.forSale && item.price !== null ? String(defaultLoan(item.price)) : "";
    return { home, values: { loan, rate: EMI_STARTING_RATE, tenure: EMI_STARTING_YEARS }, errors: {}, schedule: null };
  }
  const { values, terms, errors } = readEmi(Object.fromEntries(query));
  const schedule = terms && loanSchedule(terms);
  return data({ home, values, errors, schedule }, { status: schedule ? 200 : 400 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.home?.name;
  return [
    { title: name ? t`EMI for ${name} | GharStay` : t`EMI calculator | GharStay` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Emi({ loaderData }: Route.ComponentProps) {
  const { home, values, errors, schedule } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {home ? (
        <Link to={home.href} className="font-semibold text-brand-700 hover:underline">
          ← <Trans>Back to {home.name}</Trans>
        </Link>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        {home ? <Trans>EMI for {home.name}</Trans> : <Trans>Home loan EMI</Trans>}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div>
          <EmiCalculator values={values} errors={errors} itemId={home?.id} />
        </div>
        {/* min-w-0: a grid item otherwise grows to its table and widens the page on a phone. */}
        <div className="min-w-0 lg:col-span-2">{schedule ? <EmiResults schedule={schedule} /> : null}</div>
      </div>
    </div>
  );
}
