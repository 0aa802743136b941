import { describe, expect, it } from "vitest";
import { newUser } from "../support/accounts";
import { expectAccessible, openDemoSite, registerOnPage, watchErrors } from "../support/browser";
import { cards, fetchPage } from "../support/html";

const site = openDemoSite();

/** Tailwind's red text: an oklch colour with a red hue and real chroma. */
function isRed(color: string): boolean {
  const [, chroma, hue] = /oklch\([\d.]+ ([\d.]+) ([\d.]+)\)/.exec(color) ?? [];
  return Number(chroma) > 0.1 && (Number(hue) < 40 || Number(hue) > 350);
}

describe("an account from sign-up to logout", () => {
  it("signs up with the form, logs in, sees the profile and logs out", async () => {
    // The test holds the sign-up's request below, and Playwright's routes do not see a request that the site's service
    // worker makes for a page it controls: once the worker took the page over, the sign-up went through unheld.
    const page = await site.newPage({ serviceWorkers: "block" });
    // A refused login answers 401 on purpose.
    const errors = watchErrors(page, 401);
    const user = newUser({ name: "Priya Singh", mobileNumber: "9123456780" });

    await page.goto("/sign");
    await expect.poll(() => page.getByRole("heading", { name: "Create an Account" }).isVisible()).toBe(true);
    await expectAccessible(page);
    const register = page.getByRole("button", { name: "Register" });
    const alert = page.getByRole("alert");

    // Our messages, one at a time in the specification's order; never the browser's own.
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Name cannot be empty.");
    expect(await page.getByLabel("Name").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Mobile Number").fill("12345");
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Invalid mobile number. Enter 10 digits.");
    await page.getByLabel("Mobile Number").fill(user.mobileNumber);
    await page.getByLabel("Email").fill("priya@");
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Invalid email format.");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Password must be at least 6 characters.");
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password").fill(`${user.password}x`);
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Passwords do not match.");
    await page.getByLabel("Confirm Password").fill(user.password);
    await register.click();
    await expect.poll(() => alert.textContent()).toBe("Please select a role.");
    await page.getByLabel("Role").selectOption("Owner");

    // The submitting state is React Router's, so the page's scripts must have taken over the form first: a check the
    // server made reloads the page, and on two busy cores its scripts can still be loading when the click comes, which
    // then posts the plain form (as without JavaScript) and is never held below.
    await page.waitForLoadState("networkidle");
    // Hold the request a moment so the submitting state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/sign.data*", async (route) => {
      await held;
      await route.continue();
    });
    await register.click();
    await expect.poll(() => page.getByRole("button", { name: "Registering..." }).isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("User successfully signed up!");
    expect(new URL(page.url()).pathname).toBe("/sign");
    await page.waitForURL("**/login");

    // A wrong password first: the reason in red.
    await expect.poll(() => page.getByRole("heading", { name: "Welcome Back" }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid email or password.");
    expect(isRed(await page.getByRole("alert").evaluate((el) => getComputedStyle(el).color))).toBe(true);

    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Login successful! Redirecting...");
    await page.waitForURL("**/Home");
    await expect.poll(() => page.getByRole("heading", { name: /Stay Your Way/ }).isVisible()).toBe(true);

    await page.getByRole("link", { name: `Profile of ${user.name}` }).click();
    await page.waitForURL("**/profile");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: user.name }).isVisible()).toBe(true);
    for (const text of [user.email, user.mobileNumber, "Owner", "No approved listings.", "No pending listings."]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByRole("main").getByText("PS", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    // The header shows Login once the page after the redirect has rendered.
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: /Profile of/ }).count()).toBe(0);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/login");

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says so when the e-mail is already in use, in any case", async () => {
    const page = await site.newPage();
    await page.goto("/sign");
    await page.getByLabel("Name").fill("Another Owner");
    await page.getByLabel("Mobile Number").fill("9876543210");
    await page.getByLabel("Email").fill("OWNER@gharstay.demo");
    await page.getByLabel("Password", { exact: true }).fill("secret-pass");
    await page.getByLabel("Confirm Password").fill("secret-pass");
    await page.getByLabel("Role").selectOption("Agent");
    await page.getByRole("button", { name: "Register" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Email already in use. Try another one.");
    expect(await page.getByLabel("Email").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("returns to the page that asked for a login", async () => {
    const page = await site.newPage();
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("Email").fill(site.accounts.owner.email);
    await page.getByLabel("Password").fill(site.accounts.owner.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/profile");
    await expect.poll(() => page.getByRole("heading", { name: "Approved Listings" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "View Details" }).count()).toBe(12);
    await page.context().close();
  });

  it("works without JavaScript: the server checks the form and the page moves on by itself", async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    const user = newUser();
    await page.goto("/sign");
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Mobile Number").fill(user.mobileNumber);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password").fill(user.password);
    await page.getByRole("button", { name: "Register" }).click();
    // Without JavaScript each click loads a new page: wait for its message instead of reading the old page.
    await page.getByRole("alert").filter({ hasText: "Please select a role." }).waitFor();
    expect(await page.getByRole("alert").textContent()).toBe("Please select a role.");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password").fill(user.password);
    await page.getByLabel("Role").selectOption("Client");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("status").filter({ hasText: "User successfully signed up!" }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe("User successfully signed up!");
    await page.waitForURL("**/login");

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("status").filter({ hasText: "Login successful! Redirecting..." }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe("Login successful! Redirecting...");
    await page.waitForURL("**/Home");
    await expect.poll(() => page.getByRole("link", { name: `Profile of ${user.name}` }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("signing up on the way to a listing", () => {
  it("comes back to that listing signed in, on a phone", async () => {
    const listing = cards((await fetchPage(site.server.url, "/pgs")).html)[0]?.href;
    if (!listing) throw new Error("/pgs shows no listing");
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    // Where a listing's 'Log in' link leads: the log-in page remembers the listing, and so does its 'Sign Up' link.
    await page.goto(`/login?redirectTo=${encodeURIComponent(listing)}`);
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(/\/sign\?redirectTo=/);
    const user = newUser({ role: "Client" });
    await registerOnPage(page, user);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("User successfully signed up!");
    await page.waitForURL((url) => url.pathname === listing);
    const me = await page.request.get("/api/v1/me");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: user.email } });
  });
});
