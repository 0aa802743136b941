import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm, placeById } from "~/content/places";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-content";
import { logInAs, signUpAndLogIn, signUpVerified } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, names, text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, photo } from "../support/listings";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";
import { sharedMailbox } from "../support/smtp";

/** Issue 44's remaining buyer pieces (ADR 056): areas, projects' points, builders and floor plans, compare's distance. */

const SGPGI = "lucknow-hospital-sgpgi-hospital";
const HEIGHTS = "Awadh Heights Vrindavan Yojana";
const GREENS = "Awadh Greens Faizabad Road Township";

let server: RunningServer;
let admin: HttpClient;

beforeAll(async () => {
  server = sharedDemoServer();
  admin = await logInAs(server.url, demoAccounts(server).admin);
});

afterAll(async () => {
  await server?.stop();
});

const place = (id: string) => {
  const found = placeById(id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};

/** A card's href's last part: the listing's or project's id. */
async function idOf(path: string, name: string): Promise<string> {
  const card = cards((await fetchPage(server.url, path)).html).find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not on ${path}`);
  return card.href.split("/").pop() as string;
}

/** The distance a 'near' search's card gives, in km, by the card's name. */
function distanceOnCard(html: string, name: string, placeName: string): number {
  const item = text(html)
    .split("<li")
    .find((part) => part.includes(`>${name}</a>`));
  const km = item && new RegExp(`([\\d.]+) km from ${placeName}`).exec(item)?.[1];
  if (!km) throw new Error(`${name} has no distance from ${placeName}`);
  return Number(km);
}

describe("a home's areas", () => {
  it("tells carpet, built-up and super built-up apart on a flat, prices it per sq ft of carpet, and gives a plot its plot area only", async () => {
    const owner = await signUpAndLogIn(server.url, { role: "Owner", mobileNumber: "9811100301" });
    const post = async (listing: Record<string, unknown>) => {
      const res = await owner.client.postJson("/api/v1/listings", {
        city: "Lucknow",
        locality: "Aliganj",
        propertyCategory: "Residential",
        amenities: [],
        imageIds: [],
        ...listing,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { listing: created } = (await res.json()) as { listing: { id: string } };
      expect((await approveAsShown(admin, created.id)).status).toBeLessThan(400);
      return created.id;
    };
    const flat = await post({
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      projectBuildingName: "Aliganj Areas 2 BHK",
      price: "5600000",
      bhk: "2",
      carpetArea: "800",
      builtUpArea: "940",
      superBuiltUpArea: "1100",
      // A flat has no plot area: the server drops it, as it drops every fact of another kind.
      plotArea: "1350",
    });
    const page = text((await fetchPage(server.url, `/property/${flat}`)).html);
    expect(page).toMatch(/Carpet Area<\/dt><dd[^>]*>800 sq ft/);
    expect(page).toMatch(/Built-up Area<\/dt><dd[^>]*>940 sq ft/);
    expect(page).toMatch(/Super Built-up Area<\/dt><dd[^>]*>1,100 sq ft/);
    // ₹56,00,000 / 800 sq ft of carpet.
    expect(page).toContain("₹7,000 / sq ft (carpet)");
    expect(page).not.toContain("Plot Area");
    expect(page).not.toContain("1,350 sq ft");

    const plot = await post({
      listingType: "Sell",
      propertyType: "Plot/Land",
      projectBuildingName: "Aliganj Areas Plot",
      price: "3000000",
      plotArea: "1200",
      carpetArea: "800",
    });
    const plotPage = text((await fetchPage(server.url, `/property/${plot}`)).html);
    expect(plotPage).toMatch(/Plot Area<\/dt><dd[^>]*>1,200 sq ft/);
    expect(plotPage).toContain("₹2,500 / sq ft");
    expect(plotPage).not.toContain("Carpet Area");

    // The card says it too, and the comparison has a row per area.
    const results = text((await fetchPage(server.url, "/explore?city=Lucknow&type=sell&q=Aliganj%20Areas")).html);
    expect(results).toContain("₹7,000 / sq ft (carpet)");
    const compared = text((await fetchPage(server.url, `/compare?ids=${flat},${plot}`)).html);
    expect(compared).toMatch(/Carpet Area<\/th><td[^>]*>800 sq ft<\/td><td[^>]*><span[^>]*>Not given/);
    expect(compared).toMatch(/Plot Area<\/th><td[^>]*><span[^>]*>Not given<\/span><\/td><td[^>]*>1,200 sq ft/);
    expect(compared).toContain("₹7,000 / sq ft (carpet)");
  });

  it("refuses an area that is not a whole number of square feet, with its message", async () => {
    const owner = await signUpAndLogIn(server.url, { role: "Owner", mobileNumber: "9811100302" });
    const res = await owner.client.postJson("/api/v1/listings", {
      city: "Lucknow",
      locality: "Aliganj",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      propertyCategory: "Residential",
      projectBuildingName: "Bad Areas",
      price: "5600000",
      carpetArea: "eight hundred",
      amenities: [],
      imageIds: [],
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Carpet area must be a whole number of square feet from 1 to 10,00,000.");
  });
});

describe("projects near a place", () => {
  it("finds a project within the distance, as far as a straight-line reference says, on the map, and not the farther ones", async () => {
    const { html, status } = await fetchPage(
      server.url,
      `/explore?city=Lucknow&type=project&near=${SGPGI}&within=5&sort=distance`,
    );
    expect(status).toBe(200);
    const found = names(html);
    expect(found).toContain(HEIGHTS);
    // Faizabad Road (Chinhat) and Gomti Nagar are 15 km and more from SGPGI.
    expect(found).not.toContain(GREENS);
    expect(found).not.toContain("Gomti Riverfront Heights");

    const vrindavan = place("lucknow-vrinda-van-colony");
    const reference = haversineKm(place(SGPGI), vrindavan);
    const shown = distanceOnCard(html, HEIGHTS, "SGPGI hospital");
    // One decimal shown; within 1 % of the reference besides.
    expect(Math.abs(shown - reference)).toBeLessThanOrEqual(0.05 + reference * 0.01);
    // Its pin is its locality's point.
    expect(html).toMatch(new RegExp(`data-lat="${vrindavan.lat}" data-lng="${vrindavan.lng}"`));

    const oneKm = await fetchPage(server.url, `/explore?city=Lucknow&type=project&near=${SGPGI}&within=1`);
    expect(names(oneKm.html)).not.toContain(HEIGHTS);
  });

  it("shows on a project's own page what is near it, on a map, as a listing's page does", async () => {
    const card = cards((await fetchPage(server.url, "/explore?city=Lucknow&type=project")).html).find(
      (c) => c.name === HEIGHTS,
    );
    if (!card) throw new Error(`${HEIGHTS} is not on /explore`);
    const { html } = await fetchPage(server.url, card.href);
    const vrindavan = place("lucknow-vrinda-van-colony");
    expect(html).toMatch(/<h2 id="listing-nearby"[^>]*>What is near<\/h2>/);
    expect(html).toContain(`data-lat="${vrindavan.lat}" data-lng="${vrindavan.lng}"`);
    expect(text(html)).toContain("This project, placed at Vrindavan Colony");
    expect(text(html)).toContain("SGPGI hospital");
    expect(html).toContain(`https://www.openstreetmap.org/?mlat=${vrindavan.lat}&amp;mlon=${vrindavan.lng}`);
    expect(text(html)).toContain("The project and the places above, each at its PIN code area");
  });

  it("places a project the Admin adds by its PIN code when its locality is not a known one", async () => {
    const res = await admin.postForm("/admin/Postproject", {
      city: "Lucknow",
      projectBuildingName: "Raebareli Road Residency",
      locality: "Raebareli Road Sector 9",
      pinCode: "226029",
      propertyCategory: "Residential",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "6100000",
      reraNumber: "UPRERAPRJ100301",
      showExplore: "on",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const near = await fetchPage(server.url, `/explore?city=Lucknow&type=project&near=${SGPGI}&within=5`);
    expect(names(near.html)).toContain("Raebareli Road Residency");
    const badPin = await admin.postForm("/admin/Postproject", {
      city: "Lucknow",
      projectBuildingName: "Bad Pin Residency",
      locality: "Somewhere",
      pinCode: "22602",
      propertyCategory: "Residential",
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "6100000",
      reraNumber: "UPRERAPRJ100302",
    });
    expect(badPin.status).toBe(400);
    expect(await badPin.text()).toContain("Please enter the 6-digit PIN code.");
  });
});

