import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInWithFetch, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { startTestServer, type TestServer } from "../support/server";

let place: DatabasePlace;
let remove: () => Promise<void>;
let server: TestServer;

beforeAll(async () => {
  ({ place, remove } = await durableDatabase());
  server = await startTestServer(place);
});

afterAll(async () => {
  await server?.stop();
  await remove?.();
});

describe("the language a signed-in person's e-mails speak", () => {
  it("changes only by a POST from our own pages: never by a link, nor by another site's form", async () => {
    const linked = await signUpAndLogIn(server.url, { role: "Owner" });
    // A link anyone can send (or an <img> on another site): the pages switch, the account does not.
    const res = await linked.client.get("/language?to=hi&next=%2Fprofile");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/hi/profile");
    expect(res.headers.get("set-cookie")).toContain("lang=hi;");
    // Another site's form posting in the person's browser, which sends the session cookie along (SameSite=Lax
    // keeps it from a cross-site POST in today's browsers; older ones, and a same-site subdomain, still send it).
    const cookie = (await logInWithFetch(server.url, { email: linked.user.email, password: linked.user.password }))
      .map((line) => line.split(";")[0])
      .join("; ");
    const forged = await fetch(`${server.url}/language`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "to=hi&next=%2Fprofile",
      redirect: "manual",
    });
    expect(forged.status).toBe(403);

    const chosen = await signUpAndLogIn(server.url, { role: "Owner" });
    const switched = await chosen.client.postForm("/language", { to: "hi", next: "/hi//evil.example" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/hi");

    // Nothing made up is taken, and nothing breaks.
    const madeUp = await chosen.client.postForm("/language", { to: "fr" });
    expect(madeUp.status).toBe(400);
    expect(await madeUp.text()).toContain("Choose English or हिन्दी.");

    await server.stop();
    const stored = await queryDatabase<{ email: string; locale: string }>(
      place,
      `select email, locale from users where email in ('${linked.user.email}', '${chosen.user.email}') order by email`,
    );
    expect(Object.fromEntries(stored.map((row) => [row.email, row.locale]))).toEqual({
      [linked.user.email]: "en",
      [chosen.user.email]: "hi",
    });
  });
});
