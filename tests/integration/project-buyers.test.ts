import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_BUILDER, DEMO_BUILDER_PROJECTS } from "~/features/demo/demo-content";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import type { RunningServer } from "../support/server";
import type { TestSmtpServer } from "../support/smtp";

const PROJECT = "Awadh Greens Faizabad Road Township";
const UNREPRESENTED = "Expressway Sky Residences";
const SECOND_PROJECT = "Awadh Heights Vrindavan Yojana";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

let smtp: TestSmtpServer;
let server: RunningServer;
let admin: HttpClient;

/** A project's id, found as a visitor finds it: its card on its city's project page. */
async function projectId(city: string, name: string): Promise<string> {
  const page = await fetchPage(server.url, `/project/${city}`);
  const card = cards(page.html).find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not on /project/${city}`);
  return card.href.split("/").at(-1) as string;
}

function brochureForm(bytes: Buffer, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append("brochure", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

test.override("serverSetup", { mail: true, demo: true, env: { TRUST_PROXY: "1" } });

test.beforeAll(async ({ server: started, smtp: mailbox, admin: signedIn }) => {
  server = started;
  smtp = mailbox;
  admin = signedIn;
});

describe("a project a buyer can decide on", () => {
  it("shows its builder, configurations with carpet areas and prices, possession, floor plans and brochure, and no plot area on a flat", async () => {
    const id = await projectId("lucknow", PROJECT);
    const { html, status } = await fetchPage(server.url, `/lucknow/${id}`);
    expect(status).toBe(200);
    expect(html).toContain(`href="/builders/${DEMO_BUILDER.slug}"`);
    expect(html).toContain("2 BHK");
    expect(html).toContain("1,050 sq ft");
    expect(html).toContain("1,320 sq ft");
    expect(html).toContain("₹52 L–₹58 L");
    // ₹52,00,000 / 1,050 and ₹58,00,000 / 1,050 sq ft of carpet.
    expect(html).toContain("₹4,952–₹5,524");
    expect(html).toContain("Under construction");
    expect(html).toContain("December 2027");
    expect(html).toContain('alt="2 BHK floor plan"');
    expect(html).toContain(`href="/projects/${id}/brochure.pdf"`);
    expect(html).toContain(`href="/projects/${id}/enquiry"`);
    expect(html).not.toContain("Plot area");

    const builder = await fetchPage(server.url, `/builders/${DEMO_BUILDER.slug}`);
    expect(builder.status).toBe(200);
    expect(cards(builder.html).map((c) => c.name)).toEqual(expect.arrayContaining(Object.keys(DEMO_BUILDER_PROJECTS)));
    expect(builder.html).toContain(DEMO_BUILDER.reraPromoterNumber);
    expect(builder.html).toContain(`since ${DEMO_BUILDER.activeSince}`);
  });

  it("serves the brochure as a PDF with a file name, and the project's facts as JSON", async () => {
    const id = await projectId("lucknow", PROJECT);
    const res = await fetch(`${server.url}/projects/${id}/brochure.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'inline; filename="Awadh-Greens-Faizabad-Road-Township-brochure.pdf"',
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    const api = await fetch(`${server.url}/api/v1/projects/${id}`);
    expect(api.status).toBe(200);
    const { project } = (await api.json()) as {
      project: {
        possessionDate: string;
        builder: { name: string };
        brochureUrl: string;
        configurations: Array<{ name: string; carpetArea: number; pricePerSqFtCarpet: { min: number; max: number } }>;
      };
    };
    expect(project.builder.name).toBe(DEMO_BUILDER.name);
    expect(project.possessionDate).toBe("2027-12-01");
    expect(project.brochureUrl).toBe(`/projects/${id}/brochure.pdf`);
    expect(project.configurations.map((c) => [c.name, c.carpetArea, c.pricePerSqFtCarpet])).toEqual(
      DEMO_BUILDER_PROJECTS[PROJECT].configurations.map((c) => [
        c.name,
        c.carpetArea,
        { min: Math.round(c.priceMin / c.carpetArea), max: Math.round(c.priceMax / c.carpetArea) },
      ]),
    );
    expect((await fetch(`${server.url}/api/v1/projects/no-such-project`)).status).toBe(404);
  });
});

