import { onEach } from "./dom";
import { isSeen, mayAnimate, SEEN_RATIO } from "./seen";

/**
 * The home page's sections that fade in (`data-reveal`). One already in view when the page opens stays as it is;
 * one below it waits hidden (`data-reveal="waiting"`) until about a fifth of it is seen, then fades in ("shown").
 */
onEach("[data-reveal]", (section) => {
  if (!mayAnimate()) return;
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (first) {
        first = false;
        if (entry.isIntersecting) observer.disconnect();
        else section.dataset.reveal = "waiting";
        return;
      }
      if (isSeen(entry)) {
        section.dataset.reveal = "shown";
        observer.disconnect();
      }
    },
    { threshold: [0, SEEN_RATIO] },
  );
  observer.observe(section);
});
