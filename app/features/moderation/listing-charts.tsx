import { useLingui } from "@lingui/react/macro";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { label } from "~/content/labels";
import { LEAD_KIND_KEYS, LEAD_KIND_LABELS, type LeadsDay } from "~/features/leads/leads";
import type { ChartSlice } from "~/features/listings/listings";

/** Distinct colours that each keep at least 3:1 contrast against white. */
const PALETTE = ["#9a3412", "#1d4ed8", "#047857", "#7c3aed", "#b91c1c", "#0f766e", "#a16207"];

/** recharts is only ever imported lazily from here, so it never enters the public pages' bundles. */
export default function ListingCharts({ byCity, byType }: { byCity: ChartSlice[]; byType: ChartSlice[] }) {
  const { t } = useLingui();
  const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The stored city and type names are what the bars, slices and legend show: each in the page's language.
  const cities = byCity.map((slice) => ({ ...slice, name: label(slice.name) }));
  const types = byType.map((slice) => ({ ...slice, name: label(slice.name) }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={cities} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <XAxis dataKey="name" tick={{ fill: "#374151" }} />
            <YAxis allowDecimals={false} tick={{ fill: "#374151" }} />
            <Tooltip />
            <Bar dataKey="listings" name={t`Listings`} fill={PALETTE[0]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={types}
              dataKey="listings"
              nameKey="name"
              outerRadius="75%"
              label
              rootTabIndex={-1}
              isAnimationActive={animate}
            >
              {types.map((slice, i) => (
                <Cell key={slice.name} fill={PALETTE[i % PALETTE.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** Leads per day, one stacked bar per day and a colour per kind. */
export function LeadsChart({ days }: { days: LeadsDay[] }) {
  const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <div className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fill: "#374151" }} tickFormatter={(day: string) => day.slice(5)} />
          <YAxis allowDecimals={false} tick={{ fill: "#374151" }} />
          <Tooltip />
          <Legend />
          {LEAD_KIND_KEYS.map((kind, i) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={LEAD_KIND_LABELS[kind]}
              stackId="leads"
              fill={PALETTE[i]}
              isAnimationActive={animate}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
