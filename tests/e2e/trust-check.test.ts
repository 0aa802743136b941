import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";
import type { HttpClient } from "../support/http";
import { ROOT } from "../support/paths";

const site = openDemoSite({ shared: true });
const PHONE = { viewport: { width: 375, height: 740 } };

async function listWithPhoto(owner: HttpClient, name: string, photo: Buffer): Promise<string> {
  const upload = await owner.request("/api/v1/uploads", {
    method: "POST",
    headers: { "content-type": "image/jpeg" },
    body: new Uint8Array(photo),
  });
  const { photo: stored } = (await upload.json()) as { photo: { id: string } };
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "Room",
    propertyType: "Single Room",
    city: "Varanasi",
    projectBuildingName: name,
    locality: "Assi Ghat",
    price: "6500",
    amenities: [],
    imageIds: [stored.id],
  });
  return ((await res.json()) as { listing: { id: string } }).listing.id;
}

describe("an Admin reviewing a listing on a phone", () => {
  it("sees a possible duplicate beside its photo, records a check, and the listing shows 'Checked by GharStay'", async () => {
    // Names of this attempt only, so a retry does not meet the listings of the first try.
    const run = Date.now().toString(36);
    const original = `Assi Ghat Original Room ${run}`;
    const copied = `Assi Ghat Copied Room ${run}`;
    const photo = await sharp(`${ROOT}/public/images/gallery/ganga-view-haveli-1-800.webp`).jpeg().toBuffer();
    const { client: first } = await signUpAndLogIn(site.server.url);
    const { client: second } = await signUpAndLogIn(site.server.url);
    await listWithPhoto(first, original, photo);
    const copyId = await listWithPhoto(
      second,
      copied,
      await sharp(photo).resize({ width: 600 }).jpeg({ quality: 40 }).toBuffer(),
    );

    const admin = await site.signedInPage(site.accounts.admin, PHONE);
    const errors = watchErrors(admin, 400);
    await admin.goto("/admin");
    const item = admin
      .getByRole("region", { name: /Pending listings/ })
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: copied }) });
    await expect.poll(() => item.getByText(`Possible duplicate of ${original}`).isVisible()).toBe(true);
    expect(await item.getByRole("link", { name: original }).isVisible()).toBe(true);
    // A retry meets the first try's listings, whose photo is the same: the item may show that photo more than once.
    for (const name of [original, copied])
      expect(
        await item
          .getByRole("img", { name: `Photo of ${name}` })
          .first()
          .isVisible(),
        name,
      ).toBe(true);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(admin);

    await item.getByRole("link", { name: "Check" }).click();
    await admin.getByRole("heading", { name: "Check listing" }).waitFor();
    // The page's scripts loaded, so the form posts through React Router rather than a click lost while it hydrates; on
    // two cores shared with another browser test, the answer and the page's reload can take tens of seconds.
    await admin.waitForLoadState("networkidle");
    await admin.getByRole("button", { name: "Record check" }).click();
    await expect
      .poll(() => admin.getByText("Choose at least one thing you checked.").isVisible(), { timeout: 60_000 })
      .toBe(true);
    await admin.getByLabel("Ownership document").check();
    await admin.getByLabel("Site visit").check();
    await admin.getByLabel("Date of the check").fill("2025-11-12");
    await admin.getByRole("button", { name: "Record check" }).click();
    await expect
      .poll(() => admin.getByRole("status").first().textContent())
      .toBe("Check recorded: the listing shows 'Checked by GharStay'.");
    await expectAccessible(admin);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await admin.getByRole("link", { name: "View the listing" }).click();
    await expect
      .poll(() => admin.getByRole("list", { name: "Badges" }).textContent())
      .toContain("Checked by GharStay on 12 Nov 2025: ownership document, site visit");
    expect(new URL(admin.url()).pathname).toBe(`/property/${copyId}`);
    expect(errors).toEqual([]);
  });
});
