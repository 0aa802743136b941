import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "~/content/cities";
import { CITY_SERVICES } from "~/content/city-services";
import { PROJECT_SERVICES } from "~/content/project-services";
import { DEMO_LISTINGS, DEMO_PROJECTS } from "~/features/demo/demo-content";
import { canonical, cards, fetchPage, names, resultCount, text, title } from "../support/html";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;

const newLaunches = DEMO_PROJECTS.filter(
  (p) => p.showNewLaunch && (SUPPORTED_CITIES as readonly string[]).includes(p.city),
);
const sorted = (values: string[]) => [...values].sort();

const page = (path: string) => fetchPage(server.url, path);

/** A project's id, read from where a visitor finds it: its card on /NewlyProject or /explore. */
async function projectId(name: string): Promise<string> {
  for (const path of ["/NewlyProject", "/explore?type=project"]) {
    const card = cards((await page(path)).html).find((c) => c.name === name);
    if (card) return card.href.split("/").pop() as string;
  }
  throw new Error(`No card for ${name}`);
}

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});

afterAll(async () => {
  await server?.stop();
});

describe("the new-project list", () => {
  it.each(["/project", "/NewlyProject", "/NewProject", "/NewsProject"])(
    "%s lists the new launches of the supported cities with Search and Reset",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(sorted(names(html))).toEqual(sorted(newLaunches.map((p) => p.projectBuildingName)));
      expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
      expect(html).toMatch(/<button type="submit" value="1"[^>]*name="reset">Reset<\/button>/);
      for (const label of ["City", "Listing type", "Project name"]) expect(html).toContain(`>${label}</label>`);
    },
  );

  it("filters by city, listing type and name, kept in the URL", async () => {
    expect(names((await page("/NewlyProject?city=noida")).html)).toEqual(["Expressway Sky Residences"]);
    expect(names((await page("/NewlyProject?listingType=Rent")).html)).toEqual([]);
    expect(text((await page("/NewlyProject?listingType=Rent")).html)).toContain("No projects found.");
    expect(sorted(names((await page("/NewlyProject?listingType=Sell")).html))).toEqual(
      sorted(newLaunches.map((p) => p.projectBuildingName)),
    );
    expect(names((await page("/NewlyProject?name=kalyan")).html)).toEqual(["Kalyanpur Smart Homes"]);
    expect(names((await page("/NewlyProject?city=Lucknow&listingType=Sell&name=plots")).html)).toEqual([
      "Sultanpur Road Plots Phase II",
    ]);
    const kept = (await page("/NewlyProject?city=Lucknow&name=plots")).html;
    expect(kept).toMatch(/<option value="Lucknow" selected="">/);
    expect(kept).toMatch(/name="name"[^>]*value="plots"/);
  });

  it("Reset clears the filters", async () => {
    const res = await page("/NewlyProject?city=Lucknow&name=plots&reset=1");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/NewlyProject");
  });

  it("ignores malformed filters", async () => {
    const { status, html } = await page("/NewlyProject?city=Atlantis&listingType=Castle&page=-3&name=");
    expect(status).toBe(200);
    expect(names(html)).toHaveLength(newLaunches.length);
  });
});

describe("projects by city", () => {
  it.each(SUPPORTED_CITIES)("/project/%s shows 'Projects in {city}'", async (city) => {
    const { status, html } = await page(`/project/${city.toLowerCase()}`);
    expect(status).toBe(200);
    expect(html).toContain(`Projects in ${city}`);
    expect(sorted(names(html))).toEqual(
      sorted(newLaunches.filter((p) => p.city === city).map((p) => p.projectBuildingName)),
    );
    expect(canonical(html)).toBe(`${server.url}/project/${city.toLowerCase()}`);
  });

  it("says 'No projects found in {city}' for a city we do not serve", async () => {
    const { status, html } = await page("/project/mathura");
    expect(status).toBe(404);
    expect(html).toContain("No projects found in Mathura");
  });
});

