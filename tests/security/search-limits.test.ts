import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import type { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

/** The address limit's bucket (ADR 032): 200 at once, then 1,000 a minute. */
const ADDRESS_BURST = 200;
const ADDRESS_PER_SECOND = 1_000 / 60;
const ACCOUNT_BURST = 120;
/**
 * Each refusal in the language of the page refused: the searches go to /explore and /hi/explore, and a signed-in
 * searcher's lang cookie sends the next English address to its Hindi page.
 */
const ADDRESS_MESSAGE = {
  en: "Too many searches from your address. Please wait a minute and try again.",
  hi: "आपके पते से बहुत ज़्यादा खोजें हुई हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
};
const ACCOUNT_MESSAGE = {
  en: "Too many searches from your account. Please wait a minute and try again.",
  hi: "आपके अकाउंट से बहुत ज़्यादा खोजें हुई हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
};
/** The message of `messages` in the language the page declares. */
const inPageLanguage = (page: string | undefined, messages: { en: string; hi: string }) =>
  page?.includes('<html lang="hi-IN"') ? messages.hi : messages.en;

/** Behind TRUST_PROXY=1: a search counted against `address`. */
const HOSTEL = "203.0.113.50";
const SCRIPT = "198.51.100.66";

let server: RunningServer;
let sent = 0;

test.override("serverSetup", { demo: false, env: { TRUST_PROXY: "1" } });

test.beforeAll(({ server: started }) => {
  server = started;
});

type Answer = { status: number; page: string; retry: string | null };

const answerOf = async (res: Response): Promise<Answer> => ({
  status: res.status,
  page: await res.text(),
  retry: res.headers.get("retry-after"),
});

/** A search nobody made before, at one of the search pages, from `address` (and `client`'s session, if any). */
async function newSearch(address: string, client?: HttpClient): Promise<Answer> {
  sent += 1;
  const path = [`/explore?q=limit-${sent}`, `/hi/explore?q=limit-${sent}`, `/hotels?q=limit-${sent}`][sent % 3];
  const init = { headers: { "x-forwarded-for": address } };
  return answerOf(client ? await client.get(path, init) : await fetch(`${server.url}${path}`, init));
}

/**
 * A new search by the script, through the JSON API as scripts ask: the same bucket as the pages', for a fraction of a
 * page's work. Asking for pages, a machine busy with a second run answered the script about as fast as the bucket
 * refills, so it was never refused.
 */
async function scriptSearch(): Promise<Answer> {
  sent += 1;
  return answerOf(
    await fetch(`${server.url}/api/v1/search?q=limit-${sent}`, { headers: { "x-forwarded-for": SCRIPT } }),
  );
}

/** `count` searches made by `ask`, `parallel` at a time; their statuses in order of sending. */
async function searches(count: number, parallel: number, ask: () => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const at = next++;
        statuses[at] = (await ask()).status;
      }
    }),
  );
  return statuses;
}

/**
 * `count` new searches from `address`, the `n`th starting no sooner than `n / perSecond` s in, at most `parallel` at
 * once: people at their own pace, who do not pile up on a server slower than them (a busy machine's shedding is not
 * what this file tests).
 */
async function pacedSearches(count: number, perSecond: number, parallel: number, address: string): Promise<number[]> {
  const startedAt = Date.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const at = next++;
        await new Promise((resolve) => setTimeout(resolve, startedAt + (at * 1000) / perSecond - Date.now()));
        statuses[at] = (await newSearch(address)).status;
      }
    }),
  );
  return statuses;
}

describe("searches from one busy address", () => {
  it("answers 300 new searches in a minute from a hostel's one address", async () => {
    // 300 people each searching three times a minute: 15 a second, the pace of `npm run bench:abuse`'s hostel.
    const startedAt = Date.now();
    const statuses = await pacedSearches(300, 15, 3, HOSTEL);
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("slows a script asking as fast as it can to the refill rate once its burst is spent", async () => {
    const startedAt = Date.now();
    let allowed = 0;
    let refused: Answer | undefined;
    while (!refused && allowed < 2_000) {
      const answers = await Promise.all(Array.from({ length: 4 }, scriptSearch));
      for (const answer of answers) {
        if (answer.status === 200) allowed += 1;
        else if (answer.status === 429) refused ??= answer;
        // A machine too busy for the script's searches sheds some with a 503; they take no token.
        else expect(answer.status).toBe(503);
      }
    }
    const seconds = (Date.now() - startedAt) / 1000;
    expect(allowed).toBeGreaterThanOrEqual(ADDRESS_BURST);
    expect(allowed).toBeLessThanOrEqual(ADDRESS_BURST + Math.ceil(seconds * ADDRESS_PER_SECOND) + 4);
    expect(refused?.page).toContain(inPageLanguage(refused?.page, ADDRESS_MESSAGE));
    expect(refused?.page).not.toMatch(/\n\s+at /);
    expect(Number(refused?.retry)).toBeGreaterThan(0);

    // Still asking as fast as it can: a search each time a token comes back, and no more.
    const keptAt = Date.now();
    const more = await searches(120, 4, scriptSearch);
    const keptSeconds = (Date.now() - keptAt) / 1000;
    const moreAllowed = more.filter((status) => status === 200).length;
    expect(more.filter((status) => status !== 200 && status !== 429 && status !== 503)).toEqual([]);
    // Give or take the searches in flight as the count starts and ends.
    expect(moreAllowed).toBeLessThanOrEqual(Math.ceil(keptSeconds * ADDRESS_PER_SECOND) + 8);
    expect(moreAllowed).toBeLessThan(more.length);
  });

  it("answers a page the cache holds even while the address's bucket is empty", async () => {
    const cached = "/explore?city=Kanpur";
    const first = await fetch(`${server.url}${cached}`, { headers: { "x-forwarded-for": "192.0.2.1" } });
    await first.arrayBuffer();
    // A token comes back every 60 ms: the script takes them until one is refused, then the cached page is asked for.
    while ((await scriptSearch()).status !== 429);
    const hit = await fetch(`${server.url}${cached}`, { headers: { "x-forwarded-for": SCRIPT } });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
  });

  it("counts a signed-in user behind that address by account, not by the address", async () => {
    const { client } = await signUpAndLogIn(server.url);
    // The script goes on taking every token the address gets back, so a search counted by address would be refused.
    let scripting = true;
    const script = Promise.all(
      Array.from({ length: 2 }, async () => {
        while (scripting) await scriptSearch();
      }),
    );
    while ((await scriptSearch()).status !== 429);
    const statuses = await searches(60, 2, () => newSearch(SCRIPT, client));
    scripting = false;
    await script;
    // Never the address's 429. A 503 may come when the machine itself is behind (CI's load): that sheds by overall
    // work, whoever asks, which is the rule, not the address's limit.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);

    // The account's own bucket runs out in its turn, with a message about the account.
    await searches(ACCOUNT_BURST - 60, 4, () => newSearch(SCRIPT, client));
    let refused: Answer | undefined;
    for (let n = 0; n < 200 && !refused; n++) {
      const answer = await newSearch(SCRIPT, client);
      if (answer.status !== 200) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.page).toContain(inPageLanguage(refused?.page, ACCOUNT_MESSAGE));
    expect(Number(refused?.retry)).toBeGreaterThan(0);

    // The hostel next door is not held up by either.
    expect((await newSearch(HOSTEL)).status).toBe(200);
  });
});
