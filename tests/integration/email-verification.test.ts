import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { logIn, newUser, signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, minimalListing } from "../support/listings";
import type { RunningServer } from "../support/server";
import { linkIn, type TestSmtpServer } from "../support/smtp";

const SUBJECT = "Confirm your GharStay e-mail address";
const VERIFIED = "Your e-mail address is verified. Thank you!";
const LINK_INVALID =
  "This verification link has expired or has already been used. Log in and ask for a new one from your profile.";
const SENT_AGAIN = "We have sent a new verification link. It is valid for 48 hours.";
const BADGE = "E-mail verified";
const RESEND = "Resend verification e-mail";

let smtp: TestSmtpServer;
let server: RunningServer;

test.override("serverSetup", { shared: true });

test.beforeAll(({ smtp: mailbox, server: started }) => {
  smtp = mailbox;
  server = started;
});

async function verificationToken(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email, SUBJECT);
  return new URL(linkIn(mail, `${server.url}/verify-email?token=`)).searchParams.get("token") as string;
}

async function emailVerified(client: HttpClient): Promise<boolean> {
  const body = (await (await client.get("/api/v1/me")).json()) as { user: { emailVerified: boolean } };
  return body.user.emailVerified;
}

describe("verified e-mail", () => {
  test("is asked for at sign-up; following the link puts the badge on the owner's listing and profile", async ({
    admin,
  }) => {
    const user = newUser({ role: "Owner" });
    const signUp = await new HttpClient(server.url).postForm("/sign", { ...user, confirmPassword: user.password });
    expect(signUp.status).toBe(201);
    const owner = await logIn(new HttpClient(server.url), user.email, user.password);
    const token = await verificationToken(user.email);

    const created = await owner.postJson("/api/v1/listings", minimalListing("Verified Owner House"));
    expect(created.status, await created.clone().text()).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string } };
    expect((await approveAsShown(admin, listing.id)).status).toBeLessThan(400);

    // Posting is open before verifying; only the badge is missing.
    const before = text(await (await fetch(`${server.url}/property/${listing.id}`)).text());
    expect(before).toContain("Listing Owner");
    expect(before).not.toContain(BADGE);
    expect(await emailVerified(owner)).toBe(false);
    const profileBefore = text(await (await owner.get("/profile")).text());
    expect(profileBefore).toContain(RESEND);
    expect(profileBefore).not.toContain(BADGE);

    const page = await fetch(`${server.url}/verify-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain(VERIFIED);

    expect(await emailVerified(owner)).toBe(true);
    // The badge says when: today, as the listing page writes dates.
    expect(text(await (await fetch(`${server.url}/property/${listing.id}`)).text())).toContain(
      `E-mail verified on ${formatDate(new Date())}: the owner followed a link sent to their e-mail address`,
    );
    const apiListing = (await (await fetch(`${server.url}/api/v1/listings/${listing.id}`)).json()) as {
      owner: { emailVerified: boolean };
    };
    expect(apiListing.owner.emailVerified).toBe(true);
    const profileAfter = text(await (await owner.get("/profile")).text());
    expect(profileAfter).toContain(BADGE);
    expect(profileAfter).not.toContain(RESEND);

    // Opened again (its reader after their mail provider's scanner, or a reload): it says what it did.
    const again = await fetch(`${server.url}/verify-email?token=${token}`);
    expect(again.status).toBe(200);
    const againPage = text(await again.text());
    expect(againPage).toContain(VERIFIED);
    expect(againPage).not.toContain(LINK_INVALID);
  });

  it("refuses unknown links with a clear message, never a 500", async () => {
    for (const token of ["", "nonsense", "x".repeat(5000), "%00"]) {
      const res = await fetch(`${server.url}/verify-email?token=${token}`);
      expect(res.status, token).toBe(400);
      if (token !== "%00") expect(text(await res.text())).toContain(LINK_INVALID);
    }
  });

  it("sends a new link from the profile, three times an hour", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    await verificationToken(user.email);
    for (let i = 0; i < 3; i++) {
      const res = await client.postForm("/profile", {});
      expect(res.status).toBe(200);
      expect(text(await res.text())).toContain(SENT_AGAIN);
    }
    await expect.poll(() => smtp.received.filter((m) => m.envelopeTo.includes(user.email)).length).toBe(4);
    const refused = await client.postForm("/profile", {});
    expect(refused.status).toBe(429);
    expect(text(await refused.text())).toContain(
      "Too many verification e-mails. Please wait an hour before asking again.",
    );

    // Any of the links verifies the address.
    const latest = await verificationToken(user.email);
    expect((await fetch(`${server.url}/verify-email?token=${latest}`)).status).toBe(200);
    expect(await emailVerified(client)).toBe(true);
  });

  it("works through the JSON API: sign-up sends the link, verify-email follows it, resend needs a login", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const token = await verificationToken(user.email);

    const visitor = await new HttpClient(server.url).postJson("/api/v1/auth/resend-verification", {});
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "Please log in first." });
    const resent = await client.postJson("/api/v1/auth/resend-verification", {});
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ message: SENT_AGAIN });

    const verified = await new HttpClient(server.url).postJson("/api/v1/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: VERIFIED });
    expect(await emailVerified(client)).toBe(true);

    const reused = await new HttpClient(server.url).postJson("/api/v1/auth/verify-email", { token });
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ message: VERIFIED });
    const already = await client.postJson("/api/v1/auth/resend-verification", {});
    expect(await already.json()).toEqual({ message: "Your e-mail address is already verified." });

    for (const body of [{}, { token: 7 }, { token: "" }]) {
      const res = await new HttpClient(server.url).postJson("/api/v1/auth/verify-email", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: LINK_INVALID });
    }
    const notJson = await new HttpClient(server.url).request("/api/v1/auth/verify-email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });
});
