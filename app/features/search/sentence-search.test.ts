import { describe, expect, it } from "vitest";
import { explorePageQuery, sentenceRedirect, sentenceTarget } from "./sentence-search";

const target = (query: string, fixed: { type?: string } = {}) => sentenceTarget(new URLSearchParams(query), fixed);

describe("a search sentence leads to the usual filters", () => {
  it("sends a sentence to the filters it names, the rest kept as keywords", () => {
    expect(target("q=girls+pg+in+noida+under+10000+with+food")).toBe(
      "?city=Noida&type=pg&maxPrice=10000&pgGender=Girls&food=Yes",
    );
    expect(target(`q=${encodeURIComponent("नोएडा में लड़कियों का पीजी 10000 से कम")}`)).toBe(
      "?city=Noida&type=pg&maxPrice=10000&pgGender=Girls",
    );
    expect(target("q=pg+near+my+college+noida&sort=price-asc")).toBe("?city=Noida&type=pg&q=my+college&sort=price-asc");
  });

  it("keeps a stay page's own type out of the address, and its page", () => {
    expect(target("q=girls+noida+with+food&page=2", { type: "pg" })).toBe("?city=Noida&pgGender=Girls&food=Yes&page=2");
  });

  it("leaves keywords that name no filter where they are, however long or odd", () => {
    expect(target("q=the+nawab+grand")).toBeUndefined();
    expect(target(`q=${"a".repeat(5000)}`)).toBeUndefined();
    expect(target("city=Noida&q=noida")).toBeUndefined();
    expect(target("q=hotel", { type: "pg" })).toBeUndefined();
    expect(target("city=Noida")).toBeUndefined();
  });

  it("sends a stay page's sentence that names another kind to that kind's page", () => {
    const redirect = (path: string, query: string, type: "pg" | "hotel") =>
      sentenceRedirect(path, new URLSearchParams(query), { type });
    expect(redirect("/pgs", "q=hotel+in+varanasi", "pg")).toBe("/hotels?city=Varanasi");
    expect(redirect("/hotels", "q=plot+lucknow+under+50+lakh", "hotel")).toBe(
      "/explore?city=Lucknow&type=plot&maxPrice=5000000",
    );
    expect(redirect("/pgs", "q=girls+noida", "pg")).toBe("/pgs?city=Noida&pgGender=Girls");
    expect(redirect("/explore", "q=the+nawab+grand", "hotel")).toBeUndefined();
    // A fact of another kind, with no kind named, is asked of every kind.
    expect(redirect("/pgs", "q=2+bhk+flat+in+noida", "pg")).toBe("/explore?city=Noida&bhk=2");
    expect(redirect("/hotels", "q=suite+under+2+lakh", "hotel")).toBe("/hotels?q=suite&maxPrice=200000");
  });

  it("lets the page cache keep a search by its filters, but not a sentence still to be read", () => {
    expect(explorePageQuery(new URLSearchParams("type=pg&city=Noida&zzz=1"))).toBe("?city=Noida&type=pg");
    expect(explorePageQuery(new URLSearchParams("q=pg+noida"))).toBe("?q=pg+noida");
    expect(explorePageQuery(new URLSearchParams("q=awadh"))).toBe("?q=awadh");
  });
});
