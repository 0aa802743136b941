import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";
import type { HttpClient } from "../support/http";
import { linkIn } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail();

const SEARCH_NAME = "PGs in Noida up to ₹10,000";
const ALERT_SUBJECT = `New listing for your search “${SEARCH_NAME}”`;
const PHONE = { viewport: { width: 375, height: 740 } };

/** The demo Owner posts a PG through the JSON API; it waits for the Admin. */
async function postPg(owner: HttpClient, name: string, price: number): Promise<void> {
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "PG",
    propertyType: "Shared Room",
    propertyCategory: "Residential",
    city: "Noida",
    projectBuildingName: name,
    locality: "Sector 18",
    price: String(price),
    amenities: [],
    imageIds: [],
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe("a saved search in a browser", () => {
  it("is saved from explore, alerts within a minute of a matching approval, and its unsubscribe link stops the next", async () => {
    const mail = () => smtp();
    const { context, user } = await site.signedUpContext(PHONE, { role: "Client" });
    const page = await context.newPage();
    const errors = watchErrors(page, 0);

    await page.goto("/explore?city=Noida&type=pg&maxPrice=10000");
    await page.getByText("Save this search").click();
    expect(await page.getByLabel("Name").inputValue()).toBe(SEARCH_NAME);
    await page.getByLabel("Alerts").selectOption({ label: "Instant" });
    await page.getByRole("button", { name: "Save search" }).click();
    await page.waitForURL("**/profile?tab=saved-searches");
    await page.getByRole("heading", { name: SEARCH_NAME }).waitFor();
    await expectAccessible(page);

    const owner = await logInAs(site.server.url, site.accounts.owner);
    await postPg(owner, "Browser Alert PG", 9_000);
    await postPg(owner, "Browser Dear PG", 18_000);
    const admin = await site.signedInPage(site.accounts.admin, { viewport: { width: 1280, height: 900 } });
    await admin.goto("/admin");
    const queue = admin.getByRole("region", { name: /Pending listings/ });
    const approveRow = async (name: string) => {
      await queue.getByRole("listitem").filter({ hasText: name }).getByRole("button", { name: "Approve" }).click();
      await admin
        .getByRole("status")
        .filter({ hasText: `Approved “${name}”` })
        .waitFor();
    };
    await approveRow("Browser Dear PG");
    const approvedAt = Date.now();
    await approveRow("Browser Alert PG");

    const alert = await mail().waitForMail(user.email, ALERT_SUBJECT, 60_000);
    expect(Date.now() - approvedAt).toBeLessThan(60_000);
    expect(alert.text).toContain("Browser Alert PG");
    const alertsTo = () =>
      mail().received.filter((m) => m.subject === ALERT_SUBJECT && m.envelopeTo.includes(user.email));
    // The dearer PG was approved first and judged first: it sent nothing.
    expect(
      alertsTo()
        .map((m) => m.text ?? "")
        .join(""),
    ).not.toContain("Browser Dear PG");

    // The link works without a session: a fresh context, not signed in.
    const visitor = await site.newPage(PHONE);
    await visitor.goto(linkIn(alert, `${site.server.url}/unsubscribe?token=`));
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor
      .getByRole("status")
      .filter({ hasText: `You will get no more alerts for “${SEARCH_NAME}”.` })
      .waitFor();

    // A second search of the same reader, still subscribed, that the next PG matches too: one look queues a listing's
    // alerts for every search it matches in one transaction, so once this one's alert has come, an alert of the
    // unsubscribed search would be in the outbox beside it.
    const witnessName = "PGs in Noida up to ₹9,500";
    const witness = await context.request.post("/api/v1/me/saved-searches", {
      headers: { origin: site.server.url },
      data: { name: witnessName, frequency: "instant", query: "?city=Noida&type=pg&maxPrice=9500" },
    });
    expect(witness.status()).toBe(201);
    await postPg(owner, "Browser Later PG", 9_200);
    await admin.goto("/admin");
    await approveRow("Browser Later PG");
    const witnessAlert = await mail().waitForMail(user.email, `New listing for your search “${witnessName}”`, 60_000);
    expect(witnessAlert.text).toContain("Browser Later PG");
    await admin.goto("/admin/outbox");
    const outboxRows = admin.getByRole("row").filter({ hasText: user.email });
    expect(await outboxRows.filter({ hasText: ALERT_SUBJECT }).count()).toBe(1);
    expect(alertsTo()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
