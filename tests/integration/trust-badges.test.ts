import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import type { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import type { RunningServer } from "../support/server";

let server: RunningServer;
let admin: HttpClient;

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started, admin: signedIn }) => {
  server = started;
  admin = signedIn;
});

/** A Lucknow flat to rent's fields as the wizard sends them. */
const flatFields = (name: string, price = "18000") => ({
  listingType: "Rent",
  propertyType: "Flat/Apartment",
  city: "Lucknow",
  projectBuildingName: name,
  locality: "Indira Nagar",
  price,
  amenities: [],
  imageIds: [],
});

async function approvedListing(owner: HttpClient, name: string): Promise<string> {
  const res = await owner.postJson("/api/v1/listings", flatFields(name));
  expect(res.status, await res.clone().text()).toBe(201);
  const id = ((await res.json()) as { listing: { id: string } }).listing.id;
  expect((await approveAsShown(admin, id)).status).toBe(200);
  return id;
}

const visitorSees = async (id: string) => text(await (await fetch(`${server.url}/property/${id}`)).text());
const today = () =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());

describe("'Checked by GharStay'", () => {
  it("is recorded by an Admin with what was checked and the day, shown on the listing and in the audit log", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const id = await approvedListing(owner, "Indira Nagar Checked Flat");
    const path = `/admin/listings/${id}/check`;

    const form = text(await (await admin.get(path)).text());
    expect(form).toContain("Check listing");
    expect(form).toContain("Ownership document");
    expect(form).toContain("Site visit");

    const nothing = await admin.postForm(path, { note: "", checkedOn: "2025-11-12" });
    expect(nothing.status).toBe(400);
    expect(text(await nothing.text())).toContain("Choose at least one thing you checked.");
    const future = await admin.postForm(path, { checks: ["site-visit"], checkedOn: "2099-01-01" });
    expect(future.status).toBe(400);
    expect(text(await future.text())).toContain("Enter the day of the check: today or earlier, from 2020 on.");
    const unknown = await admin.postForm(path, { checks: ["bribe-paid"], checkedOn: "2025-11-12" });
    expect(unknown.status).toBe(400);

    const forbidden = await owner.postForm(path, { checks: ["site-visit"], checkedOn: "2025-11-12" });
    expect(forbidden.status).not.toBe(200);
    expect(await visitorSees(id)).not.toContain("Checked by GharStay");

    const saved = await admin.postForm(path, {
      checks: ["ownership-document", "site-visit"],
      note: "Met the owner at the flat; sale deed seen.",
      checkedOn: "2025-11-12",
    });
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Check recorded: the listing shows &#x27;Checked by GharStay&#x27;.");

    const page = await visitorSees(id);
    expect(page).toContain("Checked by GharStay on 12 Nov 2025: ownership document, site visit");
    expect(page).not.toContain("sale deed seen");
    const dashboard = text(await (await admin.get("/admin")).text());
    expect(dashboard).toMatch(/Recorded a check of listing<\/span> “Indira Nagar Checked Flat”/);
  });

  it("goes once the owner changes the listing: the check vouched for what it said then", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const id = await approvedListing(owner, "Indira Nagar Edited Flat");
    const checked = await admin.postForm(`/admin/listings/${id}/check`, {
      checks: ["price-confirmed", "site-visit"],
      checkedOn: "2025-11-12",
    });
    expect(checked.status).toBe(200);
    expect(await visitorSees(id)).toContain("Checked by GharStay on 12 Nov 2025");
    const edited = await owner.request(`/api/v1/listings/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(flatFields("Indira Nagar Edited Flat", "26000")),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await approveAsShown(admin, id)).status).toBe(200);
    expect(await visitorSees(id)).not.toContain("Checked by GharStay");
  });

  it("is a 404 for a listing that does not exist", async () => {
    const res = await admin.get("/admin/listings/00000000-0000-0000-0000-000000000000/check");
    expect(res.status).toBe(404);
  });
});

describe("'Phone verified' on the listing page", () => {
  it("shows the day the owner's number was verified, and goes once the owner changes the number", async () => {
    const { client: owner, user } = await signUpAndLogIn(server.url, { mobileNumber: "9700000001" });
    const id = await approvedListing(owner, "Indira Nagar Phone Flat");
    expect(await visitorSees(id)).not.toContain("Phone verified");

    expect((await owner.postForm("/profile/settings?form=phone-code", {})).status).toBe(200);
    // Without an SMS gateway the text waits in the Admin's outbox, newest first.
    const outbox = text(await (await admin.get("/admin/outbox")).text());
    const messageId = /href="\/admin\/outbox\/([\w-]+)"[^>]*>Text message/.exec(outbox)?.[1];
    const message = text(await (await admin.get(`/admin/outbox/${messageId}`)).text());
    const code = /(\d{6}) is your GharStay code/.exec(message)?.[1] as string;
    const verified = await owner.postForm("/profile/settings?form=phone-verify", { code });
    expect(text(await verified.text())).toContain("Your mobile number is verified.");

    expect(await visitorSees(id)).toContain(
      `Phone verified on ${today()}: the owner typed back a code sent by SMS to their mobile number`,
    );

    const changed = await owner.postForm("/profile/settings?form=profile", {
      name: user.name,
      mobileNumber: "9700000002",
    });
    expect(changed.status).toBe(200);
    expect(await visitorSees(id)).not.toContain("Phone verified");
  });
});
