import { describe, expect } from "vitest";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import type { HttpClient } from "../support/http";

/**
 * The controls of each saved search on the profile: alerts that can be turned off and show the real state, buttons
 * that say which search they belong to, and a Delete that asks first.
 */

// The searches are those of an account the file signs up: the run's shared demo server serves.
test.override("serverSetup", { shared: true });

const LIST = "/profile?tab=saved-searches";

async function save(client: HttpClient, name: string, query: string): Promise<string> {
  const res = await client.postForm("/saved-searches", { intent: "save", name, frequency: "instant", query });
  expect(res.status, await res.clone().text()).toBe(302);
  const { savedSearches } = (await (await client.get("/api/v1/me/saved-searches")).json()) as {
    savedSearches: Array<{ id: string; name: string }>;
  };
  const saved = savedSearches.find((search) => search.name === name);
  if (!saved) throw new Error(`${name} was not saved`);
  return saved.id;
}

async function listHtml(client: HttpClient, path = LIST) {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return text(await res.text());
}

/** The row of one saved search on the profile, from its heading to the next row. */
function rowOf(html: string, id: string) {
  const start = html.indexOf(`id="saved-search-${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf("</li>", start);
  return html.slice(start, end);
}

/** The option the browser shows as chosen in a row's 'Alerts' list. */
const chosenAlerts = (row: string) => /<option value="([^"]+)" selected="">/.exec(row)?.[1];

/** Each button's accessible name: its text, the visually hidden part included. */
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ""));

describe("a saved search's alerts on the profile", () => {
  test("can be turned off, show off after that, and come back on with Instant or Daily", async ({ client }) => {
    const id = await save(client, "Hotels in Lucknow", "?city=Lucknow&type=hotel");
    expect(chosenAlerts(rowOf(await listHtml(client), id))).toBe("instant");
    expect(rowOf(await listHtml(client), id)).toContain('<option value="off">Off</option>');

    const off = await client.postForm("/saved-searches", { intent: "update", id, frequency: "off" });
    expect(off.status).toBe(302);
    const row = rowOf(await listHtml(client), id);
    expect(row).toContain("Alerts: off (unsubscribed)");
    expect(chosenAlerts(row)).toBe("off");
    // Off is what the e-mail's unsubscribe link stores: the search keeps its frequency for when alerts come back.
    const { savedSearches } = (await (await client.get("/api/v1/me/saved-searches")).json()) as {
      savedSearches: Array<{ id: string; frequency: string; unsubscribedAt: string | null }>;
    };
    expect(savedSearches.find((search) => search.id === id)).toMatchObject({ frequency: "instant" });
    expect(savedSearches.find((search) => search.id === id)?.unsubscribedAt).not.toBeNull();

    expect((await client.postForm("/saved-searches", { intent: "update", id, frequency: "daily" })).status).toBe(302);
    const back = rowOf(await listHtml(client), id);
    expect(back).toContain("Alerts: Daily");
    expect(chosenAlerts(back)).toBe("daily");

    const weekly = await client.postForm("/saved-searches", { intent: "update", id, frequency: "weekly" });
    expect(weekly.status).toBe(400);
    expect(await weekly.text()).toContain("Choose Instant, Daily or Off.");
  });
});

describe("the controls of several saved searches", () => {
  test("each say which search they change", async ({ client }) => {
    const pgs = await save(client, "PGs in Noida", "?city=Noida&type=pg");
    const hotels = await save(client, "Hotels in Kanpur", "?city=Kanpur&type=hotel");
    const html = await listHtml(client);
    for (const [id, name] of [
      [pgs, "PGs in Noida"],
      [hotels, "Hotels in Kanpur"],
    ]) {
      expect(buttonNames(rowOf(html, id))).toEqual([
        `Rename “${name}”`,
        `Save alerts for “${name}”`,
        `Delete “${name}”`,
      ]);
    }
    const tab = html.slice(html.indexOf('id="saved-searches-heading"'));
    const names = buttonNames(tab.slice(0, tab.indexOf("</section>")));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names).size).toBe(names.length);
  });

  test("delete only after a confirmation that names the search", async ({ client }) => {
    const id = await save(client, "Rooms in Varanasi", "?city=Varanasi&type=room");
    const listed = rowOf(await listHtml(client), id);
    // 'Delete' opens the confirmation (a GET form); it posts nothing.
    expect(listed).toMatch(new RegExp(`<form[^>]*method="get"[^>]*>[\\s\\S]*name="deleteSearch" value="${id}"`));
    expect(listed).not.toContain('role="alertdialog"');

    const asking = rowOf(await listHtml(client, `${LIST}&deleteSearch=${id}`), id);
    expect(asking).toContain('role="alertdialog"');
    expect(asking).toContain("Delete “Rooms in Varanasi”?");
    expect(asking).toContain('name="intent" value="delete"');
    expect(buttonNames(asking)).toContain("Yes, delete");
    expect(asking).toContain(`href="${LIST}"`);

    const deleted = await client.postForm("/saved-searches", { intent: "delete", id });
    expect(deleted.status).toBe(302);
    const after = await listHtml(client, deleted.headers.get("location") ?? LIST);
    expect(after).not.toContain("Rooms in Varanasi");
    expect(after).toContain("Saved search deleted.");
  });
});