describe("project detail pages", () => {
  it("/NewlyProjectD takes the id from the path or ?id=, with a slider and JSON-LD", async () => {
    const id = await projectId("Kalyanpur Smart Homes");
    for (const path of [
      `/NewlyProjectD/${id}`,
      `/NewlyProjectD?id=${id}`,
      `/Newprojectdetial/${id}`,
      `/ExplorecityPropertyD?id=${id}`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain("Kalyanpur Smart Homes</h1>");
      expect(html).toContain('aria-label="Next image"');
      // The same page as at its canonical address, down to what is near it.
      expect(html, path).toMatch(/<h2 id="listing-nearby"[^>]*>What is near<\/h2>/);
      expect(canonical(html)).toBe(`${server.url}/kanpur/${id}`);
      const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
      expect(ld).not.toBeNull();
      expect(JSON.parse(ld?.[1] ?? "{}")).toMatchObject({
        "@type": "RealEstateListing",
        name: "Kalyanpur Smart Homes",
        offers: { price: 4500000, priceCurrency: "INR" },
      });
    }
  });

  it("answers 404 for a missing project", async () => {
    for (const path of ["/NewlyProjectD/nope", "/NewlyProjectD", "/lucknow/00000000-0000-4000-8000-000000000000"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain("Project not found");
    }
  });

  it("/{city}/{projectId} shows the project, and moves one asked for under another city to its own", async () => {
    const id = await projectId("Gomti Riverfront Heights");
    const { status, html } = await page(`/lucknow/${id}`);
    expect(status).toBe(200);
    expect(title(html)).toBe("Gomti Riverfront Heights, Lucknow | GharStay");
    const moved = await page(`/noida/${id}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/lucknow/${id}`);
  });

  it("the redirect page answers with an HTTP redirect to the project's city, or /unknown", async () => {
    const id = await projectId("Ganga Darshan Apartments");
    const res = await page(`/explore/${id}`);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/varanasi/${id}`);

    const sitemap = (await page("/sitemap.xml")).html;
    const unknown = /\/unknown\/([0-9a-f-]{36})/.exec(sitemap)?.[1];
    expect(unknown).toBeTruthy();
    const away = await page(`/explore/${unknown}`);
    expect(away.status).toBe(302);
    expect(away.location).toBe(`/unknown/${unknown}`);
    expect((await page(`/unknown/${unknown}`)).html).toContain("Vrindavan Krishna Enclave</h1>");
  });

  it("a missing project on the redirect page is a 404 logged as 'No such project!'", async () => {
    const res = await page("/explore/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(server.logs()).toContain("No such project!");
  });
});

describe("/listing-detail", () => {
  it("redirects to the listing's page when given an id", async () => {
    const res = await page("/listing-detail?id=abc-123");
    expect(res.status).toBe(301);
    expect(res.location).toBe("/property/abc-123");
  });

  it("shows the Lucknow project view with a back button to '/' without one", async () => {
    const { status, html } = await page("/listing-detail");
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>← Back<\/a>/);
    const lucknow = DEMO_PROJECTS.filter((p) => p.city === "Lucknow").map((p) => p.projectBuildingName);
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? "";
    expect(lucknow).toContain(heading);
  });
});

describe("service pages", () => {
  it.each(CITY_SERVICES.map((s) => s.url))("/services/%s shows the city with six sub-project cards", async (url) => {
    const service = CITY_SERVICES.find((s) => s.url === url);
    const { status, html } = await page(`/services/${url}`);
    expect(status).toBe(200);
    expect(html).toContain(`${service?.title}</h1>`);
    expect(html).toContain(service?.priceRange);
    expect([...html.matchAll(/<li class="flex flex-col rounded-lg[^>]*>/g)]).toHaveLength(6);
    expect(canonical(html)).toBe(`${server.url}/services/${url}`);
  });

  it.each(PROJECT_SERVICES.map((s) => s.url))(
    "/ProjectService/%s shows title, description, location, project type, amenities and price range",
    async (url) => {
      const service = PROJECT_SERVICES.find((s) => s.url === url);
      if (!service) throw new Error(url);
      const { status, html } = await page(`/ProjectService/${url}`);
      expect(status).toBe(200);
      for (const label of ["Location", "Project type", "Amenities", "Price range"])
        expect(html).toContain(`>${label}</dt>`);
      for (const value of [
        service.title,
        service.description,
        service.location,
        service.projectType,
        service.priceRange,
      ]) {
        expect(html).toContain(value.replace(/&/g, "&amp;"));
      }
    },
  );

  it("Lucknow's price range reads 60 Lakh to 90 Lakh", async () => {
    expect((await page("/services/lucknow-faizabad-road")).html).toContain("₹60 Lakh to ₹90 Lakh");
  });

  it.each(["/services/atlantis", "/ProjectService/atlantis", "/services/mathura"])(
    "%s says 'Service not found!' with status 404",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain("Service not found!");
    },
  );

  it.each([
    ["home", "Book a Hotel", "Hotel"],
    ["commercial", "Find a PG", "PG"],
    ["rent", "Rent a Room", "Room"],
    ["hotel", "Hotel Stay Booking", "Hotel"],
  ])("the footer's /services/%s lands on a real page of listings", async (key, heading, listingType) => {
    const { status, html } = await page(`/services/${key}`);
    expect(status).toBe(200);
    expect(html).toContain(`${heading}</h1>`);
    expect(resultCount(html)).toBe(DEMO_LISTINGS.filter((l) => l.listingType === listingType).length);
  });

  it("the footer's /services/land lands on the co-living homes", async () => {
    const { status, html } = await page("/services/land");
    expect(status).toBe(200);
    expect(html).toContain("Co-Living Spaces</h1>");
    expect(resultCount(html)).toBe(DEMO_LISTINGS.filter((l) => l.isCoLiving).length);
  });
});

describe("/Sellrent", () => {
  it("lists homes for rent and invites owners to post a property", async () => {
    const { status, html } = await page("/Sellrent");
    expect(status).toBe(200);
    expect(sorted(names(html))).toEqual(
      sorted(DEMO_LISTINGS.filter((l) => l.listingType === "Rent").map((l) => l.projectBuildingName)),
    );
    expect(html).toMatch(/<a[^>]*href="\/postproperty"[^>]*>Post your property<\/a>/);
  });
});

describe("findable", () => {
  it("/robots.txt keeps /admin and /profile out and points to the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const body = await res.text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /profile");
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("/sitemap.xml lists the approved listings, the projects and the browse pages as absolute addresses", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.every((loc) => loc.startsWith(`${server.url}/`))).toBe(true);
    // Every page is listed in English and in Hindi.
    for (const prefix of ["", "/hi"]) {
      const at = (path: string) => `${server.url}${prefix}${path}`;
      expect(locs.filter((loc) => loc.startsWith(at("/property/")))).toHaveLength(DEMO_LISTINGS.length);
      expect(
        locs.filter((loc) =>
          new RegExp(`^${at("")}/(lucknow|noida|gurugram|kanpur|varanasi|unknown)/[0-9a-f-]{36}$`).test(loc),
        ),
      ).toHaveLength(DEMO_PROJECTS.length);
      for (const path of ["/explore", "/hotels", "/pgs", "/rooms", "/co-living", "/short-stays", "/NewlyProject"]) {
        expect(locs).toContain(at(path));
      }
    }
  });

  it.each([
    "/explore",
    "/hotels",
    "/NewlyProject",
    "/project/noida",
    "/services/noida",
    "/ProjectService/rent-home",
    "/Sellrent",
  ])("%s has its own title, description and canonical address", async (path) => {
    const { html } = await page(path);
    expect(title(html)).toMatch(/\| GharStay$/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(canonical(html)).toMatch(new RegExp(`^${server.url}/`));
  });

  it("gives each browse page a title of its own", async () => {
    const paths = ["/explore", "/hotels", "/pgs", "/NewlyProject", "/project/noida", "/services/noida", "/Sellrent"];
    const titles = await Promise.all(paths.map(async (path) => title((await page(path)).html)));
    expect(new Set(titles).size).toBe(paths.length);
  });
});
