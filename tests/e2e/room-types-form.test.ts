import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

describe("an owner saving a room with several mistakes", () => {
  it("is taken to the list of every problem at the top, and from there to each field", async () => {
    const owner = await site.signedInPage(site.accounts.owner);
    const errors = watchErrors(owner, 400);
    await owner.goto("/bookings");
    await owner
      .getByRole("region", { name: "Rooms and rates" })
      .getByRole("link", { name: "Hotel Awadh Residency" })
      .click();
    const room = owner.getByRole("region", { name: "Standard Room", exact: true });
    await room.waitFor();
    await room.getByLabel("Nightly rate (₹)").fill("0");
    await room.getByLabel("Fewest nights").fill("5");
    await room.getByLabel("Most nights").fill("2");
    await room.getByRole("button", { name: "Save room" }).click();

    const focused = () => owner.evaluate(() => document.activeElement?.textContent ?? "");
    await expect.poll(focused).toContain("This room was not saved. Check these details:");
    expect(await focused()).toContain("Nightly rate (₹): Enter a nightly rate of at least ₹1, in whole rupees.");
    expect(await focused()).toContain("Most nights: Nights must be from 1 to 30, the most at least the fewest.");
    await expectAccessible(owner);

    await room.getByRole("link", { name: /^Most nights:/ }).click();
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("maxNights");
    expect(errors).toEqual([]);
    await owner.context().close();
  });
});