describe("compare after a 'near' search", () => {
  it("says each home's straight-line distance to the place searched near, and keeps it for homes added later", async () => {
    const heights = await idOf(`/explore?city=Lucknow&type=project&near=${SGPGI}&within=5`, HEIGHTS);
    const eldeco = await idOf("/explore?type=sell&city=Lucknow", "Eldeco Saubhagyam 3 BHK");
    const visitor = new HttpClient(server.url);
    const before = text(await (await visitor.get("/compare")).text());
    expect(before).not.toContain("Distance to");

    expect((await visitor.postForm("/compare", { intent: "add", id: heights, near: SGPGI })).status).toBe(303);
    // Added from elsewhere, with no place: the place of the 'near' search still measures it.
    expect((await visitor.postForm("/compare", { intent: "add", id: eldeco })).status).toBe(303);
    const page = text(await (await visitor.get("/compare")).text());
    const row = /Distance to SGPGI hospital \(straight line\)<\/th><td[^>]*>([\d.]+) km<\/td><td[^>]*>([\d.]+) km/.exec(
      page,
    );
    if (!row) throw new Error("no distance row");
    const sgpgi = place(SGPGI);
    expect(Number(row[1])).toBeCloseTo(haversineKm(sgpgi, place("lucknow-vrinda-van-colony")), 1);
    // Vrindavan Yojana is no post office: the flat is at Lucknow's head post office.
    expect(Number(row[2])).toBeCloseTo(haversineKm(sgpgi, place("lucknow-lucknow")), 1);
    // The shared address carries the place; an unknown place is ignored.
    expect(page).toContain(`/compare?ids=${heights},${eldeco}&amp;near=${SGPGI}`);
    const shared = text((await fetchPage(server.url, `/compare?ids=${heights},${eldeco}&near=${SGPGI}`)).html);
    expect(shared).toContain("Distance to SGPGI hospital (straight line)");
    const unknown = text((await fetchPage(server.url, `/compare?ids=${heights}&near=nowhere`)).html);
    expect(unknown).not.toContain("Distance to");
  });
});

