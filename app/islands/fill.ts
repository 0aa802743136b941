import { fill } from "./contracts/fill";
import { onEvent } from "./dom";

/** A quick question's button puts its value in the field its `fill` names and leaves the keyboard there. */
onEvent("click", fill.selector("fill"), (button) => {
  const field = document.getElementById(fill.read(button, "fill") ?? "");
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return;
  field.value = button.getAttribute("value") ?? "";
  field.focus();
});
