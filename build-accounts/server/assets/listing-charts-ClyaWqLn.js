import { jsxs, jsx } from "react/jsx-runtime";
import { ResponsiveContainer, BarChart, XAxis, YAxis, Tooltip, Bar, PieChart, Pie, Cell, Legend } from "recharts";
const PALETTE = ["#9a3412", "#1d4ed8", "#047857", "#7c3aed", "#b91c1c", "#0f766e", "#a16207"];
function ListingCharts({ byCity, byType }) {
  const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return /* @__PURE__ */ jsxs("div", { className: "grid gap-6 md:grid-cols-2", children: [
    /* @__PURE__ */ jsx("div", { className: "h-64", children: /* @__PURE__ */ jsx(ResponsiveContainer, { width: "100%", height: "100%", children: /* @__PURE__ */ jsxs(BarChart, { data: byCity, margin: { top: 8, right: 8, bottom: 8, left: 0 }, children: [
      /* @__PURE__ */ jsx(XAxis, { dataKey: "name", tick: { fill: "#374151" } }),
      /* @__PURE__ */ jsx(YAxis, { allowDecimals: false, tick: { fill: "#374151" } }),
      /* @__PURE__ */ jsx(Tooltip, {}),
      /* @__PURE__ */ jsx(Bar, { dataKey: "listings", name: "Listings", fill: PALETTE[0], isAnimationActive: animate })
    ] }) }) }),
    /* @__PURE__ */ jsx("div", { className: "h-64", children: /* @__PURE__ */ jsx(ResponsiveContainer, { width: "100%", height: "100%", children: /* @__PURE__ */ jsxs(PieChart, { children: [
      /* @__PURE__ */ jsx(Pie, { data: byType, dataKey: "listings", nameKey: "name", outerRadius: "75%", label: true, isAnimationActive: animate, children: byType.map((slice, i) => /* @__PURE__ */ jsx(Cell, { fill: PALETTE[i % PALETTE.length] }, slice.name)) }),
      /* @__PURE__ */ jsx(Tooltip, {}),
      /* @__PURE__ */ jsx(Legend, {})
    ] }) }) })
  ] });
}
export {
  ListingCharts as default
};
