import { localsOf, pathOf, type Step } from "./front-door";

/**
 * Caps the work one turn of the event loop starts, so that a burst of connections is accepted within seconds.
 *
 * Node 20's libuv accepts one new connection per turn. On the embedded database a page renders inside the turn its
 * request arrived in (PGlite answers without I/O), so a turn that serves every waiting request lasts as long as all
 * of them: with 100 busy connections, about a second per turn, while a hundred more connections wait in the kernel's
 * accept queue until their clients give up (ADR 024). Here a turn starts requests only while its budget lasts; the
 * rest wait their turn, first come first served, and the loop goes round to accept the next connection and read
 * what has arrived. A request that starts within the budget runs to its end, so a turn lasts at most the budget
 * plus one request.
 */
export function turnBudget(budgetMs: number, exempt: (path: string) => boolean): Step {
  /** Counts turns while requests wait, from a timer: timers run once at the start of each turn. */
  let turn = 0;
  let counting = false;
  let budgetTurn = -1;
  let budgetEnds = 0;
  let waiting = 0;

  const count = () => {
    turn += 1;
    counting = waiting > 0;
    if (counting) setTimeout(count, 0);
  };
  const fits = () => {
    if (!counting) {
      // No timer was counting, so this is a turn of its own.
      counting = true;
      turn += 1;
      setTimeout(count, 0);
    }
    const now = performance.now();
    if (budgetTurn !== turn) {
      budgetTurn = turn;
      budgetEnds = now + budgetMs;
    }
    return now < budgetEnds;
  };

  return (req, res, next) => {
    if (exempt(pathOf(req)) || (waiting === 0 && fits())) return next();
    waiting += 1;
    const queuedAt = performance.now();
    // Each waiting request is an immediate of its own: Node runs microtasks between immediates, so a request that
    // starts finishes its render before the next one checks the budget. One that does not fit goes to the back of
    // the next turn's immediates, behind those already waiting and ahead of requests read in that turn.
    const attempt = () => {
      if (req.destroyed || res.destroyed) {
        // The visitor gave up while waiting: nobody is left to read the page.
        waiting -= 1;
        return;
      }
      if (!fits()) return void setImmediate(attempt);
      waiting -= 1;
      // What later steps read as how far behind the server is (a search is refused while it is far behind).
      localsOf(res).waitedMs = performance.now() - queuedAt;
      next();
    };
    setImmediate(attempt);
  };
}
