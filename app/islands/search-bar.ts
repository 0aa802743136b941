import { searchBar as contract } from "./contracts/search-bar";
import { onEvent } from "./dom";

/**
 * The top search bar's tabs. A tab narrows the search to its type (its `tab`); New Launch (an empty one) searches
 * the new-launch list, whose query is `name`. Choosing the chosen tab again clears it.
 *
 * The form's fields stay as React rendered them: React sets an input's name again whenever it re-renders, so the
 * chosen tab rewrites the submitted data (the `formdata` event, fired by a plain submission and by React Router's
 * `new FormData(form)` alike) rather than the inputs.
 */
const BAR = contract.selector("bar");
const TAB = contract.selector("tab");
const tabsOf = (bar: Element) => [...bar.querySelectorAll<HTMLElement>(TAB)];
const chosenTab = (bar: Element) => bar.querySelector<HTMLElement>(`${TAB}[aria-selected="true"]`);

function choose(bar: HTMLElement, chosen: HTMLElement | null): void {
  const tabs = tabsOf(bar);
  for (const tab of tabs) {
    tab.setAttribute("aria-selected", String(tab === chosen));
    tab.tabIndex = tab === (chosen ?? tabs[0]) ? 0 : -1;
  }
  const form = bar.querySelector<HTMLFormElement>("form");
  if (!form) return;
  const type = chosen ? contract.read(chosen, "tab") : undefined;
  form.setAttribute("action", contract.read(form, type === "" ? "newLaunchAction" : "exploreAction") ?? "");
  if (chosen) form.setAttribute("aria-labelledby", chosen.id);
  else form.removeAttribute("aria-labelledby");
  const category = bar.querySelector<HTMLSelectElement>(contract.selector("category"));
  // Every tab with a kind is a category too: the select shows the same choice.
  if (category && type) category.value = type;
}

onEvent("click", `${BAR} ${TAB}`, (tab) => {
  const bar = tab.closest<HTMLElement>(BAR);
  if (bar) choose(bar, tab.getAttribute("aria-selected") === "true" ? null : tab);
});

// Arrow keys, Home and End move between the tabs; Enter or Space (a button's click) chooses one.
onEvent("keydown", `${BAR} ${TAB}`, (tab, event) => {
  const bar = tab.closest<HTMLElement>(BAR);
  if (!bar) return;
  const tabs = tabsOf(bar);
  const index = tabs.indexOf(tab);
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  tabs[target].focus();
});

// Picking a category searches it across the listings: no tab is chosen then.
onEvent("change", `${BAR} ${contract.selector("category")}`, (category) => {
  const bar = category.closest<HTMLElement>(BAR);
  if (bar) choose(bar, null);
});

document.addEventListener("formdata", (event) => {
  const form = event.target;
  const bar = form instanceof HTMLFormElement ? form.closest(BAR) : null;
  const tab = bar && chosenTab(bar);
  if (!tab) return;
  const type = contract.read(tab, "tab");
  if (type) {
    event.formData.set("type", type);
    return;
  }
  const query = event.formData.get("q") ?? "";
  event.formData.delete("type");
  event.formData.delete("q");
  event.formData.set("name", query);
});
