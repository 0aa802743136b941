import { expect, it } from "vitest";
import { fetchFeed } from "./feed-fetch.server";

it("never reads a feed from our own machine or network, whether the address is a name or digits", async () => {
  for (const address of [
    "http://127.0.0.1:9/calendar.ics",
    "http://localhost:9/calendar.ics",
    "http://[::1]:9/calendar.ics",
    "http://10.1.2.3/calendar.ics",
    "http://192.168.1.1/calendar.ics",
    "http://169.254.169.254/latest/meta-data",
    "http://[::ffff:127.0.0.1]/calendar.ics",
  ]) {
    expect(await fetchFeed(address), address).toEqual({ ok: false, problem: "private" });
  }
});
