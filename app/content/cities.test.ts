import "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { withLocale } from "~/lib/i18n.server";
import routes from "../routes";
import { CITIES, type CityDeclaration, findSupportedCity, SUPPORTED_CITIES } from "./cities";
import { label } from "./labels";

const DEVANAGARI_WORD = /^[\u0900-\u097F]+(?: [\u0900-\u097F]+)*$/;

/** What a declaration needs before a page can show the city: fails for the city that lacks it. */
function missing(city: CityDeclaration): string[] {
  const gaps: string[] = [];
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(city.slug)) gaps.push("slug");
  if (!DEVANAGARI_WORD.test(city.hindi)) gaps.push("Hindi name");
  if (!city.comingSoon && !/^\d+\+$/.test(city.propertyCount)) gaps.push("property count");
  return gaps;
}

describe("the cities, declared once", () => {
  it.each(CITIES)("$name has a slug and a Hindi name", (city) => {
    expect(missing(city)).toEqual([]);
  });

  it("notices a city declared without its Hindi name or slug", () => {
    const lucknow: CityDeclaration = CITIES[0];
    expect(missing({ ...lucknow, hindi: "" })).toEqual(["Hindi name"]);
    expect(missing({ ...lucknow, hindi: "Lucknow" })).toEqual(["Hindi name"]);
    expect(missing({ ...lucknow, slug: "" })).toEqual(["slug"]);
  });

  it("serves the specification's five cities, in its order, with Mathura coming soon", () => {
    expect(SUPPORTED_CITIES).toEqual(["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"]);
    expect(CITIES.filter((city) => city.comingSoon).map((city) => city.name)).toEqual(["Mathura"]);
  });

  it("finds a city by its slug, its Hindi name and its other names, but not one still to come", () => {
    expect(findSupportedCity("gurugram")).toBe("Gurugram");
    expect(findSupportedCity("Gurgaon")).toBe("Gurugram");
    expect(findSupportedCity("लखनऊ")).toBe("Lucknow");
    expect(findSupportedCity(" Banaras ")).toBe("Varanasi");
    expect(findSupportedCity("Mathura")).toBeUndefined();
  });

  it("names each city in the page's language", () => {
    expect(label("Varanasi")).toBe("Varanasi");
    expect(withLocale("hi", () => CITIES.map((city) => label(city.name)))).toEqual(CITIES.map((city) => city.hindi));
  });

  it("gives each city served its project address, and none to a city still to come", () => {
    const paths = routes.map((route) => route.path);
    for (const city of CITIES) {
      expect(paths.includes(`hi?/${city.slug}/:projectId`)).toBe(!city.comingSoon);
    }
  });
});