describe("builders and floor plans by the Admin", () => {
  it("adds a builder with its agent, shows its page, and refuses a name taken or an address that is no verified agent's", async () => {
    // Anyone may sign up with an agent's address: until it is verified, the builder's enquiries cannot go there.
    const squatter = await signUpAndLogIn(server.url, { role: "Agent" });
    const unverified = await admin.postForm("/admin/builders", {
      name: "Gomti Buildcon",
      activeSince: "2012",
      agentEmail: squatter.user.email,
    });
    expect(unverified.status).toBe(400);
    expect(text(await unverified.text())).toContain("This agent has not verified their e-mail address yet.");
    const agent = await signUpVerified(server.url, sharedMailbox(), { role: "Agent", mobileNumber: "9811100303" });
    const added = await admin.postForm("/admin/builders", {
      name: "Gomti Buildcon",
      activeSince: "2012",
      reraPromoterNumber: "uprera prm 20811",
      agentEmail: agent.user.email.toUpperCase(),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    expect(text(await added.text())).toContain("Builder Gomti Buildcon added.");
    const page = text((await fetchPage(server.url, "/builders/gomti-buildcon")).html);
    expect(page).toContain("Gomti Buildcon");
    expect(page).toContain("since 2012");
    expect(page).toContain("UPRERAPRM20811");
    const list = text(await (await admin.get("/admin/builders")).text());
    expect(list).toContain(agent.user.email);

    const again = await admin.postForm("/admin/builders", { name: "Gomti  Buildcon", activeSince: "2012" });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("A builder with this name already exists.");
    const owner = await admin.postForm("/admin/builders", {
      name: "Kavita Homes",
      activeSince: "2015",
      agentEmail: DEMO_ACCOUNTS.owner.email,
    });
    expect(owner.status).toBe(400);
    expect(text(await owner.text())).toContain("No agent&#x27;s account has this e-mail address.");
    const future = await admin.postForm("/admin/builders", { name: "Tomorrow Homes", activeSince: "2999" });
    expect(future.status).toBe(400);
    expect(text(await future.text())).toContain("The year the builder started cannot be in the future.");
    expect((await agent.client.postForm("/admin/builders", { name: "Mine", activeSince: "2010" })).status).toBe(403);
  });

  it("takes a floor plan image per configuration, shows it in the project's photo viewer, and refuses a PDF and an over-size file", async () => {
    const id = await idOf("/explore?type=project", "Gomti Riverfront Heights");
    const upload = (bytes: Buffer, type: string, configuration = "3 BHK") => {
      const form = new FormData();
      form.append("configuration", configuration);
      form.append("floorPlan", new Blob([new Uint8Array(bytes)], { type }), "plan");
      return admin.request(`/admin/projects/${id}/floor-plans`, { method: "POST", body: form });
    };
    const before = (await fetchPage(server.url, `/lucknow/${id}`)).html;
    const oldPlan = /<img[^>]*src="([^"]+)"[^>]*alt="3 BHK floor plan"/.exec(before)?.[1];

    const saved = await upload(await photo({ format: "png" }), "image/png");
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Floor plan of 3 BHK uploaded.");
    const after = (await fetchPage(server.url, `/lucknow/${id}`)).html;
    const newPlan = /<img[^>]*src="([^"]+)"[^>]*alt="3 BHK floor plan"/.exec(after)?.[1];
    expect(newPlan).toBeDefined();
    expect(newPlan).not.toBe(oldPlan);
    expect(after).toContain("Floor plans of Gomti Riverfront Heights");
    expect((await fetch(new URL(newPlan as string, server.url))).status).toBe(200);

    const pdf = await upload(Buffer.from("%PDF-1.4\n%%EOF\n", "latin1"), "image/png");
    expect(pdf.status).toBe(400);
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), "image/png");
    expect(huge.status).toBe(413);
    expect(text(await huge.text())).toContain("The floor plan must be an image of at most 10 MB.");
    const noSuch = await upload(await photo(), "image/jpeg", "9 BHK");
    expect(noSuch.status).toBe(400);
    expect(text(await noSuch.text())).toContain("Please choose a configuration of this project.");
    // The plan shown is still the one uploaded.
    expect((await fetchPage(server.url, `/lucknow/${id}`)).html).toContain(newPlan);
  });
});
