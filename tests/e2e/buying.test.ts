import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

describe("a buyer on a phone", () => {
  it("adds a project and a flat to compare, sees them side by side and works out an EMI", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 400);

    await page.goto("/explore?type=project");
    await page.getByRole("link", { name: "Gomti Riverfront Heights" }).first().click();
    await page.getByRole("button", { name: "Add to compare" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Compare", exact: true }).isVisible()).toBe(true);

    // The flat straight from its card in the results.
    await page.goto("/explore?type=sell&city=Lucknow");
    await page.getByRole("button", { name: "Add to compare: Eldeco Saubhagyam 3 BHK" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/compare");

    const project = page.getByRole("columnheader", { name: /Gomti Riverfront Heights/ });
    const flat = page.getByRole("columnheader", { name: /Eldeco Saubhagyam 3 BHK/ });
    const [left, right] = [await project.boundingBox(), await flat.boundingBox()];
    // Side by side: one row of columns, the project first, both on the phone's screen.
    expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);
    expect((right?.x ?? 0) + (right?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect.poll(() => page.getByRole("rowheader", { name: "Price per sq ft" }).isVisible()).toBe(true);
    // Row names wrap between words only ("Configuration", never "Configur" and "ation" on two lines): no word of
    // theirs has boxes on two lines.
    const brokenWords = await page.getByRole("rowheader").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (const word of (text.textContent ?? "").matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
        return broken;
      }),
    );
    expect(brokenWords).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await flat.getByRole("link", { name: "Eldeco Saubhagyam 3 BHK" }).click();
    await page.getByLabel("Loan amount").fill("10,00,000");
    await page.getByLabel("Interest rate").fill("10.5");
    await page.getByLabel("Tenure").fill("10");
    await page.getByRole("button", { name: "Calculate EMI" }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: "EMI for Eldeco Saubhagyam 3 BHK" }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("Monthly EMI").locator("xpath=..").textContent()).toContain("₹13,493");
    expect(await page.getByRole("row").count()).toBe(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
