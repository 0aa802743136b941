import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "~/content/cities";
import { STAY_SERVICES } from "~/content/services";
import { DEMO_LISTINGS, DEMO_PROJECTS } from "~/features/demo/demo-content";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { canonical, description, fetchPage, names, resultCount, text, title, visitorPage } from "../support/html";
import { approveAsShown } from "../support/listings";
import { type RunningServer, startTestServer } from "../support/server";

let server: RunningServer;
let pendingId: string;
const PENDING_NAME = "Zanzibar Pending Palace";

type DemoListing = (typeof DEMO_LISTINGS)[number];
type DemoProject = (typeof DEMO_PROJECTS)[number];

const exploreProjects = DEMO_PROJECTS.filter(
  (p) => p.showExplore && (SUPPORTED_CITIES as readonly string[]).includes(p.city),
);
const ALL_COUNT = DEMO_LISTINGS.length + exploreProjects.length;

/** What a visitor expects a search for `words` to find: every word starts a word of the name, locality, city or description. */
function matchesText(item: DemoListing | DemoProject, query: string): boolean {
  const text = `${item.projectBuildingName} ${item.locality} ${item.city} ${item.description}`.toLowerCase();
  const words = text.split(/[^\p{L}\p{N}]+/u);
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((q) => words.some((w) => w.startsWith(q)));
}

const sorted = (values: string[]) => [...values].sort();
const listingNames = (filter: (l: DemoListing) => boolean) =>
  DEMO_LISTINGS.filter(filter).map((l) => l.projectBuildingName);
const projectNames = (filter: (p: DemoProject) => boolean) =>
  exploreProjects.filter(filter).map((p) => p.projectBuildingName);

const page = (path: string) => visitorPage(server.url, path);

/** Every card name of a search, across all its pages. */
async function allNames(path: string): Promise<string[]> {
  const found: string[] = [];
  for (let n = 1; n <= 10; n++) {
    const { html } = await page(`${path}${path.includes("?") ? "&" : "?"}page=${n}`);
    found.push(...names(html));
    if (!html.includes('rel="next"')) break;
  }
  return found;
}

test.override("serverSetup", { demo: true });

test.beforeAll(async ({ server: started }) => {
  server = started;
  const owner = await logInAs(server.url, demoAccounts(server).owner);
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "Hotel",
    propertyType: "3 Star",
    city: "Lucknow",
    projectBuildingName: PENDING_NAME,
    locality: "Aminabad",
    description: "A hotel waiting for the admin's approval.",
    price: 4000,
    amenities: ["Gym", "Parking"],
    isShortStay: true,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  pendingId = ((await res.json()) as { listing: { id: string } }).listing.id;
});

