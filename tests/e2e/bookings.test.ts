import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";
import { daysAfter, weeknights } from "../support/stay-days";

const { site, smtp } = openDemoSiteWithMail();

/** From /hotels to the hotel's page, then its date and guest picker, as a traveller would. */
async function pickDates(page: Page, dates: { checkIn: string; checkOut: string }) {
  await page.goto("/hotels");
  await page.getByRole("link", { name: "Hotel Awadh Residency" }).first().click();
  await page.getByRole("heading", { name: "Book a stay", exact: true }).waitFor();
  await page.getByLabel("Check-in", { exact: true }).fill(dates.checkIn);
  await page.getByLabel("Check-out", { exact: true }).fill(dates.checkOut);
  await page.getByLabel("Guests", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Check availability" }).click();
  await page.getByRole("heading", { name: "Rooms for your dates" }).waitFor();
}

async function fillGuest(page: Page, n: string) {
  const email = `traveller-${n}-${Date.now()}@example.com`;
  await page.getByLabel("Name", { exact: true }).fill(`Traveller ${n}`);
  await page.getByLabel("Mobile number", { exact: true }).fill("9812345670");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  return email;
}

describe.each([
  // Both stays within the month the owner's calendar shows first.
  { width: 375, height: 740, offset: 8 },
  { width: 1280, height: 900, offset: 16 },
])("booking two nights at a hotel at $width px", ({ width, height, offset }) => {
  it("shows the rate, the GST line and the total, reserves as a guest, mails the .ics, and the last room cannot be booked twice", async () => {
    const dates = weeknights(offset);
    const first = await site.newPage({ viewport: { width, height } });
    const second = await site.newPage({ viewport: { width, height } });
    // The refused booking below is answered 400, as a refused form is.
    const firstErrors = watchErrors(first, 400);
    const secondErrors = watchErrors(second, 409);

    await pickDates(first, dates);
    // The visitor's pages stay the server's HTML, and the picker was a plain form.
    expect(await first.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await first.getByRole("link", { name: "Choose Suite" }).click();
    // Choosing a room leads on to the details to book it with.
    await expect
      .poll(async () => {
        const box = await first.getByRole("heading", { name: "Your details" }).boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      })
      .toBe(true);
    const suite = first.getByRole("listitem").filter({ has: first.getByRole("heading", { name: "Suite" }) });
    await suite.getByText("Last room left for these dates").waitFor();
    expect(await suite.getByText("2 nights × ₹7,000").isVisible()).toBe(true);
    expect(await suite.getByText("GST (5%)").isVisible()).toBe(true);
    expect(await suite.getByText("₹14,700").isVisible()).toBe(true);
    await expectAccessible(first);

    // The second traveller has the same room open at the same moment.
    await pickDates(second, dates);
    await second.getByRole("link", { name: "Choose Suite" }).click();
    await second.getByRole("heading", { name: "Your details" }).waitFor();

    // A mobile number short of ten digits is caught by the browser at its field, before anything is sent.
    await fillGuest(first, "one");
    await first.getByLabel("Mobile number", { exact: true }).fill("12345");
    await first.getByRole("button", { name: "Reserve" }).click();
    expect(await first.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe("tel-national");
    // What the field wants is said beside it in our words, not only in the browser's "match the requested format".
    const described = await first.evaluate(() =>
      (document.activeElement?.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(described).toContain("10 digits, for example 9876543210");
    // What only the server can refuse is said at the top of the page it answers with, where that page opens.
    await first.getByLabel("Mobile number", { exact: true }).fill("9812345670");
    await first.getByLabel("Name", { exact: true }).fill("   ");
    await first.getByRole("button", { name: "Reserve" }).click();
    const refused = first.getByRole("alert").filter({ hasText: "Name cannot be empty." });
    await refused.waitFor();
    const message = await refused.boundingBox();
    expect(message && message.y + message.height).toBeLessThan(height);
    await first.getByRole("link", { name: "Go to your details" }).click();
    expect(await first.getByRole("heading", { name: "Your details" }).isVisible()).toBe(true);

    const email = await fillGuest(first, "one");
    const reserve = first.getByRole("button", { name: "Reserve" });
    if (width < 640) {
      // On a phone the total and 'Reserve' sit in a bar at the bottom of the screen.
      const box = await reserve.boundingBox();
      expect(box && box.y + box.height).toBeGreaterThan(height - 80);
      // The bar's total; the form's own is hidden on a phone.
      const total = await first.getByText("Total: ₹14,700").last().boundingBox();
      expect(total?.y).toBeGreaterThan(height - 80);
    }
    await reserve.click();
    await first.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    const reference = (
      await first
        .getByText(/GS-[A-Z0-9]{6}/)
        .first()
        .textContent()
    )?.match(/GS-[A-Z0-9]{6}/)?.[0];
    expect(reference).toBeDefined();
    await expectAccessible(first);

    const mail = await smtp().waitForMail(email, /^Booking confirmed: Hotel Awadh Residency/);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Hazratganj, Lucknow");
    const ics = mail.attachments.find((a) => a.filename === `${reference}.ics`);
    expect(ics?.content.toString("utf8")).toContain(`DTSTART;VALUE=DATE:${dates.checkIn.replace(/-/g, "")}`);

    await fillGuest(second, "two");
    await second.getByRole("button", { name: "Reserve" }).click();
    await expect
      .poll(() => second.getByText("Sorry, this room is no longer available for these dates.").first().isVisible())
      .toBe(true);
    const secondSuite = second.getByRole("listitem").filter({ has: second.getByRole("heading", { name: "Suite" }) });
    expect(await secondSuite.getByText("Not available for these dates.").isVisible()).toBe(true);

    const owner = await site.signedInPage(site.accounts.owner, { viewport: { width, height } });
    await owner.goto("/bookings");
    const upcoming = owner.getByRole("region", { name: "Upcoming stays" });
    await upcoming.getByText(reference as string).waitFor();
    expect(await upcoming.getByText(`Traveller one`).first().isVisible()).toBe(true);
    await expectAccessible(owner);
    // The calendar shows the suite taken on both nights.
    await owner.getByRole("link", { name: "Hotel Awadh Residency: Suite" }).click();
    const shown = (day: string) =>
      new Intl.DateTimeFormat("en-IN", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }).format(new Date(day));
    const night = (day: string) => owner.getByRole("row", { name: new RegExp(`^${shown(day)}\\b`) });
    // A night's 'Free' cell: the fourth after its day (Booked, Blocked, Other sites, Free).
    const free = (day: string) => night(day).getByRole("cell").nth(3).textContent();
    await night(dates.checkIn).waitFor();
    expect(await free(dates.checkIn)).toBe("Full");
    const secondNight = daysAfter(dates.checkIn, 1);
    expect(await free(secondNight)).toBe("Full");
    // Check-out day is free again.
    expect(await free(dates.checkOut)).toBe("1");
    await expectAccessible(owner);

    // Cancelling asks first and says what it means: on the owner's list, that the guest is refunded in full.
    await owner.goto("/bookings");
    await owner
      .getByRole("region", { name: "Upcoming stays" })
      .getByRole("listitem")
      .filter({ hasText: reference as string })
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await owner.getByRole("heading", { name: "Cancel this booking?" }).waitFor();
    expect(await owner.getByText("The guest is refunded in full: ₹14,700.").isVisible()).toBe(true);
    expect(await owner.getByRole("button", { name: "Yes, cancel booking" }).isVisible()).toBe(true);
    await expectAccessible(owner);
    await owner.getByRole("link", { name: "Keep booking" }).click();
    // The first tap alone cancelled nothing.
    await owner.getByRole("heading", { name: "Booking confirmed" }).waitFor();

    // The guest's page, without JavaScript: the first tap shows the refund by the policy, and only 'Yes' cancels.
    await first.getByRole("button", { name: "Cancel booking" }).click();
    await first.getByRole("heading", { name: "Cancel this booking?" }).waitFor();
    expect(await first.getByText(/^If you cancel now you get back ₹[\d,]+ of ₹14,700\.$/).isVisible()).toBe(true);
    await expectAccessible(first);
    await first.getByRole("link", { name: "Keep booking" }).click();
    await first.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    await first.getByRole("button", { name: "Cancel booking" }).click();
    await first.getByRole("button", { name: "Yes, cancel booking" }).click();
    await first.getByRole("heading", { name: "Booking cancelled" }).waitFor();
    expect(await first.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);

    expect(firstErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
  });
});

describe("an owner declining a request to book", () => {
  it("asks first, keeps the request on 'Keep request', and declines only on 'Yes, decline request'", async () => {
    const dates = weeknights(30);
    const traveller = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await pickDates(traveller, dates);
    await traveller.getByRole("link", { name: "Choose Family Room" }).click();
    const email = await fillGuest(traveller, "request");
    await traveller.getByRole("button", { name: "Request to book" }).click();
    await traveller.getByRole("heading", { name: "Booking request sent" }).waitFor();
    const reference = (
      await traveller
        .getByText(/GS-[A-Z0-9]{6}/)
        .first()
        .textContent()
    )?.match(/GS-[A-Z0-9]{6}/)?.[0];
    expect(reference).toBeDefined();

    const owner = await site.signedInPage(site.accounts.owner, { viewport: { width: 1280, height: 900 } });
    const ownerErrors = watchErrors(owner, 0);
    await owner.goto("/bookings");
    await owner
      .getByRole("region", { name: "Requests to answer" })
      .getByRole("listitem")
      .filter({ hasText: reference as string })
      .getByRole("button", { name: "Decline" })
      .click();
    await owner.getByRole("heading", { name: "Decline this booking request?" }).waitFor();
    expect(
      await owner.getByText("The guest is told at once, and the room is freed for other guests.").isVisible(),
    ).toBe(true);
    expect(await owner.getByRole("button", { name: "Yes, decline request" }).isVisible()).toBe(true);
    await expectAccessible(owner);
    await owner.getByRole("link", { name: "Keep request" }).click();
    // The first tap alone declined nothing.
    await owner.getByRole("heading", { name: "Booking request sent" }).waitFor();

    await owner.getByRole("button", { name: "Decline" }).click();
    await owner.getByLabel("Message to the guest (optional)").fill("The family room is booked for a wedding.");
    await owner.getByRole("button", { name: "Yes, decline request" }).click();
    await owner.getByRole("heading", { name: "Booking declined" }).waitFor();
    expect(await owner.getByRole("button", { name: "Decline" }).count()).toBe(0);
    const mail = await smtp().waitForMail(email, /^Booking declined: Hotel Awadh Residency/);
    expect(mail.subject).toContain(reference);
    expect(ownerErrors).toEqual([]);
    // The guest reads the owner's words on the booking's page.
    await traveller.reload();
    await traveller.getByRole("heading", { name: "Booking declined" }).waitFor();
    const message = traveller.getByRole("region", { name: "Message from the owner" });
    expect(await message.textContent()).toContain("The family room is booked for a wedding.");
  });
});
