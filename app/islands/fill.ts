import { onEvent } from "./dom";

/** A button with `data-fill="<id>"` puts its value in that field and leaves the keyboard there: the quick questions. */
onEvent("click", "[data-fill]", (button) => {
  const field = document.getElementById(button.dataset.fill ?? "");
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return;
  field.value = button.getAttribute("value") ?? "";
  field.focus();
});