describe("the brochure upload", () => {
  it("refuses a file that is not a PDF whatever its name, and one over 10 MB with 413, keeping the brochure it had", async () => {
    const id = await projectId("lucknow", PROJECT);
    const before = Buffer.from(await (await fetch(`${server.url}/projects/${id}/brochure.pdf`)).arrayBuffer());

    const jpegNamedPdf = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000)]);
    const notPdf = await admin.request(`/projects/${id}/brochure`, {
      method: "POST",
      body: brochureForm(jpegNamedPdf, "brochure.pdf", "application/pdf"),
    });
    expect(notPdf.status).toBe(400);
    expect(await notPdf.text()).toContain("The brochure must be a PDF file.");

    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await admin.request(`/projects/${id}/brochure`, {
      method: "POST",
      body: brochureForm(huge, "brochure.pdf", "application/pdf"),
    });
    expect(tooLarge.status).toBe(413);

    const after = Buffer.from(await (await fetch(`${server.url}/projects/${id}/brochure.pdf`)).arrayBuffer());
    expect(after.equals(before)).toBe(true);
  });

  it("takes a PDF from the Admin and serves it at once; anyone else but the builder's agent is refused", async () => {
    const id = await projectId("lucknow", PROJECT);
    const stranger = await signUpAndLogIn(server.url, { role: "Agent", mobileNumber: "9811100077" });
    const refused = await stranger.client.request(`/projects/${id}/brochure`, {
      method: "POST",
      body: brochureForm(PDF, "mine.pdf", "application/pdf"),
    });
    expect(refused.status).toBe(403);

    const saved = await admin.request(`/projects/${id}/brochure`, {
      method: "POST",
      body: brochureForm(PDF, "new.pdf", "application/pdf"),
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Brochure uploaded.");
    const served = Buffer.from(await (await fetch(`${server.url}/projects/${id}/brochure.pdf`)).arrayBuffer());
    expect(served.equals(PDF)).toBe(true);
  });
});

