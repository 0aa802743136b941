import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

const cell = "py-1 pr-2 text-right tabular-nums";

type Props<K extends string> = {
  caption: ReactNode;
  /** A column of counts per day, in order: its key in each day's row and its heading. */
  columns: ReadonlyArray<{ key: K; label: ReactNode }>;
  days: ReadonlyArray<{ day: string } & Record<K, number>>;
};

/**
 * Counts per day as a table the server renders, the numbers for everyone beside any chart. No sideways scrolling on a
 * phone: narrow padding, and the column names wrap.
 */
export function DayFiguresTable<K extends string>({ caption, columns, days }: Props<K>) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left font-semibold text-gray-900">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
            <Trans>Day</Trans>
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="py-1 pr-2 text-right font-medium text-gray-700">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} className="border-b border-gray-100">
            <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
              {day.day}
            </th>
            {columns.map((column) => (
              <td key={column.key} className={cell}>
                {day[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
