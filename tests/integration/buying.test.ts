import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The id of a listing or project as a visitor finds it: from its card on a results page. */
async function idOf(path: string, name: string): Promise<string> {
  const card = cards((await fetchPage(server.url, path)).html).find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not on ${path}`);
  return card.href.split("/").pop() as string;
}

/** A place of the 'near' search (app/content/places.ts). */
const SGPGI = "lucknow-hospital-sgpgi-hospital";
const FULL = "You can compare up to four homes at a time. Remove one to add another.";
const columns = (html: string) => [...html.matchAll(/<th scope="col"[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe("the EMI calculator without JavaScript", () => {
  it("starts a sale listing's form at 80 % of the price and answers it on /emi with the year-by-year table", async () => {
    const eldeco = await idOf("/explore?type=sell&city=Lucknow", "Eldeco Saubhagyam 3 BHK");
    const listing = text((await fetchPage(server.url, `/property/${eldeco}`)).html);
    expect(listing).toContain('action="/emi"');
    // Written as India reads an amount, which the form takes back as it is.
    expect(listing).toMatch(/name="loan"[^>]*value="54,40,000"/);
    expect(listing).toContain("Calculate EMI");

    // emicalculator.net's worked example: ₹10 lakh at 10.5 % for 10 years.
    const answer = await fetchPage(server.url, `/emi?for=${eldeco}&loan=10%2C00%2C000&rate=10.5&tenure=10`);
    expect(answer.status).toBe(200);
    const html = text(answer.html);
    expect(html).toContain("EMI for Eldeco Saubhagyam 3 BHK");
    expect(html).toMatch(/Monthly EMI<\/dt><dd[^>]*>₹13,493</);
    expect(html).toMatch(/Total interest<\/dt><dd[^>]*>₹6,19,220</);
    expect(html.match(/<th scope="row"/g)).toHaveLength(10);
    expect(html).toContain(`href="/property/${eldeco}"`);
    // The values stay in the form for the next try.
    expect(html).toMatch(/name="rate"[^>]*value="10.5"/);
    expect(html).toMatch(/name="loan"[^>]*value="10,00,000"/);
    const plain = text((await fetchPage(server.url, "/emi?loan=1000000&rate=10.5&tenure=10")).html);
    expect(plain).toMatch(/name="loan"[^>]*value="10,00,000"/);
    expect(plain).toMatch(/Monthly EMI<\/dt><dd[^>]*>₹13,493</);
  });

  it("refuses bad values with a message at each field, in Hindi too", async () => {
    const refused = await fetchPage(server.url, "/emi?loan=12abc&rate=45&tenure=0");
    expect(refused.status).toBe(400);
    const html = text(refused.html);
    expect(html).toContain("Enter a loan amount in whole rupees, from ₹10,000 to ₹100 crore.");
    expect(html).toContain("Enter an interest rate from 1 to 30 % a year, with at most two decimals.");
    expect(html).toContain("Enter a tenure in whole years, from 1 to 30.");
    expect(html).not.toContain("Monthly EMI");
    // The page opens at its first mistake, as the keyboard finds it; a good answer takes the focus nowhere.
    const focused = async (query: string) =>
      [...(await fetchPage(server.url, `/emi?${query}`)).html.matchAll(/<input[^>]*autofocus[^>]*>/g)].map(
        ([input]) => /name="(\w+)"/.exec(input)?.[1],
      );
    expect(await focused("loan=12abc&rate=45&tenure=0")).toEqual(["loan"]);
    expect(await focused("loan=1000000&rate=10.5&tenure=0")).toEqual(["tenure"]);
    expect(await focused("loan=1000000&rate=10.5&tenure=10")).toEqual([]);
    const hindi = await fetchPage(server.url, "/hi/emi?loan=5000000&rate=8.5&tenure=20");
    expect(hindi.status).toBe(200);
    expect(text(hindi.html)).toMatch(/मासिक ईएमआई<\/dt><dd[^>]*>₹43,391</);
  });

  it("answers /api/v1/emi in JSON", async () => {
    const ok = await fetch(`${server.url}/api/v1/emi?loan=1000000&rate=10.5&tenure=10`);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { monthlyEmi: number; totalInterest: number; years: unknown[] };
    expect(body).toMatchObject({ monthlyEmi: 13_493, totalInterest: 6_19_220 });
    expect(body.years).toHaveLength(10);
    // The rate as people type it, with its sign.
    const withSign = await fetch(`${server.url}/api/v1/emi?loan=10,00,000&rate=10.5%25&tenure=10`);
    expect(withSign.status).toBe(200);
    expect(await withSign.json()).toMatchObject({ monthlyEmi: 13_493 });
    const bad = await fetch(`${server.url}/api/v1/emi?loan=1000000&rate=10.5&tenure=31`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Enter a tenure in whole years, from 1 to 30." });
  });
});

describe("comparing homes", () => {
  it("keeps a visitor's four in a cookie, refuses a fifth, removes one and shares by address", async () => {
    const gomti = await idOf("/explore?type=project", "Gomti Riverfront Heights");
    const eldeco = await idOf("/explore?type=sell&city=Lucknow", "Eldeco Saubhagyam 3 BHK");
    const plot = await idOf("/explore?type=sell&city=Lucknow", "Faizabad Road Plot");
    const metroNest = await idOf("/pgs", "Metro Nest PG");
    const kalyanpur = await idOf("/explore?type=project", "Kalyanpur Smart Homes");
    const visitor = new HttpClient(server.url);
    for (const id of [gomti, eldeco, plot, metroNest]) {
      const added = await visitor.postForm("/compare", { intent: "add", id });
      expect(added.status).toBe(303);
      expect(added.headers.get("location")).toBe("/compare");
    }
    expect(visitor.hasCookie("compare")).toBe(true);
    const fifth = await visitor.postForm("/compare", { intent: "add", id: kalyanpur });
    expect(fifth.status).toBe(400);
    expect(text(await fifth.text())).toContain(FULL);

    const page = text(await (await visitor.get("/compare")).text());
    expect(columns(page)).toEqual([
      "Gomti Riverfront Heights",
      "Eldeco Saubhagyam 3 BHK",
      "Faizabad Road Plot",
      "Metro Nest PG",
    ]);
    expect(page).toContain("₹68,00,000");
    expect(page).toContain("₹5,714 / sq ft (carpet)");
    expect(page).toContain("3 BHK");
    expect(page).toContain("Ready to move");

    expect((await visitor.postForm("/compare", { intent: "remove", id: eldeco })).status).toBe(303);
    const after = text(await (await visitor.get("/compare")).text());
    expect(columns(after)).toEqual(["Gomti Riverfront Heights", "Faizabad Road Plot", "Metro Nest PG"]);
    expect(after).toContain(`href="/compare?ids=${gomti},${plot},${metroNest}"`);

    // Anyone with the address sees the same side by side, without a cookie; more than four are refused.
    const shared = await fetchPage(server.url, `/compare?ids=${eldeco},${gomti}`);
    expect(shared.status).toBe(200);
    expect(columns(text(shared.html))).toEqual(["Eldeco Saubhagyam 3 BHK", "Gomti Riverfront Heights"]);
    // 'Remove' on an address someone sent shows that address without it, distances kept; one's own list stays.
    const sharedRemove = await visitor.postForm("/compare", {
      intent: "remove",
      id: gomti,
      ids: `${eldeco},${gomti}`,
      near: SGPGI,
    });
    expect(sharedRemove.status).toBe(303);
    expect(sharedRemove.headers.get("location")).toBe(`/compare?ids=${eldeco}&near=${SGPGI}`);
    expect(columns(text(await (await visitor.get("/compare")).text()))).toEqual([
      "Gomti Riverfront Heights",
      "Faizabad Road Plot",
      "Metro Nest PG",
    ]);
    const api = await fetch(`${server.url}/api/v1/compare?ids=${eldeco},${gomti}`);
    const items = ((await api.json()) as { items: Array<{ name: string; kind: string }> }).items;
    expect(items.map((item) => [item.name, item.kind])).toEqual([
      ["Eldeco Saubhagyam 3 BHK", "listing"],
      ["Gomti Riverfront Heights", "project"],
    ]);
    const five = await fetch(
      `${server.url}/api/v1/compare?ids=${[gomti, eldeco, plot, metroNest, kalyanpur].join(",")}`,
    );
    expect(five.status).toBe(400);

    const unknown = await visitor.postForm("/compare", { intent: "add", id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(text(await unknown.text())).toContain("This listing or project could not be found.");
    expect((await visitor.postForm("/compare", { intent: "add", id: "x".repeat(5000) })).status).toBe(400);
  });

  it("keeps a signed-in user's comparison in the account, through the page and /api/v1/compare", async () => {
    const gomti = await idOf("/explore?type=project", "Gomti Riverfront Heights");
    const eldeco = await idOf("/explore?type=sell&city=Lucknow", "Eldeco Saubhagyam 3 BHK");
    const { client } = await signUpAndLogIn(server.url);
    expect((await client.postForm("/compare", { intent: "add", id: gomti })).status).toBe(303);
    expect(client.hasCookie("compare")).toBe(false);
    const added = await client.postJson("/api/v1/compare", { id: eldeco, compared: true });
    expect(await added.json()).toEqual({ ids: [gomti, eldeco] });
    const own = (await (await client.get("/api/v1/compare")).json()) as { items: Array<{ name: string }> };
    expect(own.items.map((item) => item.name)).toEqual(["Gomti Riverfront Heights", "Eldeco Saubhagyam 3 BHK"]);
    expect(columns(text(await (await client.get("/compare")).text()))).toEqual([
      "Gomti Riverfront Heights",
      "Eldeco Saubhagyam 3 BHK",
    ]);
    const removed = await client.postJson("/api/v1/compare", { id: gomti, compared: false });
    expect(await removed.json()).toEqual({ ids: [eldeco] });

    const visitor = new HttpClient(server.url);
    expect((await visitor.postJson("/api/v1/compare", { id: gomti, compared: true })).status).toBe(401);
    expect((await client.postJson("/api/v1/compare", { id: "nope", compared: true })).status).toBe(400);
  });
});
