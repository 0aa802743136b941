import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/features/contact/contact-schema";
// The contact messages are read in the language being served: outside a request, English.
import "~/lib/i18n.server";
import { signUpAndLogIn } from "../support/accounts";
import { queryDatabase } from "../support/database";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

/** A demo server whose data folder outlives it, so the stored enquiries can be read once it has stopped. */
let server: TestServer;
let dataDir: string;
let storedContacts: Array<{ name: string; city: string | null }> | undefined;

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  mobileNumber: "9876543210",
  email: `visitor${n}@example.com`,
  message: `Is a PG free near Hazratganj? (${n})`,
});

async function readContacts(target: TestServer): Promise<Array<{ name: string; city: string | null }>> {
  return queryDatabase(target, "select name, city from contacts order by created_at, name");
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-public-"));
  server = await startTestServer({ demo: true, dataDir });
});

afterAll(async () => {
  if (server?.databaseUrl) storedContacts ??= await readContacts(server);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const html = async (pathname: string) => {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, body: await res.text() };
};

describe("the home page's server HTML", () => {
  it("has every section after the hero, with the counters' final figures", async () => {
    const { status, body } = await html("/");
    expect(status).toBe(200);
    expect(body).toContain("Hotels, PGs &amp; Rooms AVAILABLE near you");
    for (const [label, figure] of [
      ["Hotel Listings", "800+"],
      ["PG &amp; Hostel Options", "500+"],
      ["Rooms Available", "1000+"],
    ]) {
      expect(body).toMatch(new RegExp(`${label}</dt><dd[^>]*>${figure.replace("+", "\\+")}</dd>`));
    }
    for (const heading of [
      "Recommended Properties",
      "Projects in Our Cities",
      "OUR SERVICES",
      "Get the GharStay app",
    ]) {
      expect(body).toContain(heading);
    }
    expect(body).toContain('href="https://wa.me/919876543210?text=Hello%20I%20need%20your%20help%20.."');
    expect(body).toContain('href="https://play.google.com/store/apps/details?id=in.gharstay.app"');
    expect(body).toContain('href="https://apps.apple.com/in/app/gharstay/id6450000000"');
  });

  it("shows up to twelve approved listings in the carousel, each opening its page", async () => {
    const { body } = await html("/");
    const carousel = body.slice(body.indexOf('id="recommended-title"'), body.indexOf("Projects in Our Cities"));
    const listingLinks = new Set([...carousel.matchAll(/href="\/property\/([\w-]+)"/g)].map((m) => m[1]));
    expect(listingLinks.size).toBe(12);
    expect(carousel.match(/>Learn More</g)).toHaveLength(12);
    expect(carousel).toContain('aria-label="Next"');
  });

  it("shows one project per supported city, each leading to its city's projects", async () => {
    const { body } = await html("/");
    for (const city of ["lucknow", "noida", "gurugram", "kanpur", "varanasi"]) {
      expect(body).toContain(`href="/project/${city}"`);
    }
    expect(body).not.toContain('href="/project/mathura"');
  });

  it("has the city cards with their counts and contact links, and the five service tiles", async () => {
    const { body } = await html("/");
    for (const link of [
      "/projects/lucknow-faizabad-road",
      "/projects/noida",
      "/projects/kanpur",
      "/projects/varanasi",
      "/projects/gurugram",
      "/contact/mathura",
    ]) {
      expect(body).toContain(`href="${link}"`);
    }
    expect(body).toContain("Coming Soon");
    // A city we serve opens its listings and its projects, on the home page and on /city; Mathura, not yet
    // served, has neither link.
    const { body: cityPage } = await html("/city");
    for (const page of [body, cityPage]) {
      for (const name of ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"]) {
        expect(page).toContain(`href="/explore?city=${name}"`);
        expect(page).toContain(`href="/project/${name.toLowerCase()}"`);
      }
      expect(page).not.toContain('href="/explore?city=Mathura"');
    }
    for (const count of ["1000+ properties", "500+ properties", "200+ properties", "100+ properties"]) {
      expect(body).toContain(count);
    }
    for (const [href, title, description] of [
      ["/hotels", "Book a Hotel", "luxury and budget hotels with amenities"],
      ["/pgs", "Find a PG", "verified PGs with meals, Wi-Fi and secure environments for students and professionals"],
      ["/rooms", "Rent a Room", "affordable shared and private rooms for short and long stays"],
      ["/co-living", "Co-Living Spaces", "modern community-driven co-living homes with flexible plans and furnishings"],
      ["/short-stays", "Short-Term Stays", "fully furnished spaces for travelers, interns or relocations"],
    ]) {
      expect(body).toMatch(new RegExp(`href="${href}"[^>]*><h3[^>]*>${title}</h3><p[^>]*>[^<]*${description}`));
    }
  });
});

describe("content pages", () => {
  it.each([
    ["/about", "About GharStay"],
    ["/ourteams", "Chairman"],
    ["/UsdApp", "Google Play"],
    ["/service", "Short-Term Stays"],
    ["/city", "Mathura"],
    ["/Cityhome", "Varanasi"],
  ])("%s answers with its own title and content", async (pathname, text) => {
    const { status, body } = await html(pathname);
    expect(status).toBe(200);
    expect(body).toContain(text);
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it("says the password is stored securely and shows the demo accounts when demo content is on", async () => {
    const { body } = await html("/privacy-policy");
    expect(body).toContain("Your password is stored securely");
    expect(body).toContain("owner@gharstay.demo");
    expect(body).toContain("admin@gharstay.demo");
  });
});

describe("the contact form", () => {
  const api = (body: unknown) =>
    fetch(`${server.url}/api/v1/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("answers each problem with the specification's message, in its order, and a 400", async () => {
    const steps: Array<[Record<string, string>, string, string]> = [
      [{}, "name", CONTACT_MESSAGES.name],
      [{ name: "Asha" }, "mobileNumber", CONTACT_MESSAGES.mobile],
      [{ name: "Asha", mobileNumber: "98765" }, "mobileNumber", CONTACT_MESSAGES.mobile],
      [{ name: "Asha", mobileNumber: "9876543210", email: "asha@" }, "email", CONTACT_MESSAGES.email],
      [
        { name: "Asha", mobileNumber: "9876543210", email: "asha@example.com", message: " " },
        "message",
        CONTACT_MESSAGES.message,
      ],
    ];
    for (const [body, field, message] of steps) {
      const res = await api(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, field });
    }
    const tooLong = await api({ ...enquiry(0), message: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
  });

  it("refuses a body that is not JSON and a city it does not know", async () => {
    const res = await fetch(`${server.url}/api/v1/contact`, { method: "POST", body: "name=Asha" });
    expect(res.status).toBe(415);
    const unknown = await api({ ...enquiry(0), city: "atlantis" });
    expect(unknown.status).toBe(400);
  });

  it("shows the message in the page when posted without JavaScript, keeping what was typed", async () => {
    const client = new HttpClient(server.url);
    const res = await client.postForm("/contact", { ...enquiry(0), email: "not-an-email" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain(CONTACT_MESSAGES.email);
    expect(body).toContain('value="Visitor 0"');
  });

  it("pretends to accept a bot's message but drops it, without counting it", async () => {
    const res = await api({ ...enquiry(99), fax_only: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_MESSAGES.sent });
  });

  it("stores five messages an hour from one address, from the API and the city pages, then answers 429", async () => {
    const client = new HttpClient(server.url);
    const first = await api(enquiry(1));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    const noida = await client.postForm("/projects/noida", enquiry(2));
    expect(noida.status).toBe(200);
    expect(await noida.text()).toContain(CONTACT_MESSAGES.sent);
    expect((await client.postForm("/contact/mathura", enquiry(3))).status).toBe(200);
    expect((await api({ ...enquiry(4), city: "lucknow-faizabad-road" })).status).toBe(201);
    expect((await client.postForm("/contact", enquiry(5))).status).toBe(200);

    const limited = await api(enquiry(6));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: CONTACT_MESSAGES.tooMany });
    const limitedForm = await client.postForm("/contact", enquiry(7));
    expect(limitedForm.status).toBe(429);
    expect(await limitedForm.text()).toContain(CONTACT_MESSAGES.tooMany);
  });

  it("answers an unknown city contact page with a 404", async () => {
    expect((await html("/projects/atlantis")).status).toBe(404);
    expect((await html("/contact/atlantis")).status).toBe(404);
    const mathura = await html("/contact/mathura");
    expect(mathura.status).toBe(200);
    expect(mathura.body).toContain("Mathura");
  });
});

describe("the gallery and favourites", () => {
  it("filters the gallery on the server from ?q= for browsers without JavaScript", async () => {
    const { body } = await html("/buy?q=gurugram");
    expect(body).toContain("Golf Course Extension Villa");
    expect(body).toContain("Cyber City Sky Loft");
    expect(body).not.toContain("Gomti Riverfront Penthouse");
    expect(body).toContain('href="/explore?type=sell"');
  });

  it("keeps a signed-in user's favourites in the account", async () => {
    const visitor = await fetch(`${server.url}/api/v1/favourites`);
    expect(visitor.status).toBe(401);

    const { client } = await signUpAndLogIn(server.url);
    const save = await client.postJson("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: true });
    expect(save.status).toBe(200);
    expect(await save.json()).toEqual({ favourites: ["ganga-view-haveli"] });
    const again = await client.postJson("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: true });
    expect(await again.json()).toEqual({ favourites: ["ganga-view-haveli"] });

    const page = await (await client.get("/buy")).text();
    expect(page).toMatch(/aria-pressed="true" aria-label="Favourite: Ganga View Haveli"/);
    expect(page).toMatch(/aria-pressed="false" aria-label="Favourite: Sarnath Garden Estate"/);

    const unknown = await client.postJson("/api/v1/favourites", { slug: "no-such-home", favourite: true });
    expect(unknown.status).toBe(400);
    const form = await client.postForm("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: "false" });
    expect(form.status).toBe(415);

    const remove = await client.postJson("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: false });
    expect(await remove.json()).toEqual({ favourites: [] });
    expect(await (await client.get("/api/v1/favourites")).json()).toEqual({ favourites: [] });
  });
});

describe("analytics", () => {
  it("loads Google Analytics only when a measurement id is configured", async () => {
    const withGa = await startTestServer({ env: { GA_MEASUREMENT_ID: "G-TEST1234" } });
    try {
      const res = await fetch(`${withGa.url}/`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const body = await res.text();
      expect(body).toContain(
        `<script async="" nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234">`,
      );
      expect(body).toContain(`gtag('config',"G-TEST1234")`);
      const privacy = await (await fetch(`${withGa.url}/privacy-policy`)).text();
      expect(privacy).not.toContain("owner@gharstay.demo");
    } finally {
      await withGa.stop();
    }
    const plain = await (await fetch(`${server.url}/`)).text();
    expect(plain).not.toContain("googletagmanager");
  });
});

describe("stored enquiries", () => {
  it("holds the five accepted messages with their cities, and nothing from the bot", async () => {
    if (!server.databaseUrl) await server.stop();
    storedContacts ??= await readContacts(server);
    expect(storedContacts).toEqual([
      { name: "Visitor 1", city: null },
      { name: "Visitor 2", city: "Noida" },
      { name: "Visitor 3", city: "Mathura" },
      { name: "Visitor 4", city: "Lucknow" },
      { name: "Visitor 5", city: null },
    ]);
  });
});
