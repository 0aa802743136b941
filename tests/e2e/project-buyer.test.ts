import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-content";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";

const { site, smtp } = openDemoSiteWithMail({ shared: true });

/** The demo builder's Lucknow project on Raebareli Road, some 3.5 km from SGPGI (ADR 056). */
const PROJECT = "Awadh Heights Vrindavan Yojana";
const FLAT = "Eldeco Saubhagyam 3 BHK";

/** Nothing wider than the screen: at 375 px a page never scrolls sideways. */
const fitsWidth = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

/** Explore's filters are behind 'Filters' on a phone and open on a laptop; either way they end up open. */
async function openFilters(page: Page) {
  const panel = page.locator("details[data-filter-panel]");
  if ((await panel.count()) > 0 && !(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await panel.locator(":scope > summary").click();
  }
}

/**
 * Issue 44's buyer, Rahul: a Lucknow project found near a landmark, its configurations, possession, floor plan and
 * brochure, an EMI, a comparison with a flat that says how far each is from the landmark, and an enquiry that
 * reaches the builder's agent.
 */
async function rahulsJourney(width: number, height: number) {
  const page = await site.newPage({ viewport: { width, height } });
  const errors = watchErrors(page, 0);

  // Near a landmark: SGPGI, within 5 km, Lucknow's projects.
  await page.goto("/explore?city=Lucknow&type=project");
  await openFilters(page);
  await page.getByLabel("Near", { exact: true }).selectOption({ label: "SGPGI hospital" });
  await page.getByLabel("Within", { exact: true }).selectOption({ label: "5 km" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("near")).toBe("lucknow-hospital-sgpgi-hospital");
  const card = page.locator("#results-list > li").filter({ has: page.getByRole("link", { name: PROJECT }) });
  await card.first().waitFor();
  expect(await card.first().textContent()).toMatch(/\d\.\d km from SGPGI hospital/);
  // The project is on the map too: its result carries its point.
  expect(await card.first().getAttribute("data-lat")).not.toBeNull();
  expect(await fitsWidth(page, width)).toBe(true);
  await expectAccessible(page);
  const results = page.url();

  await card.first().getByRole("link", { name: PROJECT }).first().click();
  await page.getByRole("heading", { level: 1, name: PROJECT }).waitFor();
  expect(await page.getByRole("link", { name: "Awadh Developers" }).isVisible()).toBe(true);
  const configurations = page.getByRole("region", { name: "Configurations" });
  const twoBhk = configurations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "2 BHK" }) });
  expect(await twoBhk.textContent()).toContain("Carpet area980 sq ft");
  expect(await twoBhk.textContent()).toContain("₹55 L–₹61 L");
  expect(await page.getByText("March 2028").isVisible()).toBe(true);

  // The floor plan opens in the photo viewer, and Escape closes it.
  await twoBhk.getByRole("link", { name: /2 BHK floor plan/ }).click();
  const viewer = page.getByRole("dialog", { name: `Photos of Floor plans of ${PROJECT}` });
  await expect.poll(() => viewer.isVisible()).toBe(true);
  await expect.poll(() => viewer.getByRole("img", { name: "2 BHK floor plan" }).isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => viewer.isVisible()).toBe(false);

  const brochure = page.getByRole("link", { name: "Download brochure (PDF)" });
  const pdf = await page.request.get((await brochure.getAttribute("href")) as string);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(await fitsWidth(page, width)).toBe(true);
  await expectAccessible(page);

  // An EMI: emicalculator.net's worked example, ₹10 lakh at 10.5 % for 10 years.
  await page.getByLabel("Loan amount").fill("10,00,000");
  await page.getByLabel("Interest rate").fill("10.5");
  await page.getByLabel("Tenure").fill("10");
  await page.getByRole("button", { name: "Calculate EMI" }).click();
  await page.getByRole("heading", { name: `EMI for ${PROJECT}` }).waitFor();
  await expect.poll(() => page.getByText("Monthly EMI").locator("xpath=..").textContent()).toContain("₹13,493");
  await expectAccessible(page);

  // Compared with a flat, each measured from SGPGI in a straight line.
  await page.goto(results);
  await page.getByRole("button", { name: `Add to compare: ${PROJECT}` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/compare");
  await page.goto("/explore?type=sell&city=Lucknow");
  await page.getByRole("button", { name: `Add to compare: ${FLAT}` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/compare");
  const distance = page.getByRole("row", { name: /Distance to SGPGI hospital \(straight line\)/ });
  expect(await distance.getByRole("cell").allInnerTexts()).toEqual([
    expect.stringMatching(/^\d\.\d km$/),
    expect.stringMatching(/^\d+\.\d km$/),
  ]);
  const carpet = page.getByRole("row", { name: /^Carpet Area/ });
  expect(await carpet.getByRole("cell").allInnerTexts()).toEqual(["980–1,290 sq ft", "1,190 sq ft"]);
  expect(await fitsWidth(page, width)).toBe(true);
  await expectAccessible(page);

  // His enquiry goes to the builder's agent.
  await page
    .getByRole("columnheader", { name: new RegExp(PROJECT) })
    .getByRole("link", { name: PROJECT })
    .click();
  await page.getByRole("link", { name: "Contact us about this project" }).click();
  await page.getByText("Your message goes to the builder's agent for this project").waitFor();
  const message = `Can I see the 2 BHK sample flat on Sunday? (seen at ${width} px)`;
  await page.getByLabel("Name").fill("Rahul Mishra");
  await page.getByLabel("Mobile Number").fill("9876501234");
  await page.getByLabel("Email").fill("rahul.buyer@example.com");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Your message has been sent successfully!").waitFor();
  // He stays with his message read, and goes back to the project, not to the home page.
  await page
    .getByRole("status")
    .getByRole("link", { name: `Back to ${PROJECT}` })
    .click();
  await page.getByRole("heading", { level: 1, name: PROJECT }).waitFor();
  expect(errors).toEqual([]);

  // The journey runs at each width on one server, so the agent's newest such mail is this one only once it arrives.
  const newestMail = () => smtp().waitForMail(DEMO_ACCOUNTS.agent.email, `Enquiry about ${PROJECT} from Rahul Mishra`);
  await expect.poll(async () => (await newestMail()).text).toContain(message);
  expect((await newestMail()).text).toContain("rahul.buyer@example.com");
}

/** The whole journey is a dozen pages and two forms: on 2 shared cores it can take longer than one page's test. */
const JOURNEY_MS = 240_000;

describe("Rahul buying in Lucknow", () => {
  it(
    "finds a project near SGPGI on a phone (375 px), decides on it, compares it with a flat and reaches the builder's agent",
    async () => {
      await rahulsJourney(375, 740);
    },
    JOURNEY_MS,
  );

  it(
    "does the same on a laptop (1280 px)",
    async () => {
      await rahulsJourney(1280, 800);
    },
    JOURNEY_MS,
  );
});