describe("an enquiry about a project", () => {
  const enquiry = (message: string) => ({
    name: "Rahul Mishra",
    mobileNumber: "9876501234",
    email: "rahul@example.com",
    message,
  });

  it("reaches the builder's agent, not GharStay, when an agent represents the project", async () => {
    const id = await projectId("lucknow", PROJECT);
    const message = "Is the 2 BHK on a high floor still available?";
    const res = await HttpClient.from(server.url, "198.51.100.41").postForm(
      `/projects/${id}/enquiry`,
      enquiry(message),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your message has been sent successfully!");
    const mail = await smtp.waitForMail(DEMO_ACCOUNTS.agent.email, `Enquiry about ${PROJECT} from Rahul Mishra`);
    expect(mail.text).toContain(message);
    expect(smtp.received.some((m) => m.envelopeTo.includes("support@gharstay.in") && m.text?.includes(message))).toBe(
      false,
    );
  });

  it("shows the Agent the builders they answer for, and the Admin which project an enquiry is about", async () => {
    const { agent: agentAccount } = demoAccounts(server);
    if (!agentAccount) throw new Error("The demo template printed no Agent: remove tests/.artifacts/templates.");
    const agent = await logInAs(server.url, agentAccount);
    const profile = text(await (await agent.get("/profile")).text());
    expect(profile).toContain("Builders you represent");
    expect(profile).toContain(`Enquiries about their projects come to you by e-mail, at ${DEMO_ACCOUNTS.agent.email}.`);
    expect(await (await agent.get("/profile")).text()).toContain(`href="/builders/${DEMO_BUILDER.slug}"`);
    const client = await signUpAndLogIn(server.url, { role: "Client" });
    expect(text(await (await client.client.get("/profile")).text())).not.toContain("Builders you represent");

    const id = await projectId("lucknow", PROJECT);
    const asked = await HttpClient.from(server.url, "198.51.100.43").postForm(`/projects/${id}/enquiry`, {
      name: "Sunita Verma",
      mobileNumber: "9876501299",
      email: "sunita@example.com",
      message: "Which floors are left in tower B?",
    });
    expect(asked.status).toBe(200);
    const contacts = await (await admin.get("/admin/contacts")).text();
    expect(contacts).toMatch(new RegExp(`About <a [^>]*href="/lucknow/${id}"[^>]*>${PROJECT}</a>`));
  });

  it("starts with a signed-in buyer's own name, e-mail and mobile number, and a visitor's empty", async () => {
    const id = await projectId("lucknow", PROJECT);
    const { client, user } = await signUpAndLogIn(server.url, { role: "Client", mobileNumber: "9811100042" });
    const page = await (await client.get(`/projects/${id}/enquiry`)).text();
    for (const value of [user.name, user.email, "9811100042"]) expect(page).toContain(`value="${value}"`);
    const visitorPage = await (await fetch(`${server.url}/projects/${id}/enquiry`)).text();
    expect(visitorPage).not.toContain(`value="${user.email}"`);
    expect(visitorPage).not.toMatch(/name="email"[^>]*value=/);
  });

  it("reaches GharStay's team when no one represents the project", async () => {
    const id = await projectId("noida", UNREPRESENTED);
    const message = "What is the price of a 3 BHK here?";
    const res = await HttpClient.from(server.url, "198.51.100.42").postForm(
      `/projects/${id}/enquiry`,
      enquiry(message),
    );
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail("support@gharstay.in", `Enquiry about ${UNREPRESENTED} from Rahul Mishra`);
    expect(mail.text).toContain(message);
  });
});

describe("the Admin's project form", () => {
  it("saves configurations and possession, and refuses a configuration without its carpet area", async () => {
    const id = await projectId("lucknow", PROJECT);
    const edit = await admin.get(`/admin/projects/${id}/edit`);
    expect(edit.status).toBe(200);
    const fields = {
      city: "Lucknow",
      projectBuildingName: PROJECT,
      locality: "Faizabad Road",
      propertyCategory: "Residential",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "5200000",
      reraNumber: "UPRERAPRJ100200",
      possessionStatus: "Ready to move",
      possessionDate: "2026-03",
      towers: "6",
      floors: "18",
      showNewLaunch: "on",
      showExplore: "on",
    };
    const refused = await admin.postForm(`/admin/projects/${id}/edit`, {
      ...fields,
      configName: ["2 BHK", "3 BHK"],
      configCarpet: ["1050", ""],
      configBuiltUp: ["", ""],
      configSuper: ["1320", ""],
      configPriceMin: ["5200000", "6900000"],
      configPriceMax: ["5800000", "7600000"],
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Configuration 2: please enter the carpet area in whole square feet.");

    const saved = await admin.postForm(`/admin/projects/${id}/edit`, {
      ...fields,
      configName: ["2 BHK", "3 BHK"],
      configCarpet: ["1050", "1380"],
      configBuiltUp: ["", ""],
      configSuper: ["1320", "1750"],
      configPriceMin: ["5300000", "6900000"],
      configPriceMax: ["5900000", "7600000"],
    });
    expect(saved.status).toBe(200);
    const { html } = await fetchPage(server.url, `/lucknow/${id}`);
    expect(html).toContain("₹53 L–₹59 L");
    expect(html).toContain("March 2026");
    expect(html).not.toContain("4 BHK");
    // The 2 BHK kept the floor plan it had before its price changed.
    expect(html).toContain('alt="2 BHK floor plan"');
  });

  it("offers no home loan on a project that lets its homes: its price is a rent", async () => {
    const id = await projectId("lucknow", PROJECT);
    const fields = {
      city: "Lucknow",
      projectBuildingName: PROJECT,
      locality: "Faizabad Road",
      propertyCategory: "Residential",
      propertyType: "Flat/Apartment",
      reraNumber: "UPRERAPRJ100200",
      showNewLaunch: "on",
      showExplore: "on",
    };
    const page = async () => (await fetchPage(server.url, `/lucknow/${id}`)).html;
    expect(await page()).toContain("EMI calculator");
    const rent = await admin.postForm(`/admin/projects/${id}/edit`, { ...fields, listingType: "Rent", price: "28000" });
    expect(rent.status, text(await rent.text())).toBe(200);
    expect(await page()).not.toContain("EMI calculator");
    const emi = async () => (await fetchPage(server.url, `/emi?for=${id}`)).html;
    expect(await emi()).not.toContain('value="22,400"');
    const sell = await admin.postForm(`/admin/projects/${id}/edit`, {
      ...fields,
      listingType: "Sell",
      price: "5200000",
    });
    expect(sell.status).toBe(200);
    expect(await page()).toContain("EMI calculator");
    expect(await emi()).toContain('value="41,60,000"');
  });

  it("divides a flat's price by no plot area: the comparison shows no price per sq ft it cannot explain", async () => {
    const id = await projectId("noida", UNREPRESENTED);
    const saved = await admin.postForm(`/admin/projects/${id}/edit`, {
      city: "Noida",
      projectBuildingName: UNREPRESENTED,
      locality: "Sector 150",
      propertyCategory: "Residential",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "5200000",
      plotArea: "1350",
      reraNumber: "UPRERAPRJ100300",
      showExplore: "on",
    });
    expect(saved.status, text(await saved.text())).toBe(200);
    const compared = text((await fetchPage(server.url, `/compare?ids=${id}`)).html);
    expect(compared).toContain("₹52,00,000");
    expect(compared).not.toContain("₹3,852 / sq ft");
    expect(compared).not.toContain("Plot area");
  });

  it("takes the files of a deleted project off the site: photos, floor plans, those of configurations dropped, and the brochure", async () => {
    const id = await projectId("lucknow", SECOND_PROJECT);
    const page = async () => (await fetchPage(server.url, `/lucknow/${id}`)).html;
    /** Each configuration's floor plan, by the link that opens it. */
    const plansOf = async () =>
      new Map(
        [
          ...(await page()).matchAll(/href="(\/media\/[\w/-]+\.webp)"[^>]*>(?:(?!<\/a>).)*?alt="([^"]+) floor plan"/gs),
        ].map((match) => [match[2], match[1]]),
      );
    const before = await plansOf();
    expect([...before.keys()]).toEqual(["2 BHK", "3 BHK"]);
    const brochures = () => readdirSync(path.join(server.dataDir, "uploads", "brochures"));
    const brochuresBefore = brochures();
    expect((await fetch(`${server.url}/projects/${id}/brochure.pdf`)).status).toBe(200);

    // The edit keeps the 2 BHK and drops the 3 BHK: the 3 BHK's plan goes with it.
    const kept = await admin.postForm(`/admin/projects/${id}/edit`, {
      city: "Lucknow",
      projectBuildingName: SECOND_PROJECT,
      locality: "Vrindavan Colony",
      propertyCategory: "Residential",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "5500000",
      reraNumber: "UPRERAPRJ100400",
      showExplore: "on",
      configName: ["2 BHK"],
      configCarpet: ["980"],
      configBuiltUp: [""],
      configSuper: [""],
      configPriceMin: ["5500000"],
      configPriceMax: ["6100000"],
    });
    expect(kept.status, text(await kept.text())).toBe(200);
    expect(await plansOf()).toEqual(new Map([["2 BHK", before.get("2 BHK")]]));
    expect((await fetch(`${server.url}${before.get("3 BHK")}`)).status).toBe(404);

    const media = [...new Set((await page()).match(/\/media\/[\w/-]+\.webp/g))];
    expect(media).toContain(before.get("2 BHK"));
    for (const url of media) expect((await fetch(`${server.url}${url}`)).status, url).toBe(200);
    const deleted = await admin.postForm("/admin/ourproject", { intent: "delete", projectId: id });
    expect(deleted.status).toBeLessThan(400);
    expect((await fetch(`${server.url}/lucknow/${id}`)).status).toBe(404);
    for (const url of media) expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
    // Its brochure's file went, and only that one.
    const left = brochures();
    expect(left).toHaveLength(brochuresBefore.length - 1);
    expect(brochuresBefore).toEqual(expect.arrayContaining(left));
  });
});

describe("a locality's page and figures", () => {
  const LOCALITY = "Vibhuti Khand";
  const sales = [
    [5_000_000, 1000],
    [6_000_000, 1100],
    [7_200_000, 1200],
    [4_500_000, 950],
    [8_000_000, 1500],
    [6_600_000, 1250],
  ];
  const rents = [18_000, 22_000, 25_000, 20_000, 30_000];
  const pgs = [7_000, 8_000, 9_000, 9_500];

  /** The median as PostgreSQL's percentile_cont(0.5) takes it: the middle value, or the mean of the middle two. */
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
  };

  beforeAll(async () => {
    const owner = await signUpAndLogIn(server.url, { role: "Owner", mobileNumber: "9811100088" });
    const post = async (listing: Record<string, unknown>) => {
      const res = await owner.client.postJson("/api/v1/listings", {
        city: "Lucknow",
        locality: LOCALITY,
        propertyCategory: "Residential",
        amenities: [],
        imageIds: [],
        ...listing,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { listing: created } = (await res.json()) as { listing: { id: string } };
      expect((await approveAsShown(admin, created.id)).status).toBeLessThan(400);
    };
    for (const [i, [price, area]] of sales.entries()) {
      await post({
        listingType: "Sell",
        propertyType: "Flat/Apartment",
        projectBuildingName: `Khand Flat ${i + 1}`,
        price: String(price),
        carpetArea: String(area),
        bhk: "2",
      });
    }
    // A plot's price per square foot is another market: it stays out of the flats' figure.
    await post({
      listingType: "Sell",
      propertyType: "Plot/Land",
      projectBuildingName: "Khand Plot",
      price: "9000000",
      plotArea: "1000",
    });
    for (const [i, price] of rents.entries()) {
      await post({
        listingType: "Rent",
        propertyType: "Flat/Apartment",
        projectBuildingName: `Khand Home ${i + 1}`,
        price: String(price),
        bhk: "2",
      });
    }
    for (const [i, price] of pgs.entries()) {
      await post({
        listingType: "PG",
        propertyType: "Shared Room",
        projectBuildingName: `Khand PG ${i + 1}`,
        price: String(price),
      });
    }
  }, 120_000);

  it("equal a reference computation over the approved listings, and hide a figure behind fewer than 5 listings", async () => {
    const res = await fetch(`${server.url}/api/v1/localities/lucknow/vibhuti-khand`);
    expect(res.status).toBe(200);
    type Figure = { value: number | null; listings: number };
    const figures = (await res.json()) as {
      locality: string;
      rents: Array<{ listingType: string; now: Figure; months: Array<{ value: number | null }> }>;
      salePerSqFt: { now: Figure; months: Array<{ value: number | null }> };
    };
    expect(figures.locality).toBe(LOCALITY);
    const perSqFt = Math.round(median(sales.map(([price, area]) => price / area)));
    expect(figures.salePerSqFt.now).toEqual({ value: perSqFt, listings: sales.length });
    // Every listing was posted this month: the chart's last month is the same figure.
    expect(figures.salePerSqFt.months.at(-1)?.value).toBe(perSqFt);
    const byType = Object.fromEntries(figures.rents.map((rent) => [rent.listingType, rent.now]));
    expect(byType.Rent).toEqual({ value: Math.round(median(rents)), listings: rents.length });
    expect(byType.PG).toEqual({ value: null, listings: pgs.length });

    const page = await fetchPage(server.url, "/lucknow/vibhuti-khand");
    expect(page.status).toBe(200);
    const text = page.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(`₹${perSqFt.toLocaleString("en-IN")} per sq ft`);
    expect(text).toContain(`Median of ${sales.length} listings`);
    expect(text).toContain(`₹${Math.round(median(rents)).toLocaleString("en-IN")} / month`);
    expect(text).toContain("Not enough listings yet (4 of the 5 a figure needs).");
    expect(page.html).not.toContain(`₹${Math.round(median(pgs)).toLocaleString("en-IN")} / month`);
    expect(page.html).toContain("<svg");
    expect(cards(page.html).map((card) => card.name)).toContain(`Khand PG ${pgs.length}`);

    expect((await fetchPage(server.url, "/hi/lucknow/vibhuti-khand")).status).toBe(200);
    expect((await fetchPage(server.url, "/lucknow/no-such-locality")).status).toBe(404);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/lucknow/vibhuti-khand</loc>");
  });
});
