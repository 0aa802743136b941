import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

describe("account settings on a phone", () => {
  it("changes the name and the header's avatar says the new one", async () => {
    const { user } = await signUpAndLogIn(site.server.url, { name: "Meera Das" });
    const page = await site.signedInPage(user, { viewport: { width: 375, height: 740 } });
    // The refused save answers 400 on purpose.
    const errors = watchErrors(page, 400);

    await page.goto("/profile");
    await page.getByRole("link", { name: "Settings" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Account settings" }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const name = page.getByLabel("Name", { exact: true });
    await name.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("Name cannot be empty.").isVisible()).toBe(true);

    await name.fill("Meera Kapoor");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Your changes have been saved.");
    // The keyboard goes on from the saved form, not from the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Your changes have been saved.");
    // On a phone the avatar sits behind the header's Menu button.
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Profile of Meera Kapoor" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("deletes the account only after DELETE is typed with the password, and lands on the home page logged out", async () => {
    const { user } = await signUpAndLogIn(site.server.url);
    const page = await site.signedInPage(user, { viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 400);
    await page.goto("/profile/settings");
    const confirmation = page.getByLabel("Type DELETE to confirm");
    const password = page.getByRole("region", { name: "Delete account" }).getByLabel("Current password");
    await confirmation.fill("delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => page.getByText("Type DELETE to confirm.").isVisible()).toBe(true);
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);

    await confirmation.fill("DELETE");
    await password.fill(`${user.password}-not`);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => page.getByText("Your current password is not correct.").isVisible()).toBe(true);
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);

    await password.fill(user.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => page.getByRole("status", { name: "Account deleted" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("link", { name: /Profile of/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
