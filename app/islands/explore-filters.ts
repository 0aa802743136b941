import { exploreFilters as contract, readTypes } from "./contracts/explore-filters";
import { onEach, onEvent } from "./dom";

/** Tailwind's `lg`: where the filters stand open beside the results. */
const WIDE_SCREEN = "(min-width: 64rem)";

// The page arrives with its filters folded, as the server cannot know the screen; a wide one has room for them.
onEach(contract.selector("panel"), (panel) => {
  if (window.matchMedia(WIDE_SCREEN).matches) (panel as HTMLDetailsElement).open = true;
});

/**
 * Shows the filters of the chosen type (`type` "" for all types) and its scale of prices, as the server renders
 * them for a type from the address. Hidden fields are disabled, so the form does not send them.
 */
function showType(form: HTMLFormElement, type: string): void {
  for (const field of form.querySelectorAll<HTMLFieldSetElement>(`fieldset${contract.selector("filterFor")}`)) {
    const applies = type === "" || readTypes(contract.read(field, "filterFor")).includes(type);
    field.hidden = !applies;
    field.disabled = !applies;
  }
  for (const filter of form.querySelectorAll<HTMLElement>(contract.selector("price"))) {
    const lists = [...filter.querySelectorAll<HTMLSelectElement>(`select${contract.selector("priceFor")}`)];
    const shown = lists.find((list) => readTypes(contract.read(list, "priceFor")).includes(type));
    const before = lists.find((list) => !list.disabled);
    if (!shown || shown === before) continue;
    // A price chosen before stays chosen when the new scale has it.
    const price = before?.value ?? "";
    for (const list of lists) {
      list.hidden = list !== shown;
      list.disabled = list !== shown;
    }
    shown.value = [...shown.options].some((option) => option.value === price) ? price : "";
    filter.querySelector("label")?.setAttribute("for", shown.id);
  }
}

function followType(select: HTMLElement): void {
  const form = select.closest("form");
  if (form) showType(form, (select as HTMLSelectElement).value);
}

onEvent("change", contract.selector("type"), followType);
// The browser may restore a type chosen before going back to the page, while the fields follow the address.
onEach(contract.selector("type"), followType);
