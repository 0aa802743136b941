import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";
import { istDay } from "../support/stay-days";

const { site, smtp } = openDemoSiteWithMail();

describe("reserving a bed in a demo PG at 375 px", () => {
  it("a seeker reserves a Double sharing bed without an account, the owner accepts, confirms the move-in and records, changes and withdraws the move-out", async () => {
    const viewport = { width: 375, height: 740 };
    const page = await site.newPage({ viewport });
    const errors = watchErrors(page, 0);
    await page.goto("/pgs");
    await page.getByRole("link", { name: "Sunrise Boys PG" }).first().click();
    const beds = page.getByRole("region", { name: "Beds by the month" });
    await beds.waitFor();
    expect(await beds.getByText("Double sharing").first().isVisible()).toBe(true);
    expect(
      await beds
        .getByText(/Beds free: \d+/)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    await beds.getByLabel("Sharing", { exact: true }).selectOption("Double");
    // The earliest move-in is today: the date field starts there.
    await beds.getByRole("button", { name: "Reserve a bed" }).click();

    await page.getByRole("heading", { name: "Your details" }).waitFor();
    const email = `seeker-${Date.now()}@example.com`;
    await page.getByLabel("Name", { exact: true }).fill("Rohit Verma");
    await page.getByLabel("Mobile number", { exact: true }).fill("9812345670");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Reserve a bed" }).click();
    await page.getByRole("heading", { name: "Booking request sent" }).waitFor();
    const reference = (
      await page
        .getByText(/GS-[A-Z0-9]{6}/)
        .first()
        .textContent()
    )?.match(/GS-[A-Z0-9]{6}/)?.[0];
    expect(reference).toBeDefined();
    expect(await page.getByText("Double sharing").first().isVisible()).toBe(true);
    await expectAccessible(page);
    await smtp().waitForMail(email, /^Booking request sent: Sunrise Boys PG/);

    const owner = await site.signedInPage(site.accounts.owner, { viewport });
    await owner.goto("/bookings");
    const requests = owner.getByRole("region", { name: "Requests to answer" });
    const card = requests.getByRole("listitem").filter({ hasText: reference as string });
    await card.waitFor();
    await expectAccessible(owner);
    await card.getByRole("button", { name: "Accept" }).click();
    await owner.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    await smtp().waitForMail(email, /^Booking confirmed: Sunrise Boys PG/);
    await owner.getByRole("button", { name: "Confirm move-in" }).click();
    await owner.getByText(/moved in, confirmed on/).waitFor();
    await expectAccessible(owner);
    const moved = await smtp().waitForMail(email, /^Move-in confirmed: Sunrise Boys PG/);
    expect(moved.text).toContain("After 30 days of stay you can review it on GharStay.");

    // The resident gives notice: the owner records the move-out among the PG's residents.
    await owner.goto("/bookings");
    await owner.getByRole("region", { name: "Beds and rents" }).getByRole("link", { name: "Sunrise Boys PG" }).click();
    const residents = owner.getByRole("region", { name: "Residents" });
    const resident = residents.getByRole("listitem").filter({ hasText: reference as string });
    await resident.waitFor();
    await expectAccessible(owner);
    const moveOut = istDay(45);
    await resident.getByLabel("Move-out date").fill(moveOut);
    await resident.getByRole("button", { name: "Record move-out" }).click();
    await residents.getByText("Move-out recorded.").waitFor();
    // The card shows the day once the page's data is read again after the post.
    await resident.getByText(formatDate(moveOut)).waitFor();
    expect(await resident.getByRole("button", { name: "Record move-out" }).count()).toBe(0);
    await smtp().waitForMail(email, /^Move-out recorded: Sunrise Boys PG/);

    // Plans change: the owner brings the day forward, then withdraws the move-out; the resident hears each.
    const earlier = istDay(40);
    await resident.getByLabel("Move-out date").fill(earlier);
    await resident.getByRole("button", { name: "Change move-out" }).click();
    await residents.getByText("Move-out changed.").waitFor();
    await resident.getByText(formatDate(earlier)).waitFor();
    await smtp().waitForMail(email, /^Move-out changed: Sunrise Boys PG/);
    await resident.getByRole("button", { name: "Withdraw move-out" }).click();
    await residents.getByText("Move-out withdrawn.").waitFor();
    await resident.getByRole("button", { name: "Record move-out" }).waitFor();
    await expectAccessible(owner);
    await smtp().waitForMail(email, /^Move-out withdrawn: Sunrise Boys PG/);
    expect(errors).toEqual([]);
  });
});
