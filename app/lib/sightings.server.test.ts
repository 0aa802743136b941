import { describe, expect, it } from "vitest";
import { subscriberAddress } from "./sightings.server";

describe("subscriberAddress", () => {
  it("keeps an IPv4 address, also one written as IPv4-mapped IPv6", () => {
    expect(subscriberAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(subscriberAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("reduces IPv6 to its /64, so the daily new address of one phone is the same subscriber", () => {
    const monday = subscriberAddress("2409:4063:4d8c:1a2b:1111:2222:3333:4444");
    expect(monday).toBe("2409:4063:4d8c:1a2b::/64");
    expect(subscriberAddress("2409:4063:4D8C:1A2B:9f0e:aa:bb:cc")).toBe(monday);
    expect(subscriberAddress("2409:4063:4d8c:1a2c::1")).not.toBe(monday);
    expect(subscriberAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(subscriberAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("has none for a missing or malformed address", () => {
    expect(subscriberAddress(null)).toBeNull();
    expect(subscriberAddress("unknown")).toBeNull();
    expect(subscriberAddress("203.0.113.7, 10.0.0.1")).toBeNull();
  });
});
