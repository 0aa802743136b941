import { describe, expect, it } from "vitest";
import { logIn, logInWithFetch, newUser, signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { photo, submitPendingListing, uploadedFile } from "../support/listings";
import type { RunningServer } from "../support/server";
import { linkIn, type TestSmtpServer } from "../support/smtp";

const IN_USE = "Email already in use. Try another one.";

let server: RunningServer;
let smtp: TestSmtpServer;

test.override("serverSetup", { shared: true });

test.beforeAll(({ smtp: mailbox, server: started }) => {
  smtp = mailbox;
  server = started;
});

async function me(client: HttpClient) {
  return client.get("/api/v1/me");
}

async function pageText(res: Response) {
  return text(await res.text());
}

describe("name and mobile number", () => {
  it("says what is wrong, keeps what was typed, then saves and shows the new name in the header", async () => {
    const { client } = await signUpAndLogIn(server.url);

    const noName = await client.postForm("/profile/settings?form=profile", { name: "  ", mobileNumber: "9123456789" });
    expect(noName.status).toBe(400);
    const noNameHtml = await pageText(noName);
    expect(noNameHtml).toContain("Name cannot be empty.");
    expect(noNameHtml).toContain('value="9123456789"');

    const badMobile = await client.postForm("/profile/settings?form=profile", {
      name: "Asha Verma",
      mobileNumber: "12345",
    });
    expect(badMobile.status).toBe(400);
    const badMobileHtml = await pageText(badMobile);
    expect(badMobileHtml).toContain("Invalid mobile number. Enter 10 digits.");
    expect(badMobileHtml).toContain('value="Asha Verma"');

    const saved = await client.postForm("/profile/settings?form=profile", {
      name: "Asha Verma",
      mobileNumber: "9123456789",
    });
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain("Your changes have been saved.");
    const page = await pageText(await client.get("/profile/settings"));
    expect(page).toContain('aria-label="Profile of Asha Verma"');
    expect((await (await me(client)).json()).user).toMatchObject({ name: "Asha Verma", mobileNumber: "9123456789" });
  });

  it("gives the JSON API the same rules and messages", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const patch = (body: unknown) =>
      client.request("/api/v1/me/settings", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const bad = await patch({ name: "Ravi", mobileNumber: "98765" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Invalid mobile number. Enter 10 digits.", field: "mobileNumber" });
    const good = await patch({ name: "Ravi Kumar", mobileNumber: "9000000001" });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ settings: { name: "Ravi Kumar", mobileNumber: "9000000001" } });
    const read = await client.get("/api/v1/me/settings");
    expect(read.headers.get("cache-control")).toContain("no-store");
    expect((await read.json()).settings.name).toBe("Ravi Kumar");
  });
});

function photoForm(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  form.append("photo", new Blob([bytes], { type }), name);
  return form;
}

describe("profile photo", () => {
  it("becomes the header avatar, refuses a text file and can be removed", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const refused = await client.request("/profile/settings?form=photo", {
      method: "POST",
      body: photoForm(new TextEncoder().encode("just some text"), "notes.jpg", "image/jpeg"),
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("The file is not a JPEG, PNG, WebP or AVIF photo.");

    const uploaded = await client.request("/profile/settings?form=photo", {
      method: "POST",
      body: photoForm(new Uint8Array(await photo({ format: "png" })), "me.png", "image/png"),
    });
    expect(uploaded.status).toBe(200);
    expect(await pageText(uploaded)).toContain("Your profile photo has been updated.");
    const { user } = await (await me(client)).json();
    expect(user.photoUrl).toMatch(/^\/media\/avatars\/[0-9a-f]+-\d+\.webp$/);
    const home = await pageText(await client.get("/"));
    expect(home).toMatch(new RegExp(`aria-label="Profile of [^"]+"[^>]*><img src="${user.photoUrl}"`));
    const file = await client.get(user.photoUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");

    expect(uploadedFile(server.dataDir, user.photoUrl.replace("/media/", ""))).toBe(true);

    const removed = await client.postForm("/profile/settings?form=remove-photo", {});
    expect(removed.status).toBe(200);
    expect(await pageText(removed)).toContain("Your profile photo has been removed.");
    expect((await (await me(client)).json()).user.photoUrl).toBeNull();
    expect(uploadedFile(server.dataDir, user.photoUrl.replace("/media/", ""))).toBe(false);
  });
  it("takes a photo through the JSON API too, and a new photo replaces the old one's files", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const upload = async () => {
      const form = photoForm(new Uint8Array(await photo()), "me.jpg", "image/jpeg");
      const res = await client.request("/api/v1/me/settings/photo", { method: "POST", body: form });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { settings: { photoUrl: string } }).settings.photoUrl;
    };
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(uploadedFile(server.dataDir, first.replace("/media/", ""))).toBe(false);
    expect(uploadedFile(server.dataDir, second.replace("/media/", ""))).toBe(true);

    const empty = await client.request("/api/v1/me/settings/photo", { method: "POST", body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Choose a photo to upload.", field: "photo" });
    const removed = await client.request("/api/v1/me/settings/photo", { method: "DELETE" });
    expect(((await removed.json()) as { settings: { photoUrl: null } }).settings.photoUrl).toBeNull();
  });

  it("takes at most 20 photos an hour from one account: the image queue is everyone's", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const send = () =>
      client.request("/profile/settings?form=photo", {
        method: "POST",
        body: photoForm(new TextEncoder().encode("not a photo"), "me.jpg", "image/jpeg"),
      });
    for (let i = 0; i < 20; i++) expect((await send()).status).toBe(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await pageText(refused)).toContain("Too many attempts. Please try again later.");
  });
});

describe("change password", () => {
  it("needs the right current password, ends the other sessions, and sends a notice", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const otherDevice = await logIn(new HttpClient(server.url), user.email, user.password);

    const mismatch = await client.postForm("/profile/settings?form=password", {
      currentPassword: user.password,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-typo",
    });
    expect(mismatch.status).toBe(400);
    expect(await pageText(mismatch)).toContain("Passwords do not match.");

    const short = await client.postForm("/profile/settings?form=password", {
      currentPassword: user.password,
      newPassword: "abc",
      confirmPassword: "abc",
    });
    expect(await pageText(short)).toContain("Password must be at least 6 characters.");

    const wrong = await client.postForm("/profile/settings?form=password", {
      currentPassword: "not-my-password",
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(wrong.status).toBe(400);
    expect(await pageText(wrong)).toContain("Your current password is not correct.");
    expect((await me(otherDevice)).status).toBe(200);

    const changed = await client.postForm("/profile/settings?form=password", {
      currentPassword: user.password,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(changed.status).toBe(200);
    expect(await pageText(changed)).toContain("Your password has been changed.");

    expect((await me(client)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);
    const oldPassword = await new HttpClient(server.url).postJson("/api/v1/auth/login", {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    await logIn(new HttpClient(server.url), user.email, "brand-new-pass");

    const notice = await smtp.waitForMail(user.email, "Your GharStay password was changed");
    expect(notice.text).toContain("password of your GharStay account was just changed");
  });

  it("is limited per account through the JSON API", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.postJson("/api/v1/me/settings/change-password", {
        currentPassword: "wrong-guess",
        newPassword: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the current password", () => {
  it("takes 10 wrong guesses an hour across the three forms that ask for it, then not even the right one", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const forms = {
      password: (currentPassword: string) => ({
        currentPassword,
        newPassword: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      }),
      email: (currentPassword: string) => ({ newEmail: newUser().email, currentPassword }),
      delete: (currentPassword: string) => ({ confirmation: "DELETE", currentPassword }),
    };
    const guess = (form: keyof typeof forms, password: string) =>
      client.postForm(`/profile/settings?form=${form}`, forms[form](password));
    // A right password in between is not counted against the account.
    expect((await guess("email", user.password)).status).toBe(200);
    const statuses: number[] = [];
    for (const form of ["password", "email", "delete", "password", "email", "delete", "password", "email", "delete"]) {
      statuses.push((await guess(form as keyof typeof forms, "wrong-guess")).status);
    }
    statuses.push((await guess("password", "wrong-guess")).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const stopped = await guess("delete", user.password);
    expect(stopped.status).toBe(429);
    expect(await pageText(stopped)).toContain("Too many attempts");
    expect((await me(client)).status).toBe(200);
  });
});

describe("change e-mail", () => {
  it("changes only when the link is followed, once, and marks the address verified", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const newEmail = newUser().email;
    const requested = await client.postForm("/profile/settings?form=email", {
      newEmail,
      currentPassword: user.password,
    });
    expect(requested.status).toBe(200);
    expect(await pageText(requested)).toContain("We have sent a link to your new e-mail address.");
    expect((await (await me(client)).json()).user.email).toBe(user.email);

    const notice = await smtp.waitForMail(user.email, "Your GharStay e-mail address is changing");
    expect(notice.text).toContain(newEmail);
    const mail = await smtp.waitForMail(newEmail, "Confirm your new GharStay e-mail address");
    const link = linkIn(mail, `${server.url}/profile/settings/confirm-email?token=`);
    const token = new URL(link).searchParams.get("token") as string;

    // Opening the link only shows the button: a mail scanner's visit changes nothing.
    const opened = await new HttpClient(server.url).get(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(await pageText(opened)).toContain("Confirm new e-mail");
    expect((await (await me(client)).json()).user.email).toBe(user.email);

    const confirmed = await new HttpClient(server.url).postForm(new URL(link).pathname, { token });
    expect(confirmed.status).toBe(200);
    expect(await pageText(confirmed)).toContain("Your e-mail address has been changed and verified.");
    const again = await new HttpClient(server.url).postForm(new URL(link).pathname, { token });
    expect(again.status).toBe(404);

    expect((await (await me(client)).json()).user.email).toBe(newEmail);
    const fresh = await logIn(new HttpClient(server.url), newEmail, user.password);
    const exported = await (await fresh.get("/api/v1/me/settings/export")).json();
    expect(exported.account).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("refuses a wrong password, an address another account has, and one taken before the link is followed", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const { user: other } = await signUpAndLogIn(server.url);

    const wrong = await client.postJson("/api/v1/me/settings/change-email", {
      newEmail: newUser().email,
      currentPassword: "not-it",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: "Your current password is not correct.",
      field: "currentPassword",
    });

    const taken = await client.postJson("/api/v1/me/settings/change-email", {
      newEmail: other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ error: IN_USE, field: "newEmail" });

    const wanted = newUser().email;
    const requested = await client.postJson("/api/v1/me/settings/change-email", {
      newEmail: wanted,
      currentPassword: user.password,
    });
    expect(requested.status).toBe(200);
    const mail = await smtp.waitForMail(wanted, "Confirm your new GharStay e-mail address");
    const token = new URL(linkIn(mail, `${server.url}/profile/settings/confirm-email`)).searchParams.get("token");
    await signUpAndLogIn(server.url, { email: wanted });

    const confirm = await new HttpClient(server.url).postJson("/api/v1/me/settings/confirm-email", { token });
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toMatchObject({ error: IN_USE });
    expect((await (await me(client)).json()).user.email).toBe(user.email);
  });

  it("sends one address at most 3 confirmation links an hour, whoever asks for them", async () => {
    const newEmail = newUser().email;
    const [first, second] = [await signUpAndLogIn(server.url), await signUpAndLogIn(server.url)];
    const ask = ({ client, user }: typeof first) =>
      client.postJson("/api/v1/me/settings/change-email", { newEmail, currentPassword: user.password });
    for (const asker of [first, first, second]) expect((await ask(asker)).status).toBe(200);
    const refused = await ask(second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "Too many attempts. Please try again later." });
  });
});

describe("links that outlive a change of credentials", () => {
  /** Asks to move the account to a new address and returns the token mailed there. */
  async function emailChangeToken(client: HttpClient, password: string): Promise<string> {
    const newEmail = newUser().email;
    const res = await client.postJson("/api/v1/me/settings/change-email", { newEmail, currentPassword: password });
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail(newEmail, "Confirm your new GharStay e-mail address");
    return new URL(linkIn(mail, `${server.url}/profile/settings/confirm-email`)).searchParams.get("token") as string;
  }
  const confirmEmail = (token: string) =>
    new HttpClient(server.url).postJson("/api/v1/me/settings/confirm-email", { token });

  async function resetToken(email: string): Promise<string> {
    expect((await new HttpClient(server.url).postJson("/api/v1/auth/forgot-password", { email })).status).toBe(200);
    const mail = await smtp.waitForMail(email, "Reset your GharStay password");
    return new URL(linkIn(mail, `${server.url}/reset-password?token=`)).searchParams.get("token") as string;
  }
  const reset = (token: string, password: string) =>
    new HttpClient(server.url).postJson("/api/v1/auth/reset-password", { token, password, confirmPassword: password });

  it("a change of e-mail still waiting for its link ends when the password is changed or reset", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const beforeChange = await emailChangeToken(client, user.password);
    const changed = await client.postJson("/api/v1/me/settings/change-password", {
      currentPassword: user.password,
      newPassword: "owner-took-it-back",
      confirmPassword: "owner-took-it-back",
    });
    expect(changed.status).toBe(200);
    expect((await confirmEmail(beforeChange)).status).toBe(404);

    const beforeReset = await emailChangeToken(client, "owner-took-it-back");
    expect((await reset(await resetToken(user.email), "reset-by-owner")).status).toBe(200);
    expect((await confirmEmail(beforeReset)).status).toBe(404);
    const fresh = await logIn(new HttpClient(server.url), user.email, "reset-by-owner");
    expect((await (await me(fresh)).json()).user.email).toBe(user.email);
  });

  it("a reset link mailed to the old address ends when the address changes", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const toOldAddress = await resetToken(user.email);
    expect((await confirmEmail(await emailChangeToken(client, user.password))).status).toBe(200);
    const res = await reset(toOldAddress, "from-the-old-mailbox");
    expect(res.status).toBe(400);
    const oldPassword = await new HttpClient(server.url).postJson("/api/v1/auth/login", {
      email: (await (await me(client)).json()).user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(200);
  });
});

describe("download my data", () => {
  it("is a private JSON file with the account, its listings and sessions, and no password hash", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const listing = await submitPendingListing(client, "Export Residency");
    const res = await client.get("/api/v1/me/settings/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    expect(body).not.toMatch(/"password"/i);
    const exported = JSON.parse(body);
    expect(exported.account).toMatchObject({ email: user.email, name: user.name });
    expect(exported.listings).toEqual([
      expect.objectContaining({ id: listing.id, projectBuildingName: "Export Residency" }),
    ]);
    expect(exported.listings[0].photos).toHaveLength(2);
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(exported.sessions[0]).toHaveProperty("userAgent");
    expect(exported.sessions[0]).not.toHaveProperty("token");
  });
});

describe("delete account", () => {
  it("needs the typed word and the password, then removes the listings and photos, logs out, and frees the e-mail", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const listing = await submitPendingListing(client, "Leaving Soon Residency");
    expect((await client.get(`/property/${listing.id}`)).status).toBe(200);

    const unconfirmed = await client.postForm("/profile/settings?form=delete", {
      confirmation: "delete",
      currentPassword: user.password,
    });
    expect(unconfirmed.status).toBe(400);
    expect(await pageText(unconfirmed)).toContain("Type DELETE to confirm.");
    // Whoever finds the session open is not its owner: the password is asked, as for a new e-mail or password.
    const withoutPassword = await client.postForm("/profile/settings?form=delete", { confirmation: "DELETE" });
    expect(withoutPassword.status).toBe(400);
    expect(await pageText(withoutPassword)).toContain("Enter your current password.");
    const wrongPassword = await client.postForm("/profile/settings?form=delete", {
      confirmation: "DELETE",
      currentPassword: `${user.password}x`,
    });
    expect(wrongPassword.status).toBe(400);
    expect(await pageText(wrongPassword)).toContain("Your current password is not correct.");
    expect((await client.get(`/property/${listing.id}`)).status).toBe(200);

    const deleted = await client.postForm("/profile/settings?form=delete", {
      confirmation: "DELETE",
      currentPassword: user.password,
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/?account=deleted");
    // Logged out; only the device cookie stays, a random id that no longer leads to anything kept about the account.
    expect(client.hasCookie("gharstay.session_token")).toBe(false);

    expect((await new HttpClient(server.url).get(`/property/${listing.id}`)).status).toBe(404);
    for (const key of listing.photoKeys) expect(uploadedFile(server.dataDir, key)).toBe(false);
    const oldSession = await new HttpClient(server.url).postJson("/api/v1/auth/login", {
      email: user.email,
      password: user.password,
    });
    expect(oldSession.status).toBe(401);

    await signUpAndLogIn(server.url, { email: user.email });
  });

  it("works through the JSON API with the same confirmation", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const remove = (body: unknown) =>
      client.request("/api/v1/me/settings/account", {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const refused = await remove({});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "Type DELETE to confirm." });
    const wrong = await remove({ confirmation: "DELETE", currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: "Your current password is not correct.",
      field: "currentPassword",
    });
    expect((await remove({ confirmation: "DELETE", currentPassword: user.password })).status).toBe(200);
    expect((await me(client)).status).toBe(401);
  });
});

describe("who may", () => {
  it("sends visitors to log in, and answers the API with 401", async () => {
    const visitor = new HttpClient(server.url);
    const page = await visitor.get("/profile/settings");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fprofile%2Fsettings");
    expect((await visitor.get("/api/v1/me/settings")).status).toBe(401);
    expect((await visitor.get("/api/v1/me/settings/export")).status).toBe(401);
    const change = await visitor.postJson("/api/v1/me/settings/change-password", {
      currentPassword: "x",
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(change.status).toBe(401);
    const post = await visitor.postForm("/profile/settings?form=profile", { name: "X", mobileNumber: "9999999999" });
    expect(post.status).toBe(302);
  });

  it("refuses a change sent from another site with the user's cookie", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const cookie = (await logInWithFetch(server.url, user)).map((line) => line.split(";")[0]).join("; ");
    for (const [path, body] of [
      [
        "/profile/settings?form=delete",
        new URLSearchParams({ confirmation: "DELETE", currentPassword: user.password }),
      ],
      ["/profile/settings?form=profile", new URLSearchParams({ name: "Hijacked", mobileNumber: "9999999999" })],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: "https://evil.example" },
        body,
      });
      expect(res.status).toBe(403);
    }
    const still = await fetch(`${server.url}/api/v1/me`, { headers: { cookie } });
    expect((await still.json()).user.name).toBe(user.name);
  });

  it("answers an oversized form with 413 and never 500", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const res = await client.postForm("/profile/settings?form=profile", {
      name: "x".repeat(70_000),
      mobileNumber: "1",
    });
    expect(res.status).toBe(413);
  });
});
