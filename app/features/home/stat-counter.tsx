import { statCounter } from "~/islands/contracts/stat-counter";

/**
 * A figure that counts from `from` to `to` when it comes into view (app/islands/stat-counter.ts). The server's
 * HTML, for crawlers and without a script, has the final figure; people who prefer less motion see it at once.
 */
export function StatCounter({ label, from, to }: { label: string; from: number; to: number }) {
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-lg bg-white p-6 text-center shadow-sm">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd
        {...statCounter.attrs({ from })}
        className="text-4xl font-extrabold tabular-nums text-brand-700"
        // The island counts in this text, perhaps before React hydrates a signed-in user's page.
        suppressHydrationWarning
      >{`${to}+`}</dd>
    </div>
  );
}
