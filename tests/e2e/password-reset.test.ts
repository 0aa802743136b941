import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";
import { linkIn } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail({ shared: true });

describe("a forgotten password", () => {
  it("is reset through the link in the e-mail; then the new password logs in and the old one fails", async () => {
    const { user } = await signUpAndLogIn(site.server.url);
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    // The refused login with the old password answers 401 on purpose.
    const errors = watchErrors(page, 401);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await expectAccessible(page);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("If an account exists for that e-mail, we have sent a link to reset the password.");

    const mail = await smtp().waitForMail(user.email, "Reset your GharStay password");
    const link = linkIn(mail, `${site.server.url}/reset-password?token=`);
    await page.goto(link);
    await expectAccessible(page);
    const newPassword = "fresh-start-42";
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Password must be at least 6 characters.");
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Passwords do not match.");
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();

    await page.waitForURL("**/login?reset=done");
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Your password has been reset. Log in with your new password.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid email or password.");

    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Login successful! Redirecting...");
    await page.waitForURL("**/Home");

    expect(errors).toEqual([]);

    // The link is spent: opening it again says so (with status 400) and offers a new one.
    await page.goto(link);
    expect(
      await page.getByText("This reset link has expired or has already been used. Ask for a new one.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("link", { name: "Ask for a new reset link" }).isVisible()).toBe(true);

    await page.context().close();
  });
});
