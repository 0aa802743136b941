import { REVEAL_STATES, reveal } from "./contracts/reveal";
import { onEach } from "./dom";
import { isSeen, mayAnimate, SEEN_RATIO } from "./seen";

/**
 * The home page's sections that fade in (the reveal contract). One already in view when the page opens stays as it
 * is; one below it waits hidden ("waiting") until about a fifth of it is seen, then fades in ("shown").
 */
const setState = (section: HTMLElement, state: keyof typeof REVEAL_STATES) =>
  section.setAttribute(reveal.names.reveal, REVEAL_STATES[state]);

onEach(reveal.selector("reveal"), (section) => {
  if (!mayAnimate()) return;
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (first) {
        first = false;
        if (entry.isIntersecting) observer.disconnect();
        else setState(section, "waiting");
        return;
      }
      if (isSeen(entry)) {
        setState(section, "shown");
        observer.disconnect();
      }
    },
    { threshold: [0, SEEN_RATIO] },
  );
  observer.observe(section);
});
