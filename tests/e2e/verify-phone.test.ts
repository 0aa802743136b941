import { afterAll, describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";
import { type FakeGateway, lastCode, startGateway } from "../support/sms-gateway";

let gateway: FakeGateway | undefined;
const site = openDemoSite({
  env: async () => {
    gateway = await startGateway();
    return { SMS_WEBHOOK_URL: gateway.url };
  },
});

afterAll(() => gateway?.close());

describe("verifying a phone on a phone", () => {
  it("sends a code by SMS, refuses a wrong one and verifies with the right one", async () => {
    const { user } = await signUpAndLogIn(site.server.url, { mobileNumber: "9123456780" });
    const page = await site.signedInPage(user, { viewport: { width: 375, height: 740 } });
    // The wrong code answers 400 on purpose.
    const errors = watchErrors(page, 400);
    await page.goto("/profile/settings");
    const section = page.getByRole("region", { name: "Verify phone" });
    await expect.poll(() => section.isVisible()).toBe(true);

    await section.getByRole("button", { name: "Send code" }).click();
    await expect
      .poll(() => section.getByRole("status").textContent())
      .toBe("We have sent a 6-digit code to 9123456780. It works for 10 minutes.");
    const code = lastCode(gateway as FakeGateway);
    expect(gateway?.received.at(-1)?.to).toBe("+919123456780");

    const field = section.getByLabel("Code");
    await field.fill(code === "000000" ? "111111" : "000000");
    await section.getByRole("button", { name: "Verify phone" }).click();
    await expect.poll(() => section.getByRole("alert").textContent()).toBe("That code is not right. 4 tries left.");

    await field.fill(code);
    await field.press("Enter");
    await expect.poll(() => section.getByRole("status").textContent()).toBe("Your mobile number is verified.");
    await page.reload();
    await expect
      .poll(() => page.getByRole("region", { name: "Verify phone" }).textContent())
      .toMatch(/Your mobile number 9123456780 was verified on/);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
