import { describe, expect, it } from "vitest";
import { logInAs, newUser } from "../support/accounts";
import { expectAccessible, openDemoSiteWithMail, registerOnPage, watchErrors } from "../support/browser";
import { cards, visitorPage } from "../support/html";
import { linkIn } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail();
const PHONE = { viewport: { width: 375, height: 740 } };

describe("a conversation on a phone", () => {
  it("a Client messages the owner of an approved listing; the owner sees 1 unread and replies on the site; the reply appears live on the Client's open conversation", async () => {
    const owner = site.accounts.owner;
    const ownerApi = await logInAs(site.server.url, owner);
    const { listings } = (await (await ownerApi.get("/api/v1/listings")).json()) as {
      listings: Array<{ id: string; status: string; projectBuildingName: string }>;
    };
    const listing = listings.find((entry) => entry.status === "approved");
    if (!listing) throw new Error("The demo Owner has no approved listing.");

    const { context, user } = await site.signedUpContext(PHONE, { role: "Client" });
    const client = await context.newPage();
    const clientErrors = watchErrors(client, 0);
    const verification = await smtp().waitForMail(user.email, "Confirm your GharStay e-mail address");
    await client.goto(linkIn(verification, `${site.server.url}/verify-email?token=`));
    await client.getByText("Your e-mail address is verified. Thank you!").waitFor();
    await client.goto(`/property/${listing.id}`);
    await client.getByLabel("Message", { exact: true }).fill("Is the room free from 1 June?");
    await client.getByRole("button", { name: "Send enquiry" }).click();
    await expect
      .poll(() => client.getByRole("status").filter({ hasText: "enquiry" }).textContent())
      .toBe("Your enquiry has been sent to the owner.");
    // The form is drawn afresh for a next enquiry: the keyboard goes on from the word that this one was sent.
    await expect
      .poll(() => client.evaluate(() => document.activeElement?.textContent))
      .toBe("Your enquiry has been sent to the owner.");

    // The Client keeps the conversation open while the owner answers.
    await client.goto("/messages");
    await client.getByRole("link", { name: new RegExp(` · ${listing.projectBuildingName} Is the room free`) }).click();
    await client.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const messages = client.getByRole("list", { name: "Messages" }).getByRole("listitem");
    await expect.poll(() => messages.count()).toBe(1);
    await client.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });

    // The owner's phone: the count is on the menu button and on 'Messages' inside the menu.
    const ownerPage = await site.signedInPage(owner, PHONE);
    const ownerErrors = watchErrors(ownerPage, 0);
    await ownerPage.goto("/");
    // Said aloud with the button's name, not only drawn on it.
    const menu = ownerPage.getByRole("button", { name: "Menu, 1 unread", exact: true });
    expect(await menu.textContent()).toContain("1");
    await menu.click();
    await ownerPage.getByRole("link", { name: "Messages, 1 unread" }).last().click();
    await ownerPage.waitForURL("**/messages");
    await ownerPage.getByRole("link", { name: new RegExp(`^${user.name} · ${listing.projectBuildingName}`) }).click();
    await ownerPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    // The address changes a moment before the conversation is drawn, so wait for what the owner reads.
    await ownerPage.getByRole("list", { name: "Messages" }).getByText("Is the room free from 1 June?").waitFor();
    await ownerPage.getByRole("heading", { name: listing.projectBuildingName }).waitFor();
    await expectAccessible(ownerPage);
    // The listing's name and each quick reply show whole on the phone, none cut short: a quick reply is sent by a tap.
    const quickReplies = ownerPage.getByRole("form", { name: "Quick replies" }).getByRole("button");
    await expect.poll(() => quickReplies.count()).toBe(3);
    for (const shown of [ownerPage.getByRole("heading", { level: 1 }), ...(await quickReplies.all())]) {
      expect(
        await shown.evaluate(
          (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        ),
      ).toBe(true);
    }
    // The Client starts another question while the reply is on its way: the reply takes neither the text nor the focus.
    const clientComposer = client.getByLabel("Your message");
    await clientComposer.fill("And is there a");
    await ownerPage.getByLabel("Your message").fill("Yes, it is free from 1 June. Come and see it.");
    await ownerPage.getByRole("button", { name: "Send", exact: true }).click();
    await ownerPage.getByText("Yes, it is free from 1 June. Come and see it.").waitFor();
    // The composer is empty again, ready for the next message, and still on screen.
    await expect.poll(() => ownerPage.getByLabel("Your message").inputValue()).toBe("");
    expect(await ownerPage.getByLabel("Your message").isVisible()).toBe(true);

    // The reply appears on the Client's open page without a reload.
    await expect.poll(() => messages.count(), { timeout: 15_000 }).toBe(2);
    expect(await client.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(await messages.nth(0).textContent()).toContain("Is the room free from 1 June?");
    expect(await messages.nth(1).textContent()).toContain("Yes, it is free from 1 June. Come and see it.");
    expect(await clientComposer.inputValue()).toBe("And is there a");
    expect(await clientComposer.evaluate((element) => element === document.activeElement)).toBe(true);
    // Nothing wider than the phone.
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(clientErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await context.close();
    await ownerPage.context().close();
  });
});

describe("contacting an owner from a phone", () => {
  it("a visitor taps 'Message' in the bar, types, signs up and is back on the listing, signed in, with the text", async () => {
    const listing = cards((await visitorPage(site.server.url, "/pgs")).html)[0]?.href;
    if (!listing) throw new Error("/pgs shows no listing");
    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, 0);
    await page.goto(listing);
    const bar = page.getByRole("navigation", { name: "Contact the owner" });
    expect(await bar.isVisible()).toBe(true);
    // A visitor is never given the owner's number: Call and WhatsApp ask them to log in first.
    for (const name of ["Call", "WhatsApp"]) {
      expect(await bar.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(
        `/login?redirectTo=${encodeURIComponent(listing)}`,
      );
    }
    await bar.getByRole("link", { name: "Message", exact: true }).click();
    await page.getByRole("heading", { name: "Message the owner" }).waitFor();
    await expectAccessible(page);
    const typed = "Is a single room free from 1 July? I study at Lucknow University.";
    await page.getByLabel("Your message").fill(typed);
    // The bar covers nothing the visitor needs: the button below the field is above it.
    const send = page.getByRole("button", { name: "Sign up to send" });
    await send.scrollIntoViewIfNeeded();
    await send.click();

    await page.waitForURL(/\/sign\?redirectTo=/);
    const user = newUser({ role: "Client" });
    await registerOnPage(page, user);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("User successfully signed up!");
    await page.waitForURL((url) => url.pathname === listing);
    await expect.poll(() => page.getByLabel("Message", { exact: true }).inputValue()).toBe(typed);
    expect((await page.request.get("/api/v1/me")).status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Signed in, 'Message' in the bar takes the reader, and the keyboard, to the form that writes to the owner.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("navigation", { name: "Contact the owner" }).getByRole("link", { name: "Message" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Contact owner");

    // The return address travels in the verification mail too: the verified page leads back to the listing.
    const verification = await smtp().waitForMail(user.email, "Confirm your GharStay e-mail address");
    await page.goto(linkIn(verification, `${site.server.url}/verify-email?token=`));
    await page.getByText("Your e-mail address is verified. Thank you!").waitFor();
    const back = await page.getByRole("link", { name: "Continue where you left off" }).getAttribute("href");
    expect(new URL(back ?? "", site.server.url).pathname).toBe(listing);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
