import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { approveAsShown, minimalListing, submitPendingListing } from "../support/listings";
import { type RunningServer, startTestServer } from "../support/server";

let server: RunningServer;

test.override("serverSetup", { demo: true, env: { TRUST_PROXY: "1" } });

test.beforeAll(({ server: started }) => {
  server = started;
  // TRUST_PROXY: a flood of searches comes from many addresses, as from many visitors, under the search limit.
});

async function visit(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { html: await res.text(), nonce, cache: res.headers.get("x-page-cache") };
}

describe("search pages served again to visitors", () => {
  it("are the same bytes for every visitor, kept compressed in the encoding each browser takes", async () => {
    const first = await visit("/explore?city=Noida");
    const second = await visit("/explore?city=Noida");
    expect(second.html).toBe(first.html);
    // No inline script on a visitor's page, so no nonce that a stored copy could hand to someone else.
    expect(first.html).not.toContain("nonce=");
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await fetch(`${server.url}/explore?city=Noida`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("x-page-cache")).toBe("hit");
      expect(res.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(await res.text()).toBe(first.html);
    }
  });

  it("swap in each response's own nonce where a page does carry an inline script", async () => {
    const withGa = await startTestServer({ env: { GA_MEASUREMENT_ID: "G-TEST1234" } });
    try {
      const read = async () => {
        const res = await fetch(`${withGa.url}/explore?city=Noida`);
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
        return { cache: res.headers.get("x-page-cache"), html: await res.text(), nonce };
      };
      const first = await read();
      const second = await read();
      expect(second.cache).toBe("hit");
      expect(second.nonce).not.toBe(first.nonce);
      for (const { html, nonce } of [first, second]) {
        const used = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
        expect([...used]).toEqual([nonce]);
      }
      expect(second.html.replaceAll(second.nonce, "")).toBe(first.html.replaceAll(first.nonce, ""));
      const zipped = await fetch(`${withGa.url}/explore?city=Noida`, { headers: { "accept-encoding": "gzip" } });
      expect(zipped.headers.get("x-page-cache")).toBe("hit");
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(await zipped.text()).toContain("G-TEST1234");
    } finally {
      await withGa.stop();
    }
  });

  it("keep a page asked for again after a flood of one-off searches pushed it out, through the next flood", async () => {
    const page = "/explore?city=Varanasi&q=ghat";
    const flood = async (round: number) => {
      // More one-off searches than the cache's probation part holds (100).
      for (let i = 0; i < 110; i += 1) {
        const res = await fetch(`${server.url}/explore?q=flood-${round}-${i}`, {
          headers: { "x-forwarded-for": `198.51.${round}.${i}` },
        });
        expect(res.headers.get("x-page-cache")).toBe("miss");
        await res.text();
      }
    };
    await visit(page);
    await flood(1);
    const again = await fetch(`${server.url}${page}`);
    expect(again.headers.get("x-page-cache")).toBe("miss");
    await again.text();
    await flood(2);
    const third = await fetch(`${server.url}${page}`);
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(await third.text()).toContain("ghat");
  });

  it("keep a page asked for in another order or with junk, rendered without the junk", async () => {
    const shared = await fetch(`${server.url}/explore?utm_source=whatsapp&type=pg&city=Lucknow&page=1`);
    expect(shared.headers.get("x-page-cache")).toBe("miss");
    const html = await shared.text();
    expect(html).toContain("Sunrise Boys PG");
    expect(html).not.toContain("utm_source");
    const again = await fetch(`${server.url}/explore?city=Lucknow&type=pg`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(html);
  });

  it("show an approved listing at once, and never a pending one", async () => {
    const search = "/explore?q=Zeppelin";
    await visit("/");
    expect((await visit(search)).html).toContain("No results");

    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const { id } = await submitPendingListing(owner, "Zeppelin Residency");
    expect((await visit(search)).html).not.toContain("Zeppelin Residency");
    expect((await visit("/pgs")).html).not.toContain("Zeppelin Residency");
    expect((await visit("/")).html).not.toContain("Zeppelin Residency");

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const approved = await approveAsShown(admin, id);
    expect(approved.status).toBeLessThan(400);
    expect((await visit(search)).html).toContain("Zeppelin Residency");
    expect((await visit("/pgs")).html).toContain("Zeppelin Residency");
    expect((await visit("/")).html).toContain("Zeppelin Residency");
  });

  it("are rendered afresh for a signed-in user, with their own header", async () => {
    await visit("/explore?city=Kanpur");
    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const html = await (await admin.get("/explore?city=Kanpur")).text();
    expect(html).toMatch(/>Admin<\/a>/);
    expect((await visit("/explore?city=Kanpur")).html).not.toMatch(/>Admin<\/a>/);
  });

  it("keep a listing page for visitors, and show an approval at once", async () => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const { id } = await submitPendingListing(owner, "Quokka Heights");
    const page = `/property/${id}`;
    expect((await fetch(`${server.url}${page}`)).status).toBe(404);

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    expect((await approveAsShown(admin, id)).status).toBeLessThan(400);
    const first = await fetch(`${server.url}${page}`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Quokka Heights");
    const again = await fetch(`${server.url}${page}?utm_source=whatsapp`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(firstHtml);

    const own = await owner.get(page);
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(await own.text()).toContain("Quokka Heights");
  });

  it("keep the buy page for each gallery search, and show a home approved for sale at once", async () => {
    const first = await visit("/buy");
    expect(first.cache).toBe("miss");
    // A shared link's junk is served the page of /buy. The page carries React's scripts, each with its response's nonce.
    const shared = await visit("/buy?utm_source=whatsapp");
    expect(shared.cache).toBe("hit");
    expect(shared.html).not.toContain("utm_source");
    expect(shared.html.replaceAll(shared.nonce ?? "", "")).toBe(first.html.replaceAll(first.nonce ?? "", ""));

    const searched = await visit("/buy?q=%20gurugram%20&utm_medium=chat");
    expect(searched.cache).toBe("miss");
    expect(searched.html).toContain('value="gurugram"');
    expect(searched.html).toContain("Cyber City Sky Loft");
    expect(searched.html).not.toContain("Gomti Riverfront Penthouse");
    expect(searched.html).not.toContain("utm_medium");
    const searchedAgain = await visit("/buy?q=gurugram");
    expect(searchedAgain.cache).toBe("hit");
    expect(searchedAgain.html).toContain("Cyber City Sky Loft");

    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const created = await owner.postJson("/api/v1/listings", {
      ...minimalListing("Peacock Court Flat"),
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: "6500000",
      bhk: "2",
      carpetArea: "950",
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string } };
    expect((await visit("/buy")).html).not.toContain("Peacock Court Flat");
    const admin = await logInAs(server.url, demoAccounts(server).admin);
    expect((await approveAsShown(admin, listing.id)).status).toBeLessThan(400);
    const after = await visit("/buy");
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Peacock Court Flat");
  });
});
