import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";
import { linkIn } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail();

type OwnListing = { id: string; status: string; projectBuildingName: string };

describe("an enquiry from a listing page", () => {
  it("from a verified account reaches the demo Owner at once: 1 unread in the header, the inbox shows it, the e-mail arrived", async () => {
    const owner = site.accounts.owner;
    const listing = await approvedListingOf(owner);

    const { context, user } = await site.signedUpContext({ viewport: { width: 375, height: 740 } }, { role: "Client" });
    const page = await context.newPage();
    // The account's address is proven by following the link mailed at sign-up (ADR 030).
    const verification = await smtp().waitForMail(user.email, "Confirm your GharStay e-mail address");
    await page.goto(linkIn(verification, `${site.server.url}/verify-email?token=`));
    await page.getByText("Your e-mail address is verified. Thank you!").waitFor();
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
    // The keyboard is where the fault is.
    await expect.poll(() => focusedLabel(page)).toBe("Mobile number");
    await page.getByLabel("Mobile number", { exact: true }).fill("9123456780");
    await page.getByLabel("Share my mobile number with the owner").check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "enquiry" }).textContent())
      .toBe("Your enquiry has been sent to the owner.");
    expect(errors).toEqual([]);

    const ownerPage = await site.signedInPage(owner);
    await ownerPage.goto("/");
    expect(await ownerPage.getByRole("link", { name: "Messages, 1 unread" }).first().isVisible()).toBe(true);
    await ownerPage.goto("/profile?tab=enquiries");
    const item = ownerPage.getByRole("article", { name: `Enquiry about ${listing.projectBuildingName}` });
    await expect.poll(() => item.first().getByText("I would like to visit").isVisible()).toBe(true);
    expect(await item.first().getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919123456780\?text=/,
    );
    await expectAccessible(ownerPage);

    const mail = await smtp().waitForMail(owner.email, `New enquiry about ${listing.projectBuildingName}`);
    expect(mail.text).toContain("I would like to visit");
  });

  it("is sent by a visitor, whose page has no React, as a plain form; it reaches the owner once the mailed link is followed", async () => {
    const owner = site.accounts.owner;
    const listing = await approvedListingOf(owner);
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    // The refused mobile number answers 400 on purpose.
    const errors = watchErrors(page, 400);
    await page.goto(`/property/${listing.id}`);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const email = `visitor-${Date.now()}@example.com`;
    await page.getByLabel("Name", { exact: true }).fill("Asha Verma");
    await page.getByLabel("Mobile number", { exact: true }).fill("12345");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Is this still available?" }).click();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("Is this still available?");
    expect(await focusedLabel(page)).toBe("Message");

    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByText("Invalid mobile number. Enter 10 digits.").waitFor();
    expect(await focusedLabel(page)).toBe("Mobile number");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Asha Verma");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("Is this still available?");
    await expectAccessible(page);

    await page.getByLabel("Mobile number", { exact: true }).fill("9123456780");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByRole("status").filter({ hasText: "Check your e-mail to confirm your enquiry." }).waitFor();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");

    // The typed address gets only our words and the link; the owner nothing yet.
    const name = listing.projectBuildingName;
    const confirmation = await smtp().waitForMail(email, `Confirm your enquiry about ${name}`);
    expect(confirmation.text).not.toContain("Asha Verma");
    expect(confirmation.text).not.toContain("Is this still available?");
    const fromAsha = () =>
      smtp().received.filter(
        (mail) => mail.subject === `New enquiry about ${name}` && mail.text?.includes(email) === true,
      );
    expect(fromAsha()).toEqual([]);

    await page.goto(linkIn(confirmation, `${site.server.url}/enquiry/confirm?token=`));
    await page.getByText(`Send your enquiry about ${name} to its owner?`).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Thank you. Your enquiry about ${name} has been sent to the owner.` })
      .waitFor();
    await expect.poll(() => fromAsha().length, { timeout: 20_000 }).toBe(1);
    expect(fromAsha()[0].text).toContain("Is this still available?");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

async function approvedListingOf(owner: { email: string; password: string }): Promise<OwnListing> {
  const ownerApi = await logInAs(site.server.url, owner);
  const { listings } = (await (await ownerApi.get("/api/v1/listings")).json()) as { listings: OwnListing[] };
  const listing = listings.find((entry) => entry.status === "approved");
  if (!listing) throw new Error("The demo Owner has no approved listing.");
  return listing;
}

/** The label of the field the keyboard is in. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]?.textContent
      : null;
  });
