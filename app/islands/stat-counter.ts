import { statCounter } from "./contracts/stat-counter";
import { onEach } from "./dom";
import { isSeen, mayAnimate, SEEN_RATIO } from "./seen";

/** Counter run time (SPEC §9). */
const COUNT_UP_MS = 2500;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure (the contract's `from` holds where it starts) that counts up to the one the server wrote when it comes
 * into view. The text node React rendered is changed in place, never replaced.
 */
onEach(statCounter.selector("from"), (figure) => {
  const text = figure.firstChild;
  if (!mayAnimate() || !(text instanceof Text)) return;
  const from = Number(statCounter.read(figure, "from"));
  const to = Number.parseInt(text.data, 10);
  const write = (value: number) => {
    text.data = `${value}+`;
  };
  const run = () => {
    const started = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / COUNT_UP_MS);
      write(Math.round(from + (to - from) * easeOut(progress)));
      if (progress < 1) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!isSeen(entry)) {
        write(from);
        return;
      }
      observer.disconnect();
      run();
    },
    { threshold: [0, SEEN_RATIO, 1] },
  );
  observer.observe(figure);
});
