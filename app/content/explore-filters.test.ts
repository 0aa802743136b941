import { describe, expect, it } from "vitest";
import {
  canonicalExploreQuery,
  EXPLORE_TYPES,
  filterApplies,
  parseExploreFilters,
  priceChoices,
  priceScales,
} from "./explore-filters";

const parse = (query: string) => parseExploreFilters(new URLSearchParams(query));

describe("keywords that name a place or a filter", () => {
  it("read a city name as the city", () => {
    expect(parse("q=Noida")).toMatchObject({ city: "Noida", q: undefined });
    expect(parse("q=noida,")).toMatchObject({ city: "Noida", q: undefined });
  });

  it("leave a locality as text beside the city it names", () => {
    expect(parse("q=sector+62+noida")).toMatchObject({ city: "Noida", q: "sector 62" });
    expect(parse("q=Gomti+Nagar")).toMatchObject({ city: undefined, q: "Gomti Nagar" });
  });

  it("read 'pg in noida' as PGs in Noida, with no text left", () => {
    expect(parse("q=pg+in+noida")).toMatchObject({ city: "Noida", type: "pg", q: undefined });
  });

  it("read a whole sentence: girls, PG, city, price limit and food", () => {
    expect(parse("q=girls+pg+in+noida+under+10000+with+food")).toMatchObject({
      city: "Noida",
      type: "pg",
      pgGender: "Girls",
      maxPrice: 10_000,
      food: "Yes",
      q: undefined,
    });
    expect(parse("q=boys+hostel+kanpur+without+food")).toMatchObject({
      city: "Kanpur",
      type: "pg",
      pgGender: "Boys",
      food: "No",
    });
  });

  it("read amounts as people write them", () => {
    expect(parse("q=flat+under+50+lakh").maxPrice).toBe(50_00_000);
    expect(parse("q=under+1.5cr").maxPrice).toBe(1_50_00_000);
    expect(parse("q=up+to+₹8,000").maxPrice).toBe(8_000);
    expect(parse("q=budget+12k").maxPrice).toBe(12_000);
  });

  it("never override a filter the URL sets, and keep a word that disagrees with it as text", () => {
    expect(parse("city=Lucknow&q=noida")).toMatchObject({ city: "Lucknow", q: "noida" });
    expect(parse("city=Noida&q=pg+noida")).toMatchObject({ city: "Noida", type: "pg", q: undefined });
    expect(parse("maxPrice=5000&q=under+9000")).toMatchObject({ maxPrice: 5000, q: "under 9000" });
  });

  it("leave keywords that name no filter exactly as typed", () => {
    expect(parse("q=the+nawab+grand")).toMatchObject({ q: "the nawab grand", city: undefined, type: undefined });
    expect(parse("q=Sunrise+Residency")).toMatchObject({ q: "Sunrise Residency", type: undefined });
  });

  it("read a city by its Devanagari or older name, as its own", () => {
    expect(parse("q=लखनऊ")).toMatchObject({ city: "Lucknow", q: undefined });
    expect(parse("q=Gurgaon")).toMatchObject({ city: "Gurugram", q: undefined });
    expect(parse("q=banaras")).toMatchObject({ city: "Varanasi", q: undefined });
    expect(parse("q=Kashi")).toMatchObject({ city: "Varanasi", q: undefined });
    expect(parse("q=Cawnpore")).toMatchObject({ city: "Kanpur", q: undefined });
    expect(parse("city=गुड़गांव")).toMatchObject({ city: "Gurugram" });
    expect(parse("city=गुडगांव")).toMatchObject({ city: "Gurugram" });
  });

  it("read Hindi words for kinds, PG for and food, and drop Hindi joining words", () => {
    expect(parse("q=नोएडा+में+लड़कियों+के+लिए+पीजी+खाना")).toMatchObject({
      city: "Noida",
      type: "pg",
      pgGender: "Girls",
      food: "Yes",
      q: undefined,
    });
    expect(parse("q=कानपुर+में+कमरा")).toMatchObject({ city: "Kanpur", type: "room", q: undefined });
    expect(parse("q=होटल+वाराणसी")).toMatchObject({ city: "Varanasi", type: "hotel", q: undefined });
  });

  it("search a locality written in Devanagari by the name listings carry", () => {
    expect(parse("q=गोमती+नगर")).toMatchObject({ city: undefined, q: "Gomti Nagar" });
    expect(parse("q=गोमती+नगर+लखनऊ+पीजी")).toMatchObject({ city: "Lucknow", type: "pg", q: "Gomti Nagar" });
    expect(parse("q=फैजाबाद+रोड")).toMatchObject({ q: "Faizabad Road" });
  });

  it("key the page cache on what the keywords mean", () => {
    expect(canonicalExploreQuery(new URLSearchParams("q=noida+pg"))).toBe("?city=Noida&type=pg");
    expect(canonicalExploreQuery(new URLSearchParams("q=pg+in+noida"))).toBe("?city=Noida&type=pg");
  });
});

