import { describe, expect, it } from "vitest";
import { GALLERY_PROPERTIES } from "~/content/gallery";
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
});
