import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSiteWithMail, PHONE, watchErrors } from "../support/browser";
import type { ReceivedMail } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail();

/** The .ics a message carries, unfolded. */
function calendarOf(mail: ReceivedMail): string {
  const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(ics, `no .ics in "${mail.subject}"`).toBeDefined();
  return (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
}

describe("a visit on a 375 px phone", () => {
  it("a Client requests a visit to the demo Owner's PG, the Owner accepts it on /profile, and both mails carry an .ics", async () => {
    const mail = smtp();
    const { context, user } = await site.signedUpContext(PHONE, { role: "Client", name: "Meera Joshi" });
    const page = await context.newPage();
    const errors = watchErrors(page, 0);

    await page.goto("/pgs");
    await page.getByRole("link", { name: "Metro Nest PG", exact: true }).first().tap();
    await page.waitForURL(/\/property\//);
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("region", { name: "Schedule a visit" });
    const date = form.getByLabel("Date");
    const max = await date.getAttribute("max");
    const min = await date.getAttribute("min");
    expect(min && max).toBeTruthy();
    // Two days ahead, inside the 14 the input allows.
    const day = new Date(Date.parse(`${min}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await date.fill(day);
    await form.getByLabel("Time").selectOption("10:30");
    await form.getByLabel("Note").fill("I would like to see the double room.");
    await form.getByRole("button", { name: "Request visit" }).tap();
    await expect.poll(() => form.getByRole("status").textContent()).toContain("Visit requested.");
    await expectAccessible(page);

    const ownerMail = await mail.waitForMail(site.accounts.owner.email, "Visit request for Metro Nest PG");
    const dtstart = `DTSTART:${new Date(`${day}T10:30:00+05:30`)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`;
    expect(calendarOf(ownerMail)).toContain(dtstart);
    expect(calendarOf(await mail.waitForMail(user.email, "Your visit request for Metro Nest PG"))).toContain(dtstart);

    const owner = await site.signedInPage(site.accounts.owner, PHONE);
    const ownerErrors = watchErrors(owner, 0);
    await owner.goto("/profile");
    await owner.getByRole("link", { name: "Visits", exact: true }).tap();
    await owner.waitForURL(/tab=visits/);
    await owner.waitForLoadState("networkidle");
    const request = owner.getByRole("listitem").filter({ hasText: "Meera Joshi" });
    await expect.poll(() => request.textContent()).toContain("Metro Nest PG");
    expect(await request.textContent()).toContain("Waiting for the owner");
    // Nothing sticks out of a phone's width.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(owner);
    await request.getByRole("button", { name: "Accept" }).tap();
    await expect.poll(() => request.textContent()).toContain("Accepted");

    const confirmed = /^Visit confirmed: Metro Nest PG/;
    for (const to of [site.accounts.owner.email, user.email]) {
      const ics = calendarOf(await mail.waitForMail(to, confirmed));
      expect(ics).toContain(dtstart);
      expect(ics).toContain("SEQUENCE:1");
    }

    // The Client sees the visit accepted on their own Visits tab.
    await page.goto("/profile?tab=visits");
    const mine = page.getByRole("listitem").filter({ hasText: "Metro Nest PG" });
    expect(await mine.textContent()).toContain("Accepted");
    expect(errors).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});
