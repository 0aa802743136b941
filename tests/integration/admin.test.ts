import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logInWithFetch } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { HttpClient } from "../support/http";
import { approveAsShown, photo, shownVersion, submitPendingListing, uploadedFile } from "../support/listings";
import type { RunningServer } from "../support/server";

let server: RunningServer;
let admin: HttpClient;
let owner: HttpClient;
let client: HttpClient;
let agent: HttpClient;

test.beforeAll(({ server: started, admin: asAdmin, owner: asOwner, client: asClient, agent: asAgent }) => {
  server = started;
  [admin, owner, client, agent] = [asAdmin, asOwner, asClient, asAgent];
});

const html = async (res: Response) => res.text();
const page = async (path: string, as: HttpClient = admin) => {
  const res = await as.get(path);
  expect(res.status, path).toBe(200);
  return html(res);
};

const quickPosting = (title: string, extra: Record<string, string> = {}) => ({
  title,
  heading: "Ready to move",
  description: "Corner unit with park view.",
  location: "Gomti Nagar, Lucknow",
  price: "45,00,000",
  propertyType: "Flat/Apartment",
  propertyCategory: "Residential",
  listingType: "Sell",
  ...extra,
});

const projectFields = (name: string): Record<string, string | string[]> => ({
  city: "Lucknow",
  projectBuildingName: name,
  locality: "Shaheed Path",
  propertyCategory: "Residential",
  listingType: "Sell",
  propertyType: "Flat/Apartment",
  price: "7500000",
  plotArea: "1450",
  facingType: "North-East",
  amenities: ["Gym", "Lift", "ATM'S"],
  reraNumber: "UPRERAPRJ12345",
});

function projectForm(fields: Record<string, string | string[]>, files: Array<{ name: string; body: Buffer }> = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  for (const file of files)
    form.append("images", new Blob([new Uint8Array(file.body)], { type: "image/jpeg" }), file.name);
  return form;
}

const postMultipart = (as: HttpClient, path: string, form: FormData) =>
  as.request(path, { method: "POST", body: form });

/** Session cookies for requests whose Origin headers we set ourselves. */
async function adminCookie(): Promise<string> {
  const setCookies = await logInWithFetch(server.url, demoAccounts(server).admin);
  return setCookies.map((line) => line.split(";")[0]).join("; ");
}

function figure(dashboard: string, city: string): number {
  const match = new RegExp(`<th scope="row"[^>]*>${city}</th><td[^>]*>(\\d+)</td>`).exec(dashboard);
  return Number(match?.[1] ?? 0);
}

const firstProjectId = (text: string) => /\/admin\/projects\/([\w-]+)\/edit/.exec(text)?.[1] as string;

const ADMIN_PAGES = [
  "/admin",
  "/admin/properties",
  "/admin/contacts",
  "/admin/ourproject",
  "/admin/ProjectExplore",
  "/admin/Postproject",
  "/admin/ComingSoon",
  "/admin/Apartments",
  "/admin/Buys",
  "/admin/outbox",
];

