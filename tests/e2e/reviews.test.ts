import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

/** The stay clock runs 20 days ahead (ADR 040): a stay booked for next week has ended by it. */
const site = openDemoSite({ env: async () => ({ TEST_STAY_CLOCK_OFFSET_DAYS: "20" }) });

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

const GUEST_WORDS = "Spotless room, a helpful front desk and breakfast worth waking up for.";
const OWNER_WORDS = "Polite guest who left the room tidy and checked out on time.";

/** Picks a star in a rating group by its spoken name, with the keyboard, as a screen reader user would. */
async function rate(page: Page, group: string, stars: number) {
  const star = page.getByRole("group", { name: group }).getByRole("radio", { name: `${stars} stars` });
  await star.focus();
  await page.keyboard.press("Space");
  expect(await star.isChecked()).toBe(true);
}

/** How many stars of a rating group show coloured, read from the page as drawn (the pointer kept off them). */
async function starsLit(page: Page, group: string): Promise<number> {
  await page.mouse.move(0, 0);
  const colours = await page
    .getByRole("group", { name: group })
    .locator("label")
    .evaluateAll((labels) => labels.map((label) => getComputedStyle(label).color));
  const lit = colours.filter((colour) => colour === "rgb(180, 83, 9)").length;
  // The coloured ones come first, as the stars read from the left.
  expect(colours.slice(0, lit).every((colour) => colour === "rgb(180, 83, 9)")).toBe(true);
  return lit;
}

