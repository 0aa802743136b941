import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

let server: RunningServer;
let admin: HttpClient;
let owner: HttpClient;
let hotel: string;

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  server = sharedDemoServer();
  [admin, owner] = await Promise.all([
    logInAs(server.url, demoAccounts(server).admin),
    logInAs(server.url, demoAccounts(server).owner),
  ]);
  const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
  hotel = card.href.replace("/property/", "");
});

afterAll(async () => {
  await server?.stop();
});

/** Today's row of the dashboard's bookings table: the day, bookings made, cancellations. */
async function todaysFigures() {
  const html = await (await admin.get("/admin")).text();
  const table = html.slice(html.indexOf("Bookings per day, India time"));
  const row = new RegExp(`<th scope="row"[^>]*>${istDay(0)}</th><td[^>]*>(\\d+)</td><td[^>]*>(\\d+)</td>`).exec(table);
  return { made: Number(row?.[1]), cancelled: Number(row?.[2]) };
}

describe("the Admin's bookings", () => {
  it("counts bookings and cancellations per day on the dashboard, and finds a booking by its reference", async () => {
    const before = await todaysFigures();
    const { roomTypes } = (await (
      await owner.get(`/api/v1/listings/${hotel}/availability?checkIn=${istDay(70)}&checkOut=${istDay(72)}&guests=2`)
    ).json()) as { roomTypes: Array<{ id: string }> };
    const references: string[] = [];
    for (const n of [1, 2]) {
      const res = await HttpClient.from(server.url, `10.53.0.${n}`).postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: roomTypes[0].id,
        checkIn: istDay(70),
        checkOut: istDay(72),
        guests: 2,
        name: `Kavya ${n}`,
        mobileNumber: "9876543210",
        email: `kavya.${n}@example.com`,
      });
      expect(res.status).toBe(201);
      references.push(((await res.json()) as { reference: string }).reference);
    }
    expect((await owner.postJson(`/api/v1/bookings/${references[1]}/cancel`, {})).status).toBe(200);
    expect(await todaysFigures()).toEqual({ made: before.made + 2, cancelled: before.cancelled + 1 });

    // Typed as a traveller reads it out: lower case, without the GS-.
    const found = await admin.get(`/admin/bookings?q=${references[0].slice(3).toLowerCase()}`);
    expect(found.status).toBe(200);
    const page = text(await found.text());
    expect(page).toContain(references[0]);
    expect(page).toContain("Kavya 1");
    expect(page).not.toContain(references[1]);

    const wrong = await admin.get("/admin/bookings?q=not+a+reference");
    expect(wrong.status).toBe(400);
    expect(text(await wrong.text())).toContain("Enter a booking reference, like GS-7K3Q9D.");

    // Only an Admin sees it.
    expect((await owner.get(`/admin/bookings?q=${references[0]}`)).status).toBe(403);
  });
});
