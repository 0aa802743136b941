import { siteMenu } from "./contracts/site-menu";
import { onEvent } from "./dom";

const BUTTON = siteMenu.selector("button");
const PANEL = siteMenu.selector("panel");

/** The header's Menu button on small screens: opens and closes the menu; Escape closes it. */
function setOpen(button: HTMLElement, open: boolean): void {
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) return;
  button.setAttribute("aria-expanded", String(open));
  menu.hidden = !open;
}

onEvent("click", BUTTON, (button) => setOpen(button, button.getAttribute("aria-expanded") !== "true"));

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const button = document.querySelector<HTMLElement>(`${BUTTON}[aria-expanded="true"]`);
  if (!button) return;
  setOpen(button, false);
  button.focus();
});

// A link followed inside the menu closes it: on a hydrated page the header stays while the page changes.
onEvent("click", `${PANEL} a`, (link) => {
  const panel = link.closest<HTMLElement>(PANEL);
  const button = panel && document.querySelector<HTMLElement>(`${BUTTON}[aria-controls="${panel.id}"]`);
  if (button) setOpen(button, false);
});