describe("/explore", () => {
  it("lists every approved listing and explore project of the supported cities, 24 a page, with the total", async () => {
    const first = await page("/explore");
    expect(first.status).toBe(200);
    expect(resultCount(first.html)).toBe(ALL_COUNT);
    expect(names(first.html)).toHaveLength(24);
    // Newest first: the demo's listings were created one after another, first one newest.
    expect(names(first.html).slice(0, 3)).toEqual(DEMO_LISTINGS.slice(0, 3).map((l) => l.projectBuildingName));
    expect(text(first.html)).toContain("Page 1 of 2");

    const second = await page("/explore?page=2");
    expect(names(second.html)).toHaveLength(ALL_COUNT - 24);
    const everything = [...names(first.html), ...names(second.html)];
    expect(new Set(everything).size).toBe(ALL_COUNT);
    expect(sorted(everything)).toEqual(
      sorted([
        ...DEMO_LISTINGS.map((l) => l.projectBuildingName),
        ...exploreProjects.map((p) => p.projectBuildingName),
      ]),
    );
    expect(everything).not.toContain("Vrindavan Krishna Enclave");
  });

  it("keeps a page past the end on the last page", async () => {
    const { status, html } = await page("/explore?page=99");
    expect(status).toBe(200);
    expect(text(html)).toContain("Page 2 of 2");
  });

  it.each(SUPPORTED_CITIES)("filters by city: %s", async (city) => {
    const found = await allNames(`/explore?city=${city.toLowerCase()}`);
    expect(sorted(found)).toEqual(
      sorted([...listingNames((l) => l.city === city), ...projectNames((p) => p.city === city)]),
    );
  });

  const byType: Array<[string, string[]]> = [
    ["hotel", listingNames((l) => l.listingType === "Hotel")],
    ["pg", listingNames((l) => l.listingType === "PG")],
    ["room", listingNames((l) => l.listingType === "Room")],
    ["co-living", listingNames((l) => Boolean(l.isCoLiving))],
    ["short-stay", listingNames((l) => Boolean(l.isShortStay))],
    ["sell", [...listingNames((l) => l.listingType === "Sell"), ...projectNames((p) => p.listingType === "Sell")]],
    ["rent", listingNames((l) => l.listingType === "Rent")],
    [
      "plot",
      [...listingNames((l) => l.propertyType === "Plot/Land"), ...projectNames((p) => p.propertyType === "Plot/Land")],
    ],
    ["commercial", projectNames((p) => p.propertyCategory === "Commercial")],
    ["project", projectNames(() => true)],
  ];

  it.each(byType)("filters by type: %s", async (type, expected) => {
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await allNames(`/explore?type=${type}`))).toEqual(sorted(expected));
  });

  it.each(["awadh", "awad", "gomti nagar", "metro", "sector", "plot"])(
    "finds words and word beginnings in names, localities, cities and descriptions: %s",
    async (q) => {
      const expected = [
        ...DEMO_LISTINGS.filter((l) => matchesText(l, q)).map((l) => l.projectBuildingName),
        ...exploreProjects.filter((p) => matchesText(p, q)).map((p) => p.projectBuildingName),
      ];
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(await allNames(`/explore?q=${encodeURIComponent(q)}`))).toEqual(sorted(expected));
    },
  );

  it("reads web-search syntax: either of two words with 'or'", async () => {
    const either = (item: DemoListing | DemoProject) => matchesText(item, "awadh") || matchesText(item, "metro");
    const expected = [...listingNames(either), ...projectNames(either)];
    expect(expected.length).toBeGreaterThan(sorted(await allNames("/explore?q=awadh")).length);
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("awadh or metro")}`))).toEqual(sorted(expected));
  });

  it("filters by a price range in rupees, either way round", async () => {
    const expected = listingNames((l) => l.price >= 5000 && l.price <= 10000);
    expect(sorted(await allNames("/explore?minPrice=5000&maxPrice=10000"))).toEqual(sorted(expected));
    expect(sorted(await allNames("/explore?minPrice=10000&maxPrice=5000"))).toEqual(sorted(expected));
    const above = await allNames("/explore?minPrice=10000000");
    expect(sorted(above)).toEqual(
      sorted([...listingNames((l) => l.price >= 10_000_000), ...projectNames((p) => p.price >= 10_000_000)]),
    );
  });

  it("filters by furnishing, PG gender and food", async () => {
    expect(sorted(await allNames("/explore?furnishing=Fully+Furnished"))).toEqual(
      sorted(listingNames((l) => l.furnishing === "Fully Furnished" || l.furnished === "Fully Furnished")),
    );
    const forGirls = await allNames("/explore?pgGender=Girls");
    expect(sorted(forGirls)).toEqual(sorted(listingNames((l) => l.pgGender === "Girls" || l.pgGender === "Both")));
    expect(forGirls).toContain("Metro Nest PG");
    expect(sorted(await allNames("/explore?pgGender=Both"))).toEqual(
      sorted(listingNames((l) => l.pgGender === "Both")),
    );
    expect(sorted(await allNames("/explore?food=Yes"))).toEqual(sorted(listingNames((l) => l.foodAvailable === "Yes")));
  });

  it("needs every chosen amenity", async () => {
    const both = (a: string[]) => a.includes("Swimming Pool") && a.includes("Balcony");
    const expected = [...listingNames((l) => both(l.amenities)), ...projectNames((p) => both(p.amenities))];
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await allNames("/explore?amenities=Swimming+Pool&amenities=Balcony"))).toEqual(sorted(expected));
    expect(sorted(await allNames("/explore?amenities=Helipad"))).toEqual([]);
  });

  it("offers a kind of place its own amenities: WiFi and AC for hotels, never a Helipad", async () => {
    const offered = (html: string) =>
      [...html.matchAll(/<input[^>]*name="amenities"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
    const hotels = offered((await page("/hotels")).html);
    expect(hotels).toEqual(expect.arrayContaining(["WiFi", "AC", "Gym", "Swimming Pool"]));
    expect(hotels).not.toContain("Helipad");
    expect(hotels).not.toContain("Golf Course");
    expect(offered((await page("/explore")).html)).toEqual(expect.arrayContaining(["WiFi", "Helipad"]));
    // One ticked in an older address stays offered, to be unticked.
    expect(offered((await page("/hotels?amenities=Helipad")).html)).toContain("Helipad");
    const withWifi = listingNames((l) => l.listingType === "Hotel" && l.amenities.includes("WiFi"));
    expect(withWifi.length).toBeGreaterThan(0);
    expect(sorted(await allNames("/hotels?amenities=WiFi"))).toEqual(sorted(withWifi));
  });

  it("sorts by price both ways", async () => {
    const hotels = DEMO_LISTINGS.filter((l) => l.listingType === "Hotel");
    const cheapFirst = [...hotels].sort((a, b) => a.price - b.price).map((l) => l.projectBuildingName);
    expect(names((await page("/explore?type=hotel&sort=price-asc")).html)).toEqual(cheapFirst);
    expect(names((await page("/explore?type=hotel&sort=price-desc")).html)).toEqual([...cheapFirst].reverse());
  });

  it("sorts homes for sale and new projects by price together, page after page", async () => {
    type Found = { pageCount: number; items: Array<{ kind: string; price: number | null }> };
    const everything = async (sort: string) => {
      const items: Found["items"] = [];
      for (let at = 1, pages = 1; at <= pages; at++) {
        const found = (await (
          await fetch(`${server.url}/api/v1/search?type=sell&sort=${sort}&page=${at}`)
        ).json()) as Found;
        pages = found.pageCount;
        items.push(...found.items);
      }
      return items;
    };
    for (const [sort, way] of [
      ["price-asc", 1],
      ["price-desc", -1],
    ] as const) {
      const items = await everything(sort);
      expect(new Set(items.map((item) => item.kind)), sort).toEqual(new Set(["listing", "project"]));
      const prices = items.flatMap((item) => (item.price === null ? [] : [item.price]));
      expect(prices, sort).toEqual([...prices].sort((a, b) => (a - b) * way));
      // A project without a price comes after every priced one.
      expect(
        items.slice(prices.length).every((item) => item.price === null),
        sort,
      ).toBe(true);
    }
  });

  it("combines filters", async () => {
    expect(await allNames("/explore?city=Lucknow&type=pg&maxPrice=8000&food=Yes")).toEqual(["Sunrise Boys PG"]);
    expect(await allNames("/explore?city=Noida&type=room&q=sector")).toEqual(["Greenwood Studio Rooms"]);
    expect(sorted(await allNames("/explore?city=Gurugram&type=project&minPrice=20000000&amenities=Gym"))).toEqual([
      "Golf Course Extension Villas",
    ]);
  });

  it.each([
    "/explore?city=Atlantis&type=castle&minPrice=lots&maxPrice=-5&page=0&sort=random&amenities=Moat&food=maybe&pgGender=x&furnishing=y&utm_source=z",
    "/explore?page=abc&minPrice=1e9&maxPrice=99999999999999999999",
    "/explore?city=&type=&q=&minPrice=&page=",
    "/explore?city=Lucknow&city=Noida&type[]=hotel&amenities[0]=Gym",
  ])("ignores unknown or malformed parameters: %s", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(resultCount(html)).toBeGreaterThan(0);
  });

  it.each(["'\":*&|!()\\<>", "-", '"unclosed', "a".repeat(5000), "or and not", "%00"])(
    "answers any text query without an error: %s",
    async (q) => {
      const { status } = await page(`/explore?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    },
  );

  it("shows a clear 'No results' state with a link that resets the filters", async () => {
    const { status, html } = await page("/explore?q=qwertyzzz&city=Noida");
    expect(status).toBe(200);
    expect(resultCount(html)).toBe(0);
    expect(html).toContain("No results");
    expect(html).toMatch(/<a[^>]*href="\/explore"[^>]*>Reset filters<\/a>/);
  });

  it("has one search form, a plain GET form with the keywords and the filters folded under 'Filters (n)'", async () => {
    const { html } = await page("/explore?q=awadh&type=sell&city=Lucknow&bhk=2");
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toMatch(
      /<form[^>]*role="search"[^>]*aria-label="Search and filters"[^>]*action="\/explore" method="get">/,
    );
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q" value="awadh"/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Filters \(3\)/);
    expect(html).not.toContain('role="tab"');
    const home = await page("/");
    for (const tab of ["Buy", "Rent", "New Launch", "PG / Co-living", "Commercial", "Plots/Land", "Projects"]) {
      expect(home.html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    }
    for (const option of ["All Residential", "Buy", "Rent"]) expect(home.html).toContain(`>${option}</option>`);
  });

  it("offers only the filters of the chosen kind, with prices in its unit", async () => {
    // The other kinds' filters are in the form for the islands script to show, hidden and disabled.
    const shown = (html: string) =>
      html
        .replace(/<fieldset[^>]*hidden=""[^>]*>[\s\S]*?<\/fieldset>/g, "")
        .replace(/<select[^>]*hidden=""[^>]*>[\s\S]*?<\/select>/g, "");
    const labels = (html: string) =>
      [...shown(html).matchAll(/<label for="filter-[^"]+"[^>]*>([^<]+)<\/label>/g)].map((m) => m[1]);
    const pgs = await page("/pgs");
    expect(labels(pgs.html)).toEqual(
      expect.arrayContaining(["PG for", "Food available", "Sharing", "Available from", "Maximum price"]),
    );
    expect(labels(pgs.html)).not.toContain("BHK");
    expect(pgs.html).toContain(">₹10,000 / month</option>");
    const hotels = await page("/hotels");
    expect(labels(hotels.html)).not.toEqual(expect.arrayContaining(["PG for"]));
    expect(labels(hotels.html)).not.toContain("Sharing");
    expect(hotels.html).toContain(">₹2,000 / night</option>");
    const rent = await page("/explore?type=rent");
    expect(labels(rent.html)).toEqual(expect.arrayContaining(["BHK", "Furnishing", "Available from"]));
    expect(labels(rent.html)).not.toContain("PG for");
    expect(shown(rent.html)).toContain(">2 BHK</option>");
    expect(shown(rent.html)).toContain(">₹10,000 / month</option>");
    expect(shown(rent.html)).not.toContain(">₹2,000 / night</option>");
    expect(shown((await page("/explore?type=sell")).html)).toMatch(/>₹50 L(akh)?<\/option>/);
  });

  it("shows each search's own choices in its form, search after search and in either language", async () => {
    // The lists of choices are kept as HTML between visitors' pages: one kept for a search must never show in another.
    // The price lists of every scale carry the chosen amount (all but one hidden): each value counts once.
    const chosen = (html: string, name: string) => [
      ...new Set(
        [...html.matchAll(new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`, "g"))]
          .flatMap((select) => [...select[1].matchAll(/<option value="([^"]*)" selected="">/g)].map((m) => m[1]))
          .filter(Boolean),
      ),
    ];
    const ticked = (html: string) =>
      [...html.matchAll(/<input[^>]*name="amenities"[^>]*>/g)]
        .filter(([input]) => input.includes('checked=""'))
        .map(([input]) => input.match(/value="([^"]+)"/)?.[1]);
    for (const prefix of ["", "/hi"]) {
      const first = (await page(`${prefix}/explore?city=Noida&type=pg&minPrice=3000&sort=price-asc&amenities=Gym`))
        .html;
      expect(chosen(first, "city")).toEqual(["Noida"]);
      expect(chosen(first, "minPrice")).toEqual(["3000"]);
      expect(chosen(first, "sort")).toEqual(["price-asc"]);
      expect(ticked(first)).toEqual(["Gym"]);
      const second = (await page(`${prefix}/explore?city=Kanpur&type=pg&minPrice=5000&amenities=Parking`)).html;
      expect(chosen(second, "city")).toEqual(["Kanpur"]);
      expect(chosen(second, "minPrice")).toEqual(["5000"]);
      expect(chosen(second, "sort")).toEqual(["newest"]);
      expect(ticked(second)).toEqual(["Parking"]);
      // An amount between the offered steps is kept among them, chosen.
      expect(chosen((await page(`${prefix}/explore?type=pg&minPrice=4321`)).html, "minPrice")).toEqual(["4321"]);
    }
    const hindi = (await page("/hi/explore?type=pg")).html;
    const english = (await page("/explore?type=pg")).html;
    expect(hindi).toContain(">कोई भी</option>");
    expect(english).not.toContain(">कोई भी</option>");
  });

  it("has its own title, description and canonical address, and /Search shows the same results", async () => {
    const explore = await page("/explore?city=lucknow&q=awadh&utm=x");
    expect(title(explore.html)).toBe("“awadh” in Lucknow: stays and properties | GharStay");
    expect(description(explore.html)).toContain("in Lucknow");
    expect(canonical(explore.html)).toBe(`${server.url}/explore?city=Lucknow&q=awadh`);
    const search = await page("/Search?city=lucknow&q=awadh");
    expect(search.status).toBe(200);
    expect(names(search.html)).toEqual(names(explore.html));
    expect(canonical(search.html)).toBe(`${server.url}/explore?city=Lucknow&q=awadh`);
  });
});

describe("keywords", () => {
  it("narrow to a city they name, as the city filter does", async () => {
    const byCity = sorted(await allNames("/explore?city=Noida"));
    expect(sorted(await allNames("/explore?q=Noida"))).toEqual(byCity);
    expect(sorted(await allNames("/explore?q=noida"))).toEqual(byCity);
    expect(canonical((await page("/explore?q=Noida")).html)).toBe(`${server.url}/explore?city=Noida`);
  });

  it("read 'pg in noida' as the PGs of Noida", async () => {
    const expected = listingNames((l) => l.listingType === "PG" && l.city === "Noida");
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(await allNames("/explore?q=pg+in+noida"))).toEqual(sorted(expected));
    expect(canonical((await page("/explore?q=pg+in+noida")).html)).toBe(`${server.url}/explore?city=Noida&type=pg`);
    expect((await fetchPage(server.url, "/explore?q=pg+in+noida")).location).toBe("/explore?city=Noida&type=pg");
    // On a stay page, a sentence naming another kind goes to that kind's page, in the page's language.
    expect((await fetchPage(server.url, "/hi/pgs?q=hotel+in+varanasi")).location).toBe("/hi/hotels?city=Varanasi");
  });

  it("match a locality with its city", async () => {
    const inCity = (city: string, words: string) => [
      ...listingNames((l) => l.city === city && matchesText(l, words)),
      ...projectNames((p) => p.city === city && matchesText(p, words)),
    ];
    expect(inCity("Noida", "sector 62")).toContain("Metro Nest PG");
    expect(sorted(await allNames("/explore?q=sector+62+noida"))).toEqual(sorted(inCity("Noida", "sector 62")));
    expect(inCity("Lucknow", "gomti nagar")).toContain("The Nawab Grand");
    expect(sorted(await allNames("/explore?q=gomti+nagar+lucknow"))).toEqual(sorted(inCity("Lucknow", "gomti nagar")));
  });

  it("read a whole request: a girls' PG in Noida under ₹10,000 with food", async () => {
    expect(await allNames("/explore?q=girls+pg+in+noida+under+10000+with+food")).toEqual(["Metro Nest PG"]);
  });

  it("read how many guests a stay is for, and find the hotels with a room that takes them", async () => {
    const sentence = await fetchPage(server.url, "/hotels?q=hotel+in+lucknow+for+2+guests");
    expect(sentence.location).toBe("/hotels?city=Lucknow&guests=2");
    const forTwo = await allNames("/hotels?city=Lucknow&guests=2");
    expect(forTwo).toContain("Hotel Awadh Residency");
    // No room of any Lucknow hotel takes twenty.
    expect(await allNames("/hotels?city=Lucknow&guests=20")).toEqual([]);
  });

  it("find the same listings for a city's Hindi or older name as for its own", async () => {
    const lucknow = sorted(await allNames("/explore?q=Lucknow"));
    const gurugram = sorted(await allNames("/explore?q=Gurugram"));
    expect(lucknow.length).toBeGreaterThan(1);
    expect(gurugram.length).toBeGreaterThan(1);
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("लखनऊ")}`))).toEqual(lucknow);
    expect(sorted(await allNames("/explore?q=Gurgaon"))).toEqual(gurugram);
    expect(sorted(await allNames(`/explore?city=${encodeURIComponent("गुड़गांव")}`))).toEqual(gurugram);
    expect(sorted(await allNames("/explore?q=banaras"))).toEqual(sorted(await allNames("/explore?city=Varanasi")));
    expect(canonical((await page("/explore?q=Gurgaon")).html)).toBe(`${server.url}/explore?city=Gurugram`);
  });

  it("read Hindi words for what is wanted and where: पीजी, कमरा, होटल and a locality in Devanagari", async () => {
    const pgsInNoida = sorted(await allNames("/explore?q=pg+in+noida"));
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("नोएडा में पीजी")}`))).toEqual(pgsInNoida);
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("होटल लखनऊ")}`))).toEqual(
      sorted(await allNames("/explore?city=Lucknow&type=hotel")),
    );
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("कानपुर कमरा")}`))).toEqual(
      sorted(await allNames("/explore?city=Kanpur&type=room")),
    );
    expect(sorted(await allNames(`/explore?q=${encodeURIComponent("गोमती नगर लखनऊ")}`))).toEqual(
      sorted(await allNames("/explore?q=gomti+nagar+lucknow")),
    );
  });
});

describe("an empty result", () => {
  it("offers each filter's removal that finds something, with its count", async () => {
    const { html } = await page("/explore?city=Noida&type=pg&pgGender=Girls&food=No");
    expect(resultCount(html)).toBe(0);
    const withFood = listingNames((l) => l.listingType === "PG" && l.city === "Noida" && l.pgGender !== "Boys");
    expect(withFood.length).toBeGreaterThan(0);
    const suggestions = [...text(html).matchAll(/<a[^>]*href="([^"]+)"[^>]*>(Remove the [^<]+)<\/a>/g)];
    expect(suggestions.map((m) => m[2])).toEqual([`Remove the food filter: ${withFood.length} results`]);
    const href = suggestions[0][1].replace(/&amp;/g, "&");
    expect(href).toBe("/explore?city=Noida&type=pg&pgGender=Girls");
    expect(sorted(await allNames(href))).toEqual(sorted(withFood));
  });

  it("on a stay page keeps its kind in every suggestion", async () => {
    const { html } = await page("/pgs?city=Noida&pgGender=Girls&food=Yes&maxPrice=5000");
    expect(resultCount(html)).toBe(0);
    const suggestions = [...text(html).matchAll(/<a[^>]*href="([^"]+)"[^>]*>(Remove the [^<]+)<\/a>/g)];
    expect(suggestions.map((m) => [m[1].replace(/&amp;/g, "&"), m[2]])).toEqual([
      ["/pgs?city=Noida&pgGender=Girls&food=Yes", "Remove the maximum price filter: 2 results"],
    ]);
  });

  it("offers dropping keywords that match nothing", async () => {
    expect(text((await page("/explore?q=qwertyzzz")).html)).toContain(
      `Remove the keywords filter: ${ALL_COUNT} results`,
    );
  });
});

describe("the stay pages", () => {
  const kinds: Array<[string, (l: DemoListing) => boolean]> = [
    ["/hotels", (l) => l.listingType === "Hotel"],
    ["/pgs", (l) => l.listingType === "PG"],
    ["/rooms", (l) => l.listingType === "Room"],
    ["/co-living", (l) => Boolean(l.isCoLiving)],
    ["/short-stays", (l) => Boolean(l.isShortStay)],
  ];

  it.each(kinds)("%s shows the tile's heading and description and only that kind", async (path, kind) => {
    const tile = STAY_SERVICES.find((s) => s.to === path);
    if (!tile) throw new Error(`no tile for ${path}`);
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${tile.title}</h1>`));
    expect(html).toContain(tile.description);
    expect(title(html)).toBe(`${tile.title} | GharStay`);
    expect(canonical(html)).toBe(`${server.url}${path}`);
    expect(sorted(await allNames(path))).toEqual(sorted(listingNames(kind)));
  });

  it("keeps its kind whatever type the URL asks for, and filters further", async () => {
    expect(sorted(await allNames("/pgs?type=hotel&city=Lucknow"))).toEqual(
      sorted(listingNames((l) => l.listingType === "PG" && l.city === "Lucknow")),
    );
  });
});

