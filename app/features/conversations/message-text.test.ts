import { describe, expect, it } from "vitest";
import { messageParts } from "./message-text";

const SITE = "https://gharstay.in";

describe("messageParts", () => {
  it("links our own site's addresses, without the full stop after them", () => {
    expect(messageParts("See https://gharstay.in/property/abc. Thanks", SITE)).toEqual([
      { text: "See " },
      { text: "https://gharstay.in/property/abc", href: "https://gharstay.in/property/abc" },
      { text: ". Thanks" },
    ]);
  });

  it("keeps every other address as text, look-alikes included", () => {
    const body = "Pay at https://gharstay.in.evil.example/pay or http://gharstay.in/x";
    expect(messageParts(body, SITE)).toEqual([{ text: body }]);
  });

  it("keeps markup as text for React to escape", () => {
    expect(messageParts("<script>alert(1)</script>", SITE)).toEqual([{ text: "<script>alert(1)</script>" }]);
  });
});
