import { Trans, useLingui } from "@lingui/react/macro";
import { type ChartPoint, MonthChart } from "~/components/ui/month-chart";
import { formatMonth, formatRupees, rupeesPer } from "~/lib/format";
import type { Figure, LocalityFigures, MonthPoint, RentType } from "./locality-figures.server";

const chartPoints = (months: MonthPoint[]): ChartPoint[] =>
  months.map((point) => ({ label: formatMonth(point.month), value: point.value }));

function FigureCard({
  title,
  figure,
  months,
  format,
}: {
  title: string;
  figure: Figure;
  months: MonthPoint[];
  format: (value: number) => string;
}) {
  const { t } = useLingui();
  const count = figure.listings;
  return (
    <li className="rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {figure.value === null ? (
        <p className="mt-1 text-gray-700">
          <Trans>Not enough listings yet ({count} of the 5 a figure needs).</Trans>
        </p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-semibold text-gray-900">{format(figure.value)}</p>
          <p className="text-sm text-gray-600">
            <Trans>Median of {count} listings</Trans>
          </p>
          <MonthChart points={chartPoints(months)} format={format} label={t`${title} by month, last 12 months`} />
        </>
      )}
    </li>
  );
}

/** The locality's typical prices from our own approved listings, each with the count behind it and its last year. */
export function LocalityFiguresView({ locality, figures }: { locality: string; figures: LocalityFigures }) {
  const { t } = useLingui();
  const rentTitles: Record<RentType, string> = {
    Rent: t`Median rent of a home`,
    PG: t`Median rent of a PG bed`,
    Room: t`Median rent of a room`,
  };
  const perMonth = (value: number) => rupeesPer(value, "month");
  const perSqFt = (value: number) => {
    const amount = formatRupees(value);
    return t`${amount} per sq ft`;
  };
  return (
    <section aria-labelledby="locality-figures" className="mt-6">
      <h2 id="locality-figures" className="text-2xl font-semibold text-gray-900">
        <Trans>Prices in {locality}</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>From the listings approved on GharStay; a figure is shown once at least 5 listings are behind it.</Trans>
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.rents.map((rent) => (
          <FigureCard
            key={rent.listingType}
            title={rentTitles[rent.listingType]}
            figure={rent.now}
            months={rent.months}
            format={perMonth}
          />
        ))}
        <FigureCard
          title={t`Median sale price per sq ft`}
          figure={figures.salePerSqFt.now}
          months={figures.salePerSqFt.months}
          format={perSqFt}
        />
      </ul>
    </section>
  );
}
