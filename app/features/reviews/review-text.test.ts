import { describe, expect, it } from "vitest";
import { heldReason } from "./review-text";

describe("a review held for the Admin", () => {
  it.each([
    ["Call me on 98765 43210 for a cheaper room", "phone"],
    ["WhatsApp +91-98765-43210", "phone"],
    ["Book direct at www.cheaprooms.example", "link"],
    ["See https://example.org/deal", "link"],
    ["Better rates on awadhstay.com", "link"],
  ])("holds %j", (text, reason) => {
    expect(heldReason(text)).toBe(reason);
  });

  it.each(["Clean rooms, 2 nights, ₹3,200 a night, room 204", "Breakfast from 7.30 to 10.30, check-out at 11"])(
    "lets %j through",
    (text) => {
      expect(heldReason(text)).toBeNull();
    },
  );
});
