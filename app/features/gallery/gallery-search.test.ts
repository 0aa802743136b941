import { describe, expect, it } from "vitest";
import { GALLERY_PROPERTIES } from "~/content/gallery";
import { withLocale } from "~/lib/i18n.server";
import { filterGallery } from "./gallery-search";

const titles = (query: string) => filterGallery(GALLERY_PROPERTIES, query).map((p) => p.title);

describe("filterGallery", () => {
  it("keeps everything for an empty query", () => {
    expect(filterGallery(GALLERY_PROPERTIES, "  ")).toHaveLength(GALLERY_PROPERTIES.length);
  });

  it("matches the location, ignoring case", () => {
    expect(titles("gurugram")).toEqual(["Golf Course Extension Villa", "Cyber City Sky Loft"]);
  });

  it("matches the title", () => {
    expect(titles("Haveli")).toEqual(["Ganga View Haveli"]);
  });

  it("needs every word to match somewhere in the title or location", () => {
    expect(titles("villa gurugram")).toEqual(["Golf Course Extension Villa"]);
    expect(titles("villa lucknow")).toEqual([]);
  });

  it("finds a city by any of its names, whatever the language the location is shown in", () => {
    const shownInHindi = withLocale("hi", () => GALLERY_PROPERTIES.map((p) => ({ ...p })));
    expect(shownInHindi[1]?.location).toBe("सेक्टर 65, गुरुग्राम");
    expect(filterGallery(shownInHindi, "Gurugram").map((p) => p.title)).toEqual([
      "Golf Course Extension Villa",
      "Cyber City Sky Loft",
    ]);
    expect(titles("Gurgaon")).toEqual(["Golf Course Extension Villa", "Cyber City Sky Loft"]);
    expect(titles("गुड़गांव")).toEqual(["Golf Course Extension Villa", "Cyber City Sky Loft"]);
    expect(titles("banaras haveli")).toEqual(["Ganga View Haveli"]);
  });
});
