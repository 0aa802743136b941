/** A month's value, or null for a month with too little behind it: the line breaks there. */
export type ChartPoint = { label: string; value: number | null };

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 8;

/**
 * A small line chart of a value by month, drawn by the server as SVG (no script). Its text alternative lists every
 * month's value, so a screen reader gets the same figures the line shows.
 */
export function MonthChart({
  points,
  format,
  label,
}: {
  points: ChartPoint[];
  format: (value: number) => string;
  label: string;
}) {
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(points.length - 1, 1);
  const y = (value: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / (high - low);
  // One path, a new stroke after each gap, so a month without a figure is never bridged.
  const path = points
    .map((point, index) => {
      if (point.value === null) return "";
      const joined = index > 0 && points[index - 1].value !== null;
      return `${joined ? "L" : "M"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
    })
    .join(" ");
  const description = points
    .filter((point) => point.value !== null)
    .map((point) => `${point.label}: ${format(point.value as number)}`)
    .join(", ");
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}. ${description}`}
        className="h-24 w-full max-w-sm rounded bg-gray-50"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} className="text-brand-700" />
        {points.map((point, index) =>
          point.value === null ? null : (
            <circle key={point.label} cx={x(index)} cy={y(point.value)} r={3} className="fill-brand-700" />
          ),
        )}
      </svg>
      <figcaption className="mt-1 flex max-w-sm justify-between text-xs text-gray-600">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}