describe("the filters of a home's or a stay's facts", () => {
  let own: RunningServer;
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  const ownNames = async (path: string) => sorted(names((await fetchPage(own.url, path)).html));

  beforeAll(async () => {
    own = await startTestServer({ demo: true });
    const owner = await logInAs(own.url, demoAccounts(own).owner);
    const admin = await logInAs(own.url, demoAccounts(own).admin);
    const rent = {
      listingType: "Rent",
      propertyType: "Flat/Apartment",
      city: "Noida",
      locality: "Sector 137",
      amenities: [],
    };
    const posted = [
      { ...rent, projectBuildingName: "Yarrow Two Bedroom Flat", price: 21000, bhk: 2, availableFrom: day(60) },
      { ...rent, projectBuildingName: "Yarrow Three Bedroom Flat", price: 29000, bhk: 3 },
      { ...rent, projectBuildingName: "Yarrow Six Bedroom Villa", price: 90000, bhk: 5 },
      {
        listingType: "PG",
        propertyType: "Shared Room",
        city: "Noida",
        locality: "Sector 15",
        projectBuildingName: "Yarrow Triple Sharing PG",
        price: 6000,
        pgGender: "Girls",
        foodAvailable: "Yes",
        sharing: "Triple",
        availableFrom: day(20),
        amenities: [],
      },
    ];
    for (const listing of posted) {
      const res = await owner.postJson("/api/v1/listings", listing);
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = ((await res.json()) as { listing: { id: string } }).listing;
      expect((await approveAsShown(admin, id)).status).toBeLessThan(400);
    }
  });

  afterAll(async () => {
    await own?.stop();
  });

  it("BHK finds flats with that many bedrooms, 5 meaning five or more", async () => {
    const demo = (bhk: (n: number) => boolean, type?: string) =>
      listingNames((l) => l.bhk !== undefined && bhk(l.bhk) && (type === undefined || l.listingType === type));
    expect(await ownNames("/explore?type=rent&bhk=2")).toEqual(
      sorted([...demo((n) => n === 2, "Rent"), "Yarrow Two Bedroom Flat"]),
    );
    expect(await ownNames("/explore?bhk=3")).toEqual(sorted([...demo((n) => n === 3), "Yarrow Three Bedroom Flat"]));
    expect(await ownNames("/explore?bhk=5")).toEqual(sorted([...demo((n) => n >= 5), "Yarrow Six Bedroom Villa"]));
  });

  it("sharing finds PGs and rooms by how many share, read from the room type when the owner did not say", async () => {
    const sharing = (l: DemoListing, how: string) =>
      l.sharing === how || (l.sharing === undefined && l.propertyType === `${how} Room`);
    expect(await ownNames("/pgs?sharing=Triple")).toEqual(
      sorted([...listingNames((l) => l.listingType === "PG" && sharing(l, "Triple")), "Yarrow Triple Sharing PG"]),
    );
    expect(await ownNames("/rooms?sharing=Double")).toEqual(
      sorted(listingNames((l) => l.listingType === "Room" && sharing(l, "Double"))),
    );
  });

  it("available from finds places ready by that day, counting those with no date as ready now", async () => {
    const readyBy = (days: number) =>
      listingNames((l) => l.listingType === "Rent" && (l.availableFrom === undefined || l.availableFrom <= day(days)));
    expect(await ownNames(`/explore?type=rent&availableFrom=${day(30)}`)).toEqual(
      sorted([...readyBy(30), "Yarrow Three Bedroom Flat", "Yarrow Six Bedroom Villa"]),
    );
    expect(await ownNames(`/explore?type=rent&availableFrom=${day(90)}`)).toEqual(
      sorted([...readyBy(90), "Yarrow Two Bedroom Flat", "Yarrow Three Bedroom Flat", "Yarrow Six Bedroom Villa"]),
    );
    expect(await ownNames(`/pgs?city=Noida&availableFrom=${day(10)}`)).not.toContain("Yarrow Triple Sharing PG");
    expect(await ownNames(`/pgs?city=Noida&availableFrom=${day(30)}`)).toContain("Yarrow Triple Sharing PG");
  });
});

describe("a pending listing", () => {
  it("never appears on a public page", async () => {
    const paths = [
      "/",
      "/explore",
      "/explore?q=zanzibar",
      "/explore?city=Lucknow&type=hotel",
      "/explore?type=short-stay&amenities=Gym",
      "/Search?q=zanzibar",
      "/hotels",
      "/short-stays?q=zanz",
      "/services/home",
      "/services/hotel",
      "/Sellrent",
      "/sitemap.xml",
    ];
    for (const path of paths) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain(PENDING_NAME);
      expect(html, path).not.toContain(pendingId);
    }
    expect(resultCount((await page("/explore?q=zanzibar")).html)).toBe(0);
    const detail = await page(`/property/${pendingId}`);
    expect(detail.html).not.toContain(PENDING_NAME);
  });
});
