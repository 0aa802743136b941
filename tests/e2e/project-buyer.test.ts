import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-content";
import { expectAccessible, openDemoSiteWithMail, watchErrors } from "../support/browser";

const { site, smtp } = openDemoSiteWithMail();

const PROJECT = "Awadh Greens Faizabad Road Township";

describe("a buyer deciding on a Lucknow project", () => {
  it("sees its configurations, possession, floor plan and brochure at 375 px, and his enquiry reaches the builder's agent", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 0);
    await page.goto("/project/lucknow");
    await page.getByRole("link", { name: PROJECT }).first().click();
    await page.getByRole("heading", { level: 1, name: PROJECT }).waitFor();
    await expectAccessible(page);

    expect(await page.getByRole("link", { name: "Awadh Developers" }).isVisible()).toBe(true);
    const configurations = page.getByRole("region", { name: "Configurations" });
    const twoBhk = configurations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "2 BHK" }) });
    expect(await twoBhk.textContent()).toContain("Carpet area1,050 sq ft");
    expect(await twoBhk.textContent()).toContain("Super built-up area1,320 sq ft");
    expect(await twoBhk.textContent()).toContain("₹52 L–₹58 L");
    expect(await page.getByText("December 2027").isVisible()).toBe(true);

    // The floor plan opens in the photo viewer, and Escape closes it.
    await twoBhk.getByRole("link", { name: /2 BHK floor plan/ }).click();
    const viewer = page.getByRole("dialog", { name: `Photos of Floor plans of ${PROJECT}` });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await viewer.getByRole("img", { name: "2 BHK floor plan" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer.isVisible()).toBe(false);

    const brochure = page.getByRole("link", { name: "Download brochure (PDF)" });
    const pdf = await page.request.get((await brochure.getAttribute("href")) as string);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await page.getByRole("link", { name: "Contact us about this project" }).click();
    await page.getByText("Your message goes to the builder's agent for this project").waitFor();
    await page.getByLabel("Name").fill("Rahul Mishra");
    await page.getByLabel("Mobile Number").fill("9876501234");
    await page.getByLabel("Email").fill("rahul.buyer@example.com");
    await page.getByLabel("Message").fill("Can I see the 2 BHK sample flat on Sunday?");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Your message has been sent successfully!").waitFor();
    expect(errors).toEqual([]);

    const mail = await smtp().waitForMail(DEMO_ACCOUNTS.agent.email, `Enquiry about ${PROJECT} from Rahul Mishra`);
    expect(mail.text).toContain("Can I see the 2 BHK sample flat on Sunday?");
    expect(mail.text).toContain("rahul.buyer@example.com");
  });
});