describe("reviews from a real stay at 375 px", () => {
  it("a traveller books two nights, the stay ends, and both sides review blind", async () => {
    const viewport = { width: 375, height: 740 };
    const { context } = await site.signedUpContext({ viewport }, { role: "Client", name: "Meera Kapoor" });
    const traveller = await context.newPage();
    const errors = watchErrors(traveller, 0);

    // Book two nights a week from now.
    await traveller.goto("/hotels");
    await traveller.getByRole("link", { name: "Hotel Awadh Residency" }).first().click();
    // /hotels has its own 'Check-in' field: the listing's picker is filled once the listing is open.
    await traveller.getByRole("heading", { name: "Book a stay", exact: true }).waitFor();
    // On a phone the booking box is far below the photos; 'Check availability' under the title leads there.
    await traveller.getByRole("link", { name: "Check availability" }).click();
    await expect.poll(() => traveller.evaluate(() => document.activeElement?.textContent)).toBe("Book a stay");
    const listingUrl = traveller.url().split("#")[0];
    await traveller.getByLabel("Check-in", { exact: true }).fill(istDay(8));
    await traveller.getByLabel("Check-out", { exact: true }).fill(istDay(10));
    await traveller.getByLabel("Guests", { exact: true }).fill("2");
    await traveller.getByRole("button", { name: "Check availability" }).click();
    // The first free room is chosen already.
    await traveller.getByRole("heading", { name: "Your details" }).waitFor();
    await traveller.getByLabel("Mobile number", { exact: true }).fill("9812345670");
    await traveller.getByRole("button", { name: "Reserve" }).click();
    await traveller.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    const bookingUrl = traveller.url().split("?")[0];

    // By the stay clock the stay is over: 'My bookings' invites a review.
    await traveller.goto("/my-bookings");
    const invitations = traveller.getByRole("region", { name: "Stays to review" });
    await invitations.getByRole("link", { name: "Write a review" }).click();
    await traveller.getByRole("heading", { name: "Review your stay at Hotel Awadh Residency" }).waitFor();
    await expectAccessible(traveller);
    await rate(traveller, "Overall rating", 5);
    for (const category of ["Cleanliness", "Staff", "Location", "Value"]) await rate(traveller, category, 4);
    expect(await starsLit(traveller, "Overall rating")).toBe(5);
    expect(await starsLit(traveller, "Value")).toBe(4);
    // The arrow keys move the way the stars read: left is one fewer, right one more.
    await traveller.keyboard.press("ArrowLeft");
    expect(await starsLit(traveller, "Value")).toBe(3);
    await traveller.keyboard.press("ArrowRight");
    expect(await traveller.getByRole("radio", { name: "4 stars" }).last().isChecked()).toBe(true);
    expect(await starsLit(traveller, "Value")).toBe(4);
    await traveller.getByLabel("Your review", { exact: true }).fill(GUEST_WORDS);
    await traveller.getByRole("button", { name: "Submit review" }).click();
    await traveller.getByRole("heading", { name: "Your review" }).waitFor();
    // The booking's page opens at the review just written, with the focus there, and stays there: the scroll to the
    // top that follows every other move to a new page (100 ms later) is not for an address that names a place.
    const reviewInView = async () => {
      const box = await traveller.getByRole("heading", { name: "Your review" }).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    };
    await expect.poll(() => traveller.evaluate(() => document.activeElement?.id)).toBe("stay-reviews-heading");
    await expect.poll(reviewInView).toBe(true);
    await traveller.waitForTimeout(1000);
    expect(await reviewInView()).toBe(true);
    expect(await traveller.getByText("Stayed 2 nights in").first().isVisible()).toBe(true);

    // The owner is told a review is in but cannot read it before writing theirs.
    const owner = await site.signedInPage(site.accounts.owner, { viewport });
    await owner.goto("/bookings");
    // This stay's invitation: a retry finds the first try's guest, of the same name, invited too.
    const reference = new URL(bookingUrl).pathname.split("/").at(-1);
    const invitation = owner
      .getByRole("region", { name: "Guests to review" })
      .getByRole("link", { name: "Review your guest" })
      .and(owner.locator(`[href="/booking/${reference}/review"]`));
    await invitation.click();
    await owner.getByRole("heading", { name: "Review Meera Kapoor" }).waitFor();
    await owner.goto(bookingUrl);
    await owner.getByText("The guest has reviewed the stay. You will see it once you have written yours").waitFor();
    expect(await owner.getByText(GUEST_WORDS).count()).toBe(0);
    // Nor does the public see it yet.
    const visitor = await site.newPage({ viewport });
    await visitor.goto(listingUrl);
    expect(await visitor.getByText(GUEST_WORDS).count()).toBe(0);

    await owner.getByRole("link", { name: "Review your guest" }).click();
    await rate(owner, "Your rating of the guest", 5);
    await owner.getByLabel("Your review of the guest", { exact: true }).fill(OWNER_WORDS);
    await owner.getByRole("button", { name: "Submit review" }).click();
    await owner.getByRole("heading", { name: "The guest's review" }).waitFor();
    expect(await owner.getByText(GUEST_WORDS).isVisible()).toBe(true);

    await traveller.goto(bookingUrl);
    await traveller.getByRole("heading", { name: "The owner's review of you" }).waitFor();
    expect(await traveller.getByText(OWNER_WORDS).isVisible()).toBe(true);

    // The listing page shows the rating and the review, and tells search engines.
    const reader = await site.newPage({ viewport });
    await reader.goto(listingUrl);
    const section = reader.getByRole("region", { name: "Reviews" });
    await section.getByText(GUEST_WORDS).waitFor();
    expect(await section.getByRole("img", { name: "Rated 5 out of 5" }).first().isVisible()).toBe(true);
    // The owner's review of the guest is for other owners, never on the listing.
    expect(await reader.getByText(OWNER_WORDS).count()).toBe(0);
    const ld = await reader
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const rated = ld.find((data) => data?.aggregateRating);
    expect(rated?.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 });
    expect(rated?.review?.[0]).toMatchObject({ "@type": "Review", reviewBody: GUEST_WORDS });
    expect(errors).toEqual([]);
  });

  it("a review held for a phone number is released by the Admin, then reported by the owner and removed with a reason its author reads", async () => {
    const viewport = { width: 375, height: 740 };
    const { context } = await site.signedUpContext({ viewport }, { role: "Client", name: "Arjun Mehta" });
    const traveller = await context.newPage();
    const errors = watchErrors(traveller, 0);
    const words = "Lovely stay. Call my cousin on 98765 43210, he drives guests to the station.";

    await traveller.goto("/hotels");
    await traveller.getByRole("link", { name: "Hotel Awadh Residency" }).first().click();
    await traveller.getByRole("heading", { name: "Book a stay", exact: true }).waitFor();
    const listingUrl = traveller.url();
    await traveller.getByLabel("Check-in", { exact: true }).fill(istDay(11));
    await traveller.getByLabel("Check-out", { exact: true }).fill(istDay(13));
    await traveller.getByLabel("Guests", { exact: true }).fill("2");
    await traveller.getByRole("button", { name: "Check availability" }).click();
    await traveller.getByRole("heading", { name: "Your details" }).waitFor();
    await traveller.getByLabel("Mobile number", { exact: true }).fill("9812345671");
    await traveller.getByRole("button", { name: "Reserve" }).click();
    await traveller.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    const bookingUrl = traveller.url().split("?")[0];
    await traveller.goto(`${bookingUrl}/review`);
    await rate(traveller, "Overall rating", 4);
    for (const category of ["Cleanliness", "Staff", "Location", "Value"]) await rate(traveller, category, 4);
    await traveller.getByLabel("Your review", { exact: true }).fill(words);
    await traveller.getByRole("button", { name: "Submit review" }).click();
    await traveller.getByText("GharStay's team will check it before it is shown").waitFor();

    const owner = await site.signedInPage(site.accounts.owner, { viewport });
    await owner.goto(`${bookingUrl}/review`);
    await rate(owner, "Your rating of the guest", 5);
    await owner.getByLabel("Your review of the guest", { exact: true }).fill(OWNER_WORDS);
    await owner.getByRole("button", { name: "Submit review" }).click();
    await owner.getByRole("heading", { name: "Reviews", exact: true }).waitFor();

    // The Admin finds it held, says why, and releases it.
    const admin = await site.signedInPage(site.accounts.admin, { viewport });
    await admin.goto("/admin/reports");
    const queue = admin.getByRole("region", { name: "Held and reported reviews" });
    const held = queue.getByRole("article").filter({ hasText: words });
    await held.getByText("Held: it has a phone number in it.").waitFor();
    await expectAccessible(admin);
    await held.getByRole("button", { name: "Release the review" }).click();
    await admin.getByText("Review released: “Hotel Awadh Residency”.").waitFor();

    // Now shown; the owner reports it from the listing's reviews.
    await owner.goto(`${listingUrl}/reviews`);
    const card = owner.getByRole("listitem").filter({ hasText: words });
    await card.getByRole("link", { name: "Report this review" }).click();
    await owner.getByRole("heading", { name: "Report this review" }).waitFor();
    await expectAccessible(owner);
    await owner.getByRole("radio", { name: "Shares someone's personal details" }).check();
    await owner.getByRole("button", { name: "Send report" }).click();
    await owner.getByText("Thank you. GharStay's team will look at this review.").waitFor();

    // The Admin removes it with a reason.
    await admin.goto("/admin/reports");
    const reported = admin
      .getByRole("region", { name: "Held and reported reviews" })
      .getByRole("article")
      .filter({ hasText: words });
    await reported.getByText("Shares someone's personal details").waitFor();
    const reason = "It gives a phone number to reach someone outside GharStay.";
    await reported.getByLabel("Why it is removed (its author is told)").fill(reason);
    await reported.getByRole("button", { name: "Remove the review" }).click();
    await admin.getByText("Review removed: “Hotel Awadh Residency”.").waitFor();

    // Gone from the listing; its author reads why on the booking.
    const reader = await site.newPage({ viewport });
    await reader.goto(`${listingUrl}/reviews`);
    expect(await reader.getByText(words).count()).toBe(0);
    await traveller.goto(bookingUrl);
    await traveller.getByText("GharStay's team removed your review, so nobody else sees it.").waitFor();
    expect(await traveller.getByText(reason).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
