import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Form } from "~/components/ui/links";
import { SUPPORTED_CITIES } from "~/content/cities";
import type { ExploreType } from "~/content/explore-filters";
import { label } from "~/content/labels";
import { searchBar } from "~/islands/contracts/search-bar";
import { localePath } from "~/lib/i18n";

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

/** The spec's categories, then the other tabs' kinds, so a tab shows as the category it searches (issue 47). */
const CATEGORIES = [
  { value: "", label: msg`All Residential` },
  { value: "sell", label: msg`Buy` },
  { value: "rent", label: msg`Rent` },
  ...TABS.flatMap((tab) =>
    tab.type && tab.type !== "sell" && tab.type !== "rent" ? [{ value: tab.type, label: tab.label }] : [],
  ),
];

/**
 * The top search bar. It is a plain GET form to /explore, so the text and category work without any script;
 * the search-bar island (app/islands/search-bar.ts) makes the tabs narrow the search, on every page.
 */
export function SearchBar() {
  const { t, i18n } = useLingui();
  const id = useId();

  return (
    <div {...searchBar.attrs({ bar: true })} className="rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200">
      <div
        role="tablist"
        aria-label={t`What are you looking for?`}
        // One scrolling row on a phone, so the search box stays on the first screen.
        className="flex gap-1 overflow-x-auto border-b border-gray-200 sm:flex-wrap"
      >
        {/* No tab is chosen at first; the island marks the chosen one with aria-selected and moves the tab stop. */}
        {TABS.map((item, index) => (
          <button
            key={item.label.id}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            // The type the tab searches for; empty for New Launch, which searches another list.
            {...searchBar.attrs({ tab: item.type ?? "" })}
            aria-selected="false"
            aria-controls={`${id}-panel`}
            tabIndex={index === 0 ? 0 : -1}
            className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-gray-700 hover:text-brand-700 aria-selected:border-brand-700 aria-selected:text-brand-700"
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>
      <Form
        method="get"
        action="/explore"
        {...searchBar.attrs({ exploreAction: localePath("/explore"), newLaunchAction: localePath("/NewlyProject") })}
        role="search"
        aria-label={t`Search stays and properties`}
        id={`${id}-panel`}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap"
      >
        <label htmlFor={`${id}-category`} className="sr-only">
          <Trans>Category</Trans>
        </label>
        <select
          id={`${id}-category`}
          name="type"
          {...searchBar.attrs({ category: true })}
          className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 sm:w-44"
        >
          {CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-query`} className="sr-only">
          <Trans>Search by name, locality or city</Trans>
        </label>
        <input
          id={`${id}-query`}
          type="search"
          name="q"
          maxLength={100}
          placeholder={t`Search by name, locality or city`}
          className="min-w-0 flex-1 rounded-md border border-gray-400 px-3 py-2 text-gray-900"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
          <Trans>Search</Trans>
        </button>
        {/* A city is one tap that also searches, so a phone reaches its results in few taps (issue 47, ADR 049). */}
        <fieldset className="min-w-0 sm:basis-full">
          <legend className="text-sm text-gray-700">
            <Trans>Search in a city:</Trans>
          </legend>
          <div className="-mx-1 mt-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
            {SUPPORTED_CITIES.map((city) => (
              <button
                key={city}
                type="submit"
                name="city"
                value={city}
                className="shrink-0 rounded-full border border-gray-400 px-3 py-1 text-sm font-semibold text-gray-900 hover:border-brand-700 hover:text-brand-700"
              >
                {label(city)}
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
