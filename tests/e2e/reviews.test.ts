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
    const listingUrl = traveller.url();
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
    await traveller.getByLabel("Your review", { exact: true }).fill(GUEST_WORDS);
    await traveller.getByRole("button", { name: "Submit review" }).click();
    await traveller.getByRole("heading", { name: "Your review" }).waitFor();
    expect(await traveller.getByText("Stayed 2 nights in").first().isVisible()).toBe(true);

    // The owner is told a review is in but cannot read it before writing theirs.
    const owner = await site.signedInPage(site.accounts.owner, { viewport });
    await owner.goto("/bookings");
    await owner
      .getByRole("region", { name: "Guests to review" })
      .getByRole("link", { name: "Review your guest" })
      .click();
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
});