describe("the filters of a home's or a stay's facts", () => {
  it("read BHK, sharing and a moving-in day, and drop what they cannot read", () => {
    expect(parse("bhk=2&sharing=Double&availableFrom=2026-03-01")).toMatchObject({
      bhk: 2,
      sharing: "Double",
      availableFrom: "2026-03-01",
    });
    expect(parse("bhk=9&sharing=Quad&availableFrom=2026-02-30")).toMatchObject({
      bhk: undefined,
      sharing: undefined,
      availableFrom: undefined,
    });
    expect(parse("availableFrom=01/03/2026").availableFrom).toBeUndefined();
  });

  it("are offered only for the kinds they mean something for", () => {
    expect(filterApplies("bhk", "rent")).toBe(true);
    expect(filterApplies("bhk", "pg")).toBe(false);
    expect(filterApplies("sharing", "room")).toBe(true);
    expect(filterApplies("sharing", "hotel")).toBe(false);
    expect(filterApplies("pgGender", "pg")).toBe(true);
    expect(filterApplies("pgGender", "sell")).toBe(false);
    expect(filterApplies("availableFrom", "rent")).toBe(true);
    expect(filterApplies("availableFrom", "plot")).toBe(false);
    expect(filterApplies("bhk", undefined)).toBe(true);
  });

  it("flow into the canonical page-cache query", () => {
    expect(canonicalExploreQuery(new URLSearchParams("availableFrom=2026-03-01&zzz=1&sharing=Single&bhk=3"))).toBe(
      "?bhk=3&sharing=Single&availableFrom=2026-03-01",
    );
  });
});

describe("price choices", () => {
  const labels = (type: Parameters<typeof priceChoices>[0]) => priceChoices(type).map((c) => c.label);

  it("are nightly for hotels and short stays, monthly for PGs, rooms and rent, Lakh and Crore for sale", () => {
    expect(labels("hotel")).toContain("₹2,000 / night");
    expect(labels("short-stay")).toContain("₹1,500 / night");
    expect(labels("pg")).toContain("₹10,000 / month");
    expect(labels("rent")).toContain("₹50,000 / month");
    expect(labels("sell")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^₹50 L/), expect.stringMatching(/^₹1\.5 Cr/)]),
    );
  });

  it("keep an odd amount from the URL in order", () => {
    const values = priceChoices("pg", 9_500).map((c) => c.value);
    expect(values).toContain(9_500);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it("come in scales that serve every type once, each the type's own choices", () => {
    const scales = priceScales(9_500);
    const types = scales.flatMap((scale) => scale.types);
    expect(types.sort()).toEqual(["", ...EXPLORE_TYPES].sort());
    for (const scale of scales) {
      for (const type of scale.types) expect(scale.choices).toEqual(priceChoices(type || undefined, 9_500));
    }
  });
});
