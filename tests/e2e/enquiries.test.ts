import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";

const { site, smtp } = openDemoSiteWithMail();

type OwnListing = { id: string; status: string; projectBuildingName: string };

describe("an enquiry from a listing page", () => {
  it("reaches the demo Owner: 1 unread in the header, the inbox shows it, and the e-mail arrived", async () => {
    const owner = site.accounts.owner;
    const ownerApi = await logInAs(site.server.url, owner);
    const { listings } = (await (await ownerApi.get("/api/v1/listings")).json()) as { listings: OwnListing[] };
    const listing = listings.find((entry) => entry.status === "approved");
    if (!listing) throw new Error("The demo Owner has no approved listing.");

    const { context, user } = await site.signedUpContext({ viewport: { width: 375, height: 740 } }, { role: "Client" });
    const page = await context.newPage();
    // The refused mobile number answers 400 on purpose.
    const errors = watchErrors(page, 400);
    await page.goto(`/property/${listing.id}`);
    await expectAccessible(page);
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe(user.name);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(user.email);
    await page.getByRole("button", { name: "I would like to visit" }).click();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("I would like to visit");
    await page.getByLabel("Mobile number", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect.poll(() => page.getByText("Invalid mobile number. Enter 10 digits.").isVisible()).toBe(true);
    await page.getByLabel("Mobile number", { exact: true }).fill("9123456780");
    await page.getByLabel("Share my mobile number with the owner").check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "enquiry" }).textContent())
      .toBe("Your enquiry has been sent to the owner.");
    expect(errors).toEqual([]);

    const ownerPage = await site.signedInPage(owner);
    await ownerPage.goto("/");
    const profile = ownerPage.getByRole("link", { name: /^Profile of .+, 1 unread enquiry$/ });
    expect(await profile.isVisible()).toBe(true);
    await ownerPage.goto("/profile");
    await ownerPage.getByRole("link", { name: "Enquiries", exact: true }).click();
    await ownerPage.waitForURL("**/profile?tab=enquiries");
    const item = ownerPage.getByRole("article", { name: `Enquiry about ${listing.projectBuildingName}` });
    await expect.poll(() => item.first().getByText("I would like to visit").isVisible()).toBe(true);
    expect(await item.first().getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919123456780\?text=/,
    );
    await expectAccessible(ownerPage);

    const mail = await smtp().waitForMail(owner.email, `New enquiry about ${listing.projectBuildingName}`);
    expect(mail.text).toContain("I would like to visit");
  });
});
