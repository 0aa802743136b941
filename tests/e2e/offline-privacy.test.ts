import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSiteWithMail, PHONE } from "../support/browser";
import { linkIn } from "../support/smtp";

const { site, smtp } = openDemoSiteWithMail();
const LISTING = "Metro Nest PG";

type Visit = { context: BrowserContext; page: Page; name: string; email: string; password: string; pages: string[] };

/** The pages the signed-in person reads before the session ends: the demo listing in both languages. */
async function listingPages(page: Page): Promise<string[]> {
  await page.goto("/pgs");
  const href = await page.getByRole("link", { name: LISTING, exact: true }).last().getAttribute("href");
  const listing = new URL(href as string, site.server.url).pathname.replace(/^\/hi/, "");
  return [listing, `/hi${listing}`];
}

/** What a page shows that only its reader and the signed-in may see. */
async function personalOn(page: Page, visit: Visit): Promise<string[]> {
  const html = await page.content();
  return [visit.name, site.accounts.owner.email].filter((text) => html.includes(text));
}

/**
 * A new account proves its e-mail, asks for the owner's number ('Show number') and reads the listing pages with the
 * worker in charge, and (the control) offline they open with the reader's name and the owner's e-mail: the worker
 * keeps them for that session.
 */
async function signedInVisit(road: string): Promise<Visit> {
  const name = `Offline Reader ${road}`;
  const { context, user } = await site.signedUpContext(PHONE, { name });
  const page = await context.newPage();
  const verification = await smtp().waitForMail(user.email, "Confirm your GharStay e-mail address");
  await page.goto(linkIn(verification, `${site.server.url}/verify-email?token=`));
  await page.getByText("Your e-mail address is verified. Thank you!").waitFor();
  const pages = await listingPages(page);
  await page.goto(pages[0]);
  await page.getByRole("button", { name: "Show number" }).click();
  await page.getByText(site.accounts.owner.email).first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const visit = { context, page, name, email: user.email, password: user.password, pages };
  for (const path of pages) {
    await page.goto(path);
    expect(await personalOn(page, visit)).toEqual([name, site.accounts.owner.email]);
  }
  await context.setOffline(true);
  for (const path of pages) {
    await page.goto(path);
    expect(await personalOn(page, visit)).toEqual([name, site.accounts.owner.email]);
  }
  await context.setOffline(false);
  return visit;
}

/** After the session ended, offline: no page the worker answers shows the reader or the owner's e-mail. */
async function expectNothingPersonalOffline(visit: Visit) {
  const { context, page } = visit;
  await context.setOffline(true);
  for (const path of [...visit.pages, "/offline"]) {
    await page.goto(path);
    expect(await personalOn(page, visit)).toEqual([]);
  }
  expect((await page.evaluate(() => caches.keys())).filter((name) => name.includes("personal"))).toEqual([]);
  await context.close();
}

/** Ends the visit's session from another device, as changing the password there does. */
async function changePasswordElsewhere(visit: Visit) {
  const other = await site.newContext();
  await site.logIn(other, visit);
  const changed = await other.request.post("/api/v1/me/settings/change-password", {
    headers: { origin: site.server.url },
    data: { currentPassword: visit.password, newPassword: "another-pass-2", confirmPassword: "another-pass-2" },
  });
  expect(changed.status()).toBe(200);
  await other.close();
}

describe("the offline app after a session ends", () => {
  it("forgets the reader's pages after a log-out in English", async () => {
    const visit = await signedInVisit("English");
    await visit.page.goto("/profile");
    await visit.page.getByRole("button", { name: "Logout" }).click();
    await visit.page.waitForURL("**/login");
    await expectNothingPersonalOffline(visit);
  });

  it("forgets the reader's pages after a log-out in Hindi, from /hi/profile", async () => {
    const visit = await signedInVisit("Hindi");
    await visit.page.goto("/hi/profile");
    const logOut = visit.page.locator('form[action="/hi/logout"] button[type="submit"]');
    await logOut.click();
    await visit.page.waitForURL("**/hi/login");
    await expectNothingPersonalOffline(visit);
  });

  it("forgets them once the session has expired and the browser dropped its cookie", async () => {
    const visit = await signedInVisit("Expiry");
    // better-auth's cookie lives exactly as long as the session: at expiry the browser sends none.
    await visit.context.clearCookies();
    await visit.page.goto("/");
    await expectNothingPersonalOffline(visit);
  });

  it("forgets them when the account is deleted", async () => {
    const visit = await signedInVisit("Deletion");
    await visit.page.goto("/profile/settings");
    await visit.page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await visit.page
      .getByRole("region", { name: "Delete account" })
      .getByLabel("Current password")
      .fill(visit.password);
    await visit.page.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => visit.page.getByRole("status", { name: "Account deleted" }).isVisible()).toBe(true);
    await expectNothingPersonalOffline(visit);
  });

  it("forgets them on the next page once a password change on another device ended the session", async () => {
    const visit = await signedInVisit("Password");
    await changePasswordElsewhere(visit);
    // The cookie is still here; the server no longer knows its session.
    await visit.page.goto("/");
    await expectNothingPersonalOffline(visit);
  });

  it("forgets them when any request answers 401", async () => {
    const visit = await signedInVisit("Refused");
    await changePasswordElsewhere(visit);
    const status = await visit.page.evaluate(async () => (await fetch("/api/v1/me/settings")).status);
    expect(status).toBe(401);
    await expectNothingPersonalOffline(visit);
  });
});
