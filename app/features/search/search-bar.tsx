import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { Form } from "~/components/ui/links";
import type { ExploreType } from "~/content/explore-filters";

type Tab = { label: MessageDescriptor; type?: ExploreType };

/** The tabs of the top search bar; New Launch searches the new-launch list instead of /explore. */
const TABS: Tab[] = [
  { label: msg`Buy`, type: "sell" },
  { label: msg`Rent`, type: "rent" },
  { label: msg`New Launch` },
  { label: msg`PG / Co-living`, type: "pg" },
  { label: msg`Commercial`, type: "commercial" },
  { label: msg`Plots/Land`, type: "plot" },
  { label: msg`Projects`, type: "project" },
];

const CATEGORIES = [
  { value: "", label: msg`All Residential` },
  { value: "sell", label: msg`Buy` },
  { value: "rent", label: msg`Rent` },
] as const;

type Props = {
  /** The text of the current search, to keep it in the box on the results page. */
  defaultQuery?: string;
  defaultType?: string;
};

/**
 * The top search bar. It is a plain GET form to /explore, so the text and category work before
 * JavaScript loads; the tabs narrow the search once it has.
 */
export function SearchBar({ defaultQuery = "", defaultType = "" }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [tabIndex, setTabIndex] = useState<number | null>(() => {
    const index = TABS.findIndex((tab) => tab.type === defaultType);
    return index >= 0 && !CATEGORIES.some((c) => c.value === defaultType) ? index : null;
  });
  const [category, setCategory] = useState(() => (CATEGORIES.some((c) => c.value === defaultType) ? defaultType : ""));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tab = tabIndex === null ? undefined : TABS[tabIndex];
  const newLaunch = tab !== undefined && tab.type === undefined;

  function choose(index: number) {
    const next = tabIndex === index ? null : index;
    setTabIndex(next);
    const type = next === null ? undefined : TABS[next].type;
    if (type === "sell" || type === "rent") setCategory(type);
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  }

  const focusable = tabIndex ?? 0;

  return (
    <div className="rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200">
      <div
        role="tablist"
        aria-label={t`What are you looking for?`}
        // One scrolling row on a phone, so the search box stays on the first screen.
        className="flex gap-1 overflow-x-auto border-b border-gray-200 sm:flex-wrap"
      >
        {TABS.map((item, index) => (
          <button
            key={item.label.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={tabIndex === index}
            aria-controls={`${id}-panel`}
            tabIndex={focusable === index ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
              tabIndex === index
                ? "border-brand-700 text-brand-700"
                : "border-transparent text-gray-700 hover:text-brand-700"
            }`}
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>
      <Form
        method="get"
        action={newLaunch ? "/NewlyProject" : "/explore"}
        role="search"
        aria-label={t`Search stays and properties`}
        id={`${id}-panel`}
        aria-labelledby={tabIndex === null ? undefined : `${id}-tab-${tabIndex}`}
        className="mt-3 flex flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={`${id}-category`} className="sr-only">
          <Trans>Category</Trans>
        </label>
        <select
          id={`${id}-category`}
          name={tab || newLaunch ? undefined : "type"}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setTabIndex(null);
          }}
          className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 sm:w-44"
        >
          {CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </select>
        {tab?.type ? <input type="hidden" name="type" value={tab.type} /> : null}
        <label htmlFor={`${id}-query`} className="sr-only">
          <Trans>Search by name, locality or city</Trans>
        </label>
        <input
          id={`${id}-query`}
          type="search"
          name={newLaunch ? "name" : "q"}
          defaultValue={defaultQuery}
          maxLength={100}
          placeholder={t`Search by name, locality or city`}
          className="min-w-0 flex-1 rounded-md border border-gray-400 px-3 py-2 text-gray-900"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
          <Trans>Search</Trans>
        </button>
      </Form>
    </div>
  );
}
