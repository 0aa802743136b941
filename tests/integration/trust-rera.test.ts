import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { cards, text } from "../support/html";
import type { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import type { RunningServer } from "../support/server";

let server: RunningServer;
let admin: HttpClient;

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started, admin: signedIn }) => {
  server = started;
  admin = signedIn;
});

const projectForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    city: "Noida",
    projectBuildingName: "Sector 150 Skyline",
    locality: "Sector 150",
    propertyCategory: "Residential",
    listingType: "Sell",
    propertyType: "Flat/Apartment",
    price: "9500000",
    showExplore: "on",
    ...fields,
  })) {
    form.append(key, value);
  }
  return form;
};

const postProject = (fields: Record<string, string>) =>
  admin.request("/admin/Postproject", { method: "POST", body: projectForm(fields) });

const saleListing = (fields: Record<string, string>) => ({
  listingType: "Sell",
  propertyType: "Flat/Apartment",
  city: "Gurugram",
  projectBuildingName: "Golf Course Road Residency",
  locality: "Sector 54",
  price: "25000000",
  amenities: [],
  imageIds: [],
  ...fields,
});

/** Reads the QR code a page's image points at, as a phone camera would. */
async function decodeQr(path: string): Promise<string | undefined> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("image/svg+xml");
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()), { density: 300 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const qrSource = (html: string) => /<img src="(\/rera\/[^"]+\/qr\.svg)" alt="QR code: ([^"]+)"/.exec(html);

describe("RERA registration numbers on projects", () => {
  it("refuses a project without a number, with a malformed one, or with an agent's number, saying what is wrong", async () => {
    const missing = await postProject({ projectBuildingName: "No Number Heights" });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain("Please enter the RERA registration number.");

    const agent = await postProject({ reraNumber: "UPRERAAGT10202" });
    expect(agent.status).toBe(400);
    expect(text(await agent.text())).toContain(
      "UPRERAAGT numbers belong to real-estate agents, not projects: enter the project&#x27;s number, which starts with UPRERAPRJ.",
    );

    const gurugramFormatInNoida = await postProject({ reraNumber: "GGM/123/2019/45" });
    expect(gurugramFormatInNoida.status).toBe(400);
    expect(text(await gurugramFormatInNoida.text())).toContain(
      "A UP RERA project number starts with UPRERAPRJ followed by digits, for example UPRERAPRJ12345.",
    );

    const upFormatInGurugram = await postProject({ city: "Gurugram", reraNumber: "UPRERAPRJ12345" });
    expect(upFormatInGurugram.status).toBe(400);
    expect(text(await upFormatInGurugram.text())).toContain("A HARERA Gurugram number looks like GGM/123/2019/45");
  });

  it("shows a saved number on the project page with a QR code that opens the authority's project search", async () => {
    const saved = await postProject({ projectBuildingName: "Sector 150 Skyline", reraNumber: " uprerapRJ 443770 " });
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Project “Sector 150 Skyline” created.");

    const explore = await (await fetch(`${server.url}/explore?type=project&city=Noida&q=Skyline`)).text();
    const card = cards(explore).find((c) => c.name === "Sector 150 Skyline");
    expect(card).toBeDefined();
    const page = text(await (await fetch(`${server.url}${card?.href}`)).text());
    expect(page).toContain("RERA registered");
    expect(page).toContain("UPRERAPRJ443770");
    const qr = qrSource(page);
    expect(qr?.[2]).toBe("UP RERA project search");
    expect(await decodeQr(qr?.[1] as string)).toBe("https://www.up-rera.in/projects");
  });
});

describe("RERA registration numbers on sale and plot listings", () => {
  it("takes an optional number, checks it against the city's authority and shows it with HARERA's QR code", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const without = await owner.postJson("/api/v1/listings", saleListing({ projectBuildingName: "No RERA Villa" }));
    expect(without.status).toBe(201);

    const wrong = await owner.postJson("/api/v1/listings", saleListing({ reraNumber: "UPRERAPRJ12345" }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("A HARERA Gurugram number looks like GGM/123/2019/45");

    const res = await owner.postJson(
      "/api/v1/listings",
      saleListing({ reraNumber: "RC/REP/HARERA/GGM/364/96/2019/58" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { listing } = (await res.json()) as { listing: { id: string } };
    const page = text(await (await owner.get(`/property/${listing.id}`)).text());
    expect(page).toContain("RC/REP/HARERA/GGM/364/96/2019/58");
    const qr = qrSource(page);
    expect(qr?.[2]).toBe("HARERA Gurugram project search");
    expect(await decodeQr(qr?.[1] as string)).toBe("https://haryanarera.gov.in/admincontrol/registered_projects/2");
  });

  it("drops a number sent for a kind that does not take one, such as a PG", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const res = await owner.postJson("/api/v1/listings", {
      listingType: "PG",
      propertyType: "Shared Room",
      city: "Lucknow",
      projectBuildingName: "Hazratganj Girls PG",
      locality: "Hazratganj",
      price: "8000",
      amenities: [],
      imageIds: [],
      reraNumber: "not a number at all",
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});

describe("the 'RERA registered' filter", () => {
  it("keeps only listings and projects with a RERA number", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const ids: Record<string, string> = {};
    for (const [name, reraNumber] of [
      ["Registered Plot Greens", "UPRERAPRJ556677"],
      ["Unregistered Plot Greens", ""],
    ]) {
      const res = await owner.postJson("/api/v1/listings", {
        ...saleListing({ city: "Kanpur", locality: "Kalyanpur", projectBuildingName: name, reraNumber }),
        listingType: "Sell",
        propertyType: "Plot/Land",
        price: "3500000",
      });
      expect(res.status, await res.clone().text()).toBe(201);
      ids[name] = ((await res.json()) as { listing: { id: string } }).listing.id;
      expect((await approveAsShown(admin, ids[name])).status).toBe(200);
    }
    const saved = await postProject({
      city: "Kanpur",
      projectBuildingName: "Kalyanpur Plot Greens",
      reraNumber: "UPRERAPRJ99",
    });
    expect(saved.status).toBe(200);

    const names = async (query: string) =>
      cards(await (await fetch(`${server.url}/explore?${query}`)).text()).map((card) => card.name);
    const all = await names("city=Kanpur&q=Greens");
    expect(all).toEqual(
      expect.arrayContaining(["Registered Plot Greens", "Unregistered Plot Greens", "Kalyanpur Plot Greens"]),
    );
    const registered = await names("city=Kanpur&q=Greens&rera=yes");
    expect(registered).toEqual(expect.arrayContaining(["Registered Plot Greens", "Kalyanpur Plot Greens"]));
    expect(registered).not.toContain("Unregistered Plot Greens");

    const form = await (await fetch(`${server.url}/explore?type=plot`)).text();
    expect(form).toMatch(/<input type="checkbox"[^>]*name="rera" value="yes"[^>]*\/>RERA registered/);
  });
});
