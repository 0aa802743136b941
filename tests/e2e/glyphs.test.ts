import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HINDI_OFFER, LANGUAGE_NAME } from "~/lib/i18n";
import { openDemoSite } from "../support/browser";

// This machine, like CI's, has no Devanagari font installed (`fc-list :lang=hi` is empty): a letter the page does not
// bring a font for is drawn by a system font as an empty box.
const site = openDemoSite({ shared: true });

/**
 * Which fonts Chromium drew an element's text with, as its DevTools report them: `isCustomFont` for a font the
 * page brought, otherwise an installed one.
 */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

/** Every Devanagari letter of the element is drawn by a font of the page; installed fonts draw at most the rest. */
async function expectDrawnByOurFont(page: Page, selector: string, text: string) {
  const shown = (await page.locator(selector).first().textContent()) ?? "";
  expect(shown).toContain(text);
  const others = [...shown].filter((char) => !/\p{Script=Devanagari}/u.test(char)).length;
  await expect
    .poll(async () => {
      const fonts = await fontsDrawing(page, selector);
      const ours = fonts.filter((font) => font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0);
      const installed = fonts.filter((font) => !font.isCustomFont).reduce((sum, font) => sum + font.glyphCount, 0);
      return { ours: ours > 0, installedDrawsOnlyTheRest: installed <= others };
    })
    .toEqual({ ours: true, installedDrawsOnlyTheRest: true });
}

describe("Hindi words on English pages", () => {
  it("draws the header's 'हिन्दी' and the offer of the Hindi page with the page's own font, not empty boxes", async () => {
    const page = await site.newPage({ locale: "hi-IN" });
    await page.goto("/explore");
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");

    const link = 'header a[lang="hi"]';
    await expect.poll(() => page.locator(link).first().textContent()).toBe(LANGUAGE_NAME.hi);
    await expectDrawnByOurFont(page, link, LANGUAGE_NAME.hi);

    // A browser that prefers Hindi is offered the Hindi page, in Hindi.
    await expectDrawnByOurFont(page, 'aside[lang="hi"]', HINDI_OFFER.note);
    await expectDrawnByOurFont(page, 'aside[lang="hi"] a:first-of-type', HINDI_OFFER.read);

    // The font is the small subset, fetched only because the page shows Hindi words.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((path) => path.includes("hindi-words"))).toBe(true);
  });
});
