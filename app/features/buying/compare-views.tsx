import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "~/components/ui/links";
import type { ComparedItem } from "./compare.server";

/** 1.2: kilometres as the cards of a 'near' search write them. */
const formatKm = (km: number) => km.toLocaleString("en-IN", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

type Row = { term: string; values: Array<string | null> };

/** A row for each area any column has (carpet, built-up, super built-up, plot), in the catalogue's order. */
function areaRows(items: ComparedItem[]): Row[] {
  const terms = [...new Set(items.flatMap((item) => item.areas.map((area) => area.label)))];
  return terms.map((term) => ({
    term,
    values: items.map((item) => item.areas.find((area) => area.label === term)?.value ?? null),
  }));
}

/** After the rows every comparison has, each fact any column has, in the order they first appear. */
function factRows(items: ComparedItem[]): Row[] {
  const factTerms = [...new Set(items.flatMap((item) => item.facts.map((fact) => fact.label)))];
  return factTerms.map((term) => ({
    term,
    values: items.map((item) => item.facts.find((fact) => fact.label === term)?.value ?? null),
  }));
}

/**
 * The homes side by side, a column each. 'Remove' posts; on a shared address (`sharedIds`) the page that follows keeps
 * showing that address, and its distances, without the one removed.
 */
export function CompareTable({
  items,
  sharedIds,
  distances,
}: {
  items: ComparedItem[];
  sharedIds: string[] | null;
  /** Each column's straight-line distance from the place of the 'near' search compared from, if any (ADR 056). */
  distances: { placeId: string; place: string; km: Array<number | null> } | null;
}) {
  const { t } = useLingui();
  const missing = t`Not given`;
  const place = distances?.place;
  const rows: Row[] = [
    { term: t`Price`, values: items.map((item) => item.priceText) },
    ...(distances
      ? [
          {
            term: t`Distance to ${place} (straight line)`,
            values: distances.km.map((km) => (km === null ? null : t`${formatKm(km)} km`)),
          },
        ]
      : []),
    { term: t`Price per sq ft`, values: items.map((item) => item.pricePerSqFt) },
    ...areaRows(items),
    { term: t`Configuration`, values: items.map((item) => item.configuration) },
    { term: t`Possession`, values: items.map((item) => item.possession) },
    ...factRows(items),
  ];
  return (
    <div className="overflow-x-auto">
      {/* On a phone a long word of a value ('Flat/Apartment') may break, so two columns fit beside the row names; the
          row names themselves break between words only, their column as wide as their longest word. */}
      <table className="w-full border-collapse text-left align-top wrap-anywhere sm:wrap-normal">
        <caption className="sr-only">
          <Trans>Homes side by side</Trans>
        </caption>
        <thead>
          <tr>
            <td className="w-20" />
            {items.map((item) => (
              <th key={item.id} scope="col" className="min-w-28 border-b border-gray-300 p-1.5 align-top sm:p-2">
                <Link to={item.href} className="font-semibold text-brand-700 underline">
                  {item.name}
                </Link>
                <p className="text-sm font-normal text-gray-700">{item.place}</p>
                <p className="text-sm font-normal text-gray-700">
                  {item.kind === "project" ? <Trans>Project</Trans> : <Trans>Listing</Trans>}
                </p>
                <Form method="post" action="/compare" reloadDocument className="mt-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={item.id} />
                  {sharedIds ? <input type="hidden" name="ids" value={sharedIds.join(",")} /> : null}
                  {sharedIds && distances ? <input type="hidden" name="near" value={distances.placeId} /> : null}
                  <button
                    type="submit"
                    className="min-h-11 font-semibold text-red-700 underline"
                    aria-label={`${t`Remove`}: ${item.name}`}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </Form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term} className="border-b border-gray-200">
              <th scope="row" className="p-1.5 text-sm font-medium text-gray-700 wrap-normal sm:p-2">
                {row.term}
              </th>
              {row.values.map((value, index) => (
                <td key={items[index].id} className="p-1.5 text-sm text-gray-900 sm:p-2 sm:text-base">
                  {value ?? <span className="text-gray-600">{missing}</span>}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="p-1.5 text-sm font-medium text-gray-700 wrap-normal sm:p-2">
              <Trans>Amenities</Trans>
            </th>
            {items.map((item) => (
              <td key={item.id} className="p-1.5 text-sm text-gray-900 sm:p-2">
                {item.amenities.length > 0 ? (
                  <ul className="space-y-1">
                    {item.amenities.map((amenity) => (
                      <li key={amenity}>{amenity}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-gray-600">{missing}</span>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