describe("authorization matrix", () => {
  it("refuses every admin page to visitors (to /login) and to Owners, Clients and Agents (403)", async () => {
    const projectId = firstProjectId(await page("/admin/ourproject"));
    const pages = [...ADMIN_PAGES, `/admin/projects/${projectId}/edit`, "/admin/no-such-page"];
    for (const path of pages) {
      const res = await new HttpClient(server.url).get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      for (const [role, as] of [
        ["Owner", owner],
        ["Client", client],
        ["Agent", agent],
      ] as const) {
        const refused = await as.get(path);
        expect(refused.status, `${role} ${path}`).toBe(403);
        expect(await refused.text()).toContain("Access denied");
      }
      const allowed = await admin.get(path);
      expect(allowed.status, `Admin ${path}`).toBe(path === "/admin/no-such-page" ? 404 : 200);
    }
  });

  it("lets no admin action take effect for a visitor, Owner, Client or Agent", async () => {
    const pending = await submitPendingListing(owner, "Matrix Pending PG");
    const enquiry = await new HttpClient(server.url).postJson("/api/v1/contact", {
      name: "Matrix Enquirer",
      mobileNumber: "9876501234",
      email: "matrix@example.com",
      message: "Please call me about plots.",
    });
    expect(enquiry.status).toBe(201);
    const contactId = /name="contactId" value="([\w-]+)"/.exec(await page("/admin/contacts"))?.[1] as string;
    const ourProjects = await page("/admin/ourproject");
    const projectId = firstProjectId(ourProjects);
    const projectName = /<th scope="row" id="project-[\w-]+"[^>]*>([^<]+)</.exec(ourProjects)?.[1] as string;
    const version = shownVersion(await page("/admin"), pending.id) as string;
    expect(contactId && projectId && projectName && version).toBeTruthy();

    const actions: Array<[string, Record<string, string | string[]>]> = [
      ["/admin?index", { intent: "approve", listingId: pending.id, version }],
      ["/admin?index", { intent: "reject", listingId: pending.id, reason: "Duplicate listing" }],
      ["/admin/properties", { intent: "approve", listingId: pending.id, version }],
      ["/admin/contacts", { contactId }],
      ["/admin/ourproject", { intent: "delete", projectId }],
      ["/admin/ourproject", { intent: "create", ...quickPosting("Matrix Create Project") }],
      ["/admin/Buys", { intent: "create", ...quickPosting("Matrix Buy") }],
      ["/admin/Apartments", { intent: "create", ...quickPosting("Matrix Apartment") }],
      ["/admin/ProjectExplore", { intent: "delete", projectId }],
      ["/admin/ComingSoon", { intent: "delete", projectId }],
      ["/admin/Postproject", projectFields("Matrix New Project")],
      [`/admin/projects/${projectId}/edit`, projectFields("Matrix Renamed Project")],
      ["/admin/no-such-page", {}],
    ];
    for (const [path, fields] of actions) {
      const res = await new HttpClient(server.url).postForm(path, fields);
      expect(res.status, `visitor ${path}`).toBe(302);
      expect(res.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
      for (const [role, as] of [
        ["Owner", owner],
        ["Client", client],
        ["Agent", agent],
      ] as const) {
        expect((await as.postForm(path, fields)).status, `${role} ${path}`).toBe(403);
      }
    }

    expect(await page(`/admin/properties?status=pending&q=${encodeURIComponent("Matrix Pending")}`)).toContain(
      "Matrix Pending PG",
    );
    expect((await new HttpClient(server.url).get(`/property/${pending.id}`)).status).toBe(404);
    for (const key of pending.photoKeys) expect(uploadedFile(server.dataDir, key)).toBe(true);
    const contacts = await page("/admin/contacts");
    expect(contacts).toContain("Matrix Enquirer");
    expect(contacts).not.toContain("Handled on");
    const projectsAfter = await page("/admin/ourproject");
    expect(projectsAfter).toContain(projectName);
    expect(projectsAfter).not.toContain("Matrix");
    expect(await page("/admin/Buys")).not.toContain("Matrix Buy");
    expect(await page("/admin/Apartments")).not.toContain("Matrix Apartment");
    expect(await page("/admin")).toContain("No admin actions yet.");

    // The desk's data requests are guarded by the same loaders.
    const data = await owner.get(`/admin/properties.data?status=pending`);
    expect(await data.text()).not.toContain("Matrix Pending PG");

    const rejected = await admin.postForm("/admin?index", {
      intent: "reject",
      listingId: pending.id,
      reason: "Duplicate listing",
    });
    expect(rejected.status).toBe(200);
  });

  it("refuses an Admin's POST that comes from another site", async () => {
    const cookie = await adminCookie();
    const body = new URLSearchParams({ intent: "create", ...quickPosting("Forged Buy") });
    const forged = await fetch(`${server.url}/admin/Buys`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
      body,
      redirect: "manual",
    });
    // React Router itself answers a mismatched Origin with 400 before any action runs; ours adds the 403.
    expect([400, 403]).toContain(forged.status);
    const noOrigin = await fetch(`${server.url}/admin/Buys`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
      body,
      redirect: "manual",
    });
    expect(noOrigin.status).toBe(403);
    expect(await page("/admin/Buys")).not.toContain("Forged Buy");

    const sameSite = await fetch(`${server.url}/admin/Buys`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ intent: "create", ...quickPosting("Same Origin Buy") }),
      redirect: "manual",
    });
    expect(sameSite.status).toBe(200);
    expect(await page("/admin/Buys")).toContain("Same Origin Buy");
  });
});

describe("moderation desk", () => {
  it("shows totals, a sidebar, per-city figures and the pending queue from the database", async () => {
    const before = await page("/admin");
    const { id } = await submitPendingListing(owner, "Queue Test PG");
    const dashboard = await page("/admin");
    for (const [href, label] of [
      ["/admin", "Dashboard"],
      ["/admin/properties", "All properties"],
      ["/admin/contacts", "Contacts"],
      ["/admin/ourproject", "Our projects"],
      ["/admin/ProjectExplore", "Project explore"],
      ["/admin/Postproject", "Post project"],
      ["/admin/ComingSoon", "Coming soon"],
      ["/admin/Apartments", "Apartments"],
      ["/admin/Buys", "Buys"],
    ]) {
      expect(dashboard).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    }
    for (const label of [
      "Our projects",
      "Our services",
      "Posted properties",
      "Contacts",
      "Pending listings",
      "Users",
    ]) {
      expect(dashboard).toContain(label);
    }
    expect(figure(dashboard, "Noida")).toBe(figure(before, "Noida") + 1);
    expect(dashboard).toContain("Queue Test PG");
    expect(dashboard).toContain(`href="/property/${id}"`);
    expect(dashboard).toContain("PG · Shared Room");
    expect(dashboard).toMatch(/>Approve<\/button>/);
    expect(dashboard).toMatch(/>Reject<\/button>/);
    // The chart library stays out of the public pages' scripts.
    const home = await html(await fetch(`${server.url}/`));
    const scripts = [...new Set(home.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(`${server.url}${script}`)).text()).not.toContain("recharts-wrapper");
    }
  });

  it("approves a listing: public at once, first in Recommended Properties, and in the audit log", async () => {
    const { id } = await submitPendingListing(owner, "Approved Maple PG");
    expect((await new HttpClient(server.url).get(`/property/${id}`)).status).toBe(404);
    const version = shownVersion(await page("/admin"), id) as string;
    const res = await admin.postForm("/admin?index", { intent: "approve", listingId: id, version });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Approved “Approved Maple PG”");
    expect((await new HttpClient(server.url).get(`/property/${id}`)).status).toBe(200);
    const home = await html(await fetch(`${server.url}/`));
    expect(home.indexOf("Approved Maple PG")).toBeGreaterThan(home.indexOf("Recommended Properties"));
    const again = await admin.postForm("/admin?index", { intent: "approve", listingId: id, version });
    expect(again.status).toBe(404);
    expect(await page("/admin")).toMatch(/Approved listing<\/span> “Approved Maple PG”/);
  });

  it("asks before rejecting, then deletes the listing and its photo files", async () => {
    const { id, photoKeys } = await submitPendingListing(owner, "Rejected Cedar PG");
    for (const key of photoKeys) expect(uploadedFile(server.dataDir, key)).toBe(true);
    const confirm = await page(`/admin?reject=${id}`);
    expect(confirm).toContain('role="alertdialog"');
    expect(confirm).toContain("Reject “Rejected Cedar PG”?");
    expect(confirm).toMatch(/>Confirm reject<\/button>/);
    const res = await admin.postForm("/admin?index", { intent: "reject", listingId: id, reason: "Duplicate listing" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("the listing and its photos were deleted");
    for (const key of photoKeys) expect(uploadedFile(server.dataDir, key)).toBe(false);
    const own = (await (await owner.get("/api/v1/listings")).json()) as { listings: Array<{ id: string }> };
    expect(own.listings.map((l) => l.id)).not.toContain(id);
    expect(await page(`/admin/properties?q=${encodeURIComponent("Rejected Cedar")}`)).toContain(
      "No listings match these filters.",
    );
    expect(await page("/admin")).toMatch(/Rejected listing<\/span> “Rejected Cedar PG”/);
  });

  it("lists every property with filters in the URL and Approve on the pending ones", async () => {
    const { id } = await submitPendingListing(owner, "Filter Birch PG");
    const found = await page("/admin/properties?status=pending&city=Noida&type=PG&q=birch");
    expect(found).toContain("Filter Birch PG");
    expect(found).toMatch(/>Approve<\/button>/);
    expect(await page("/admin/properties?status=approved&q=birch")).toContain("No listings match these filters.");
    expect(await page("/admin/properties?city=Lucknow&q=birch")).toContain("No listings match these filters.");
    expect(await page("/admin/properties?status=bogus&city=Atlantis&page=-3")).toContain("Filter Birch PG");
    expect(await page("/admin/properties?q=%25")).toContain("No listings match these filters.");

    const queue = await page("/admin");
    for (const pendingId of queue.matchAll(/<button[^>]*value="([\w-]+)"[^>]*name="reject"/g)) {
      if (pendingId[1] !== id) await approveAsShown(admin, pendingId[1]);
    }
    const res = await approveAsShown(admin, id, "/admin/properties");
    expect(res.status).toBe(200);
    const after = await page("/admin/properties");
    expect(after).toContain("No pending properties to approve.");
    expect(await page("/admin")).toContain("No pending listings.");
    expect((await admin.postForm("/admin/properties", { intent: "approve" })).status).toBe(400);
  });

  it("shows contact enquiries newest first and marks them handled", async () => {
    for (const name of ["First Enquirer", "Second Enquirer"]) {
      const res = await new HttpClient(server.url).postJson("/api/v1/contact", {
        name,
        mobileNumber: "9876501234",
        email: "enquiry@example.com",
        message: `Hello from ${name}.`,
      });
      expect(res.status).toBe(201);
    }
    const inbox = await page("/admin/contacts");
    expect(inbox.indexOf("Second Enquirer")).toBeLessThan(inbox.indexOf("First Enquirer"));
    const contactId = /name="contactId" value="([\w-]+)"/.exec(inbox)?.[1] as string;
    const res = await admin.postForm("/admin/contacts", { contactId });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Marked the enquiry from Second Enquirer handled.");
    expect(await page("/admin/contacts")).toContain("Handled on");
    expect((await admin.postForm("/admin/contacts", { contactId })).status).toBe(404);
  });
});

describe("projects", () => {
  const projectFiles = () => {
    try {
      return readdirSync(path.join(server.dataDir, "uploads", "project_images"));
    } catch {
      return [];
    }
  };

  it("refuses an incomplete project with clear messages and stores nothing", async () => {
    const before = await page("/admin/ourproject");
    const res = await postMultipart(admin, "/admin/Postproject", projectForm({ price: "lots" }));
    expect(res.status).toBe(400);
    const text = await res.text();
    for (const message of [
      "Please select a city.",
      "Please enter the project or building name.",
      "Please enter the locality.",
      "Please select a property type!",
      "Please enter the price in rupees.",
    ]) {
      expect(text).toContain(message);
    }
    const filesBefore = projectFiles();
    const badImage = await postMultipart(
      admin,
      "/admin/Postproject",
      projectForm(projectFields("Half Stored Heights"), [
        { name: "real.jpg", body: await photo() },
        { name: "fake.jpg", body: Buffer.from("this is not an image") },
      ]),
    );
    expect(badImage.status).toBe(400);
    expect(await badImage.text()).toContain("fake.jpg: The file is not a JPEG, PNG, WebP or AVIF photo.");
    expect(projectFiles()).toEqual(filesBefore);
    const after = await page("/admin/ourproject");
    expect(after).not.toContain("Half Stored Heights");
    expect(/Our projects \((\d+)\)/.exec(after)?.[1]).toBe(/Our projects \((\d+)\)/.exec(before)?.[1]);
  });

  it("reads project forms with photos past the 64 KB form limit, up to ten photos of 10 MB", async () => {
    const megabyteFake = { name: "big.jpg", body: Buffer.alloc(1024 * 1024, 1) };
    const large = await postMultipart(
      admin,
      "/admin/Postproject",
      projectForm(projectFields("Large Form Heights"), [megabyteFake]),
    );
    expect(large.status).toBe(400);
    expect(await large.text()).toContain("big.jpg: The file is not a JPEG, PNG, WebP or AVIF photo.");

    // Past ten photos of 10 MB, the declared size alone is refused, before any of the body is sent.
    const cookie = await adminCookie();
    const tooLarge = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/admin/Postproject`, {
        method: "POST",
        headers: {
          cookie,
          origin: server.url,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(120 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(tooLarge).toBe(413);
  });

  it("creates a project with images and placements, edits it and deletes it with its files", async () => {
    const created = await postMultipart(
      admin,
      "/admin/Postproject",
      projectForm({ ...projectFields("Shaheed Path Residency"), showExplore: "on", comingSoon: "on" }, [
        { name: "front.jpg", body: await photo() },
        { name: "lobby.jpg", body: await photo() },
      ]),
    );
    expect(created.status).toBe(200);
    const createdText = await created.text();
    expect(createdText).toContain("Project “Shaheed Path Residency” created.");
    const id = firstProjectId(createdText);
    expect(await page("/admin/ourproject")).toContain("Shaheed Path Residency");
    expect(await page("/admin/ProjectExplore")).toContain("Shaheed Path Residency");
    expect(await page("/admin/ComingSoon")).toContain("Shaheed Path Residency");

    const edit = await page(`/admin/projects/${id}/edit`);
    const keys = [...edit.matchAll(/name="removeImage" value="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toHaveLength(2);
    const filesWith = projectFiles();
    expect(filesWith.length).toBeGreaterThanOrEqual(2);

    const invalid = await postMultipart(
      admin,
      `/admin/projects/${id}/edit`,
      projectForm({ ...projectFields("Shaheed Path Residency"), propertyType: "Office" }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Please select a property type of the Residential category.");

    const saved = await postMultipart(
      admin,
      `/admin/projects/${id}/edit`,
      projectForm({ ...projectFields("Shaheed Path Towers"), showNewLaunch: "on", removeImage: keys[0] }),
    );
    expect(saved.status).toBe(200);
    expect(await page("/admin/ourproject")).toContain("Shaheed Path Towers");
    expect(await page("/admin/ProjectExplore")).not.toContain("Shaheed Path Towers");
    expect(uploadedFile(server.dataDir, keys[0])).toBe(false);
    expect(uploadedFile(server.dataDir, keys[1])).toBe(true);

    const confirm = await page(`/admin/ourproject?delete=${id}`);
    expect(confirm).toContain("Delete “Shaheed Path Towers”?");
    const deleted = await admin.postForm("/admin/ourproject", { intent: "delete", projectId: id });
    expect(deleted.status).toBe(200);
    expect(await page("/admin/ourproject")).not.toContain("Shaheed Path Towers");
    expect(uploadedFile(server.dataDir, keys[1])).toBe(false);
    expect((await admin.get(`/admin/projects/${id}/edit`)).status).toBe(404);
    const audit = await page("/admin");
    for (const action of ["Created project", "Updated project", "Deleted project"]) expect(audit).toContain(action);
  });

  it("Buys and Post Property need a property type and then list the property", async () => {
    const missing = await admin.postForm("/admin/Buys", {
      intent: "create",
      ...quickPosting("Typeless Buy", { propertyType: "" }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please select a property type!");
    expect(await page("/admin/Buys")).not.toContain("Typeless Buy");

    const listed = await admin.postForm("/admin/Buys", { intent: "create", ...quickPosting("Aliganj Corner Flat") });
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain("Property listed successfully!");
    expect(await page("/admin/Buys")).toContain("Aliganj Corner Flat");

    const apartment = await admin.postForm("/admin/Apartments", {
      intent: "create",
      ...quickPosting("Indira Nagar Apartment"),
    });
    expect(await apartment.text()).toContain("Property listed successfully!");
    expect(await page("/admin/Apartments")).toContain("Indira Nagar Apartment");
    expect(await page("/admin/Buys")).not.toContain("Indira Nagar Apartment");

    const project = await admin.postForm("/admin/ourproject", {
      intent: "create",
      ...quickPosting("Quick Create Project"),
    });
    expect(project.status).toBe(200);
    expect(await page("/admin/ourproject")).toContain("Quick Create Project");
  });
});

describe("the Admin's own account", () => {
  it("is kept while it is the only Admin's: deleting it is refused, and the desk stays open", async () => {
    const refused = await admin.postForm("/profile/settings?form=delete", {
      confirmation: "DELETE",
      currentPassword: demoAccounts(server).admin.password,
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "You are the only Admin. Make another account an Admin before deleting yours.",
    );
    expect((await admin.get("/admin")).status).toBe(200);
  });
});
