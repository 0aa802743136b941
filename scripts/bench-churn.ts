/**
 * The writer of `bench:search`'s churn phases (issue 46): while the searches run, it makes the changes a live
 * marketplace makes, through the app's own routes, at a given rate: approvals of new listings, owners' price edits
 * and photo additions (an owner's edit sends the listing back to the Admin, who approves it again), Admin checks and
 * owners' renames. After each change a visitor asks for the page that should show it, at once and then
 * less and less often: the staleness is the time from the write's answer to the first page that does, to within the
 * wait before that look (a third of it at most).
 */

import sharp from "sharp";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { ensureAccount } from "~/features/accounts/accounts.server";
import { HttpClient } from "../tests/support/http";

export const CHURN_ADMIN = {
  email: "churn-admin@example.com",
  password: "churn admin password 46",
  name: "Churn Admin",
};
const OWNERS = 8;
/**
 * When a visitor looks for a change again: 50 ms after the write, then each wait half as long again as the last, up to a
 * second. Each look is a page the server renders; looking every 100 ms made a slow server slower still (at 10 changes
 * a second and 2 s of staleness, 200 pages a second of looking).
 */
const FIRST_LOOK_MS = 50;
const LONGEST_WAIT_MS = 1_000;
const GIVE_UP_MS = 10_000;

/** Makes the Admin the writer signs in as (an Admin comes only from create-admin's function, not from sign-up). */
export async function prepareChurnAdmin(place: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  await openDatabase({ dataDir: place.dataDir ?? "", databaseUrl: place.databaseUrl });
  try {
    await ensureAccount({ ...CHURN_ADMIN, role: "Admin", mobileNumber: null });
  } finally {
    await closeDatabase();
  }
}

type Owned = { id: string; owner: Owner; fields: Record<string, unknown>; photos: string[] };
type Owner = { client: HttpClient; name: string; mobileNumber: string };

let made = 0;
/** A word no other listing has, to find the change by. */
function word(): string {
  made += 1;
  return `zq${made}churn`;
}

async function ok(res: Response, what: string): Promise<Response> {
  if (res.status >= 400) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** A small photo of its own colour, as an owner uploads it. */
async function photoBytes(): Promise<Buffer<ArrayBuffer>> {
  const channel = () => Math.floor(Math.random() * 256);
  const image = sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: channel(), g: channel(), b: channel() } },
  });
  return Buffer.from(await image.jpeg().toBuffer());
}

/**
 * Signs in the writers at `base`; a visitor looks for each change at `lookBase`, which on two instances is the other
 * one, so the staleness measured is the time a change takes to reach it.
 */
export async function churnWriter(base: string, lookBase = base) {
  let address = 0;
  const client = (at = base) => {
    address += 1;
    return HttpClient.from(at, `172.16.${(address >> 8) & 255}.${address & 255}`);
  };
  const admin = client();
  await ok(
    await admin.postJson("/api/v1/auth/login", { email: CHURN_ADMIN.email, password: CHURN_ADMIN.password }),
    "admin log-in",
  );
  const owners: Owner[] = [];
  for (let i = 0; i < OWNERS; i++) {
    const owner = client();
    const email = `churn-owner-${Date.now()}-${i}@example.com`;
    const mobileNumber = `98${String(10_000_000 + i).slice(-8)}`;
    const password = "churn owner password";
    const name = `Churn Owner ${i}`;
    await ok(
      await owner.postJson("/api/v1/auth/sign-up", {
        name,
        email,
        mobileNumber,
        password,
        confirmPassword: password,
        role: "Owner",
      }),
      "sign-up",
    );
    await ok(await owner.postJson("/api/v1/auth/login", { email, password }), "owner log-in");
    owners.push({ client: owner, name, mobileNumber });
  }
  const listings: Owned[] = [];
  /** Approves as the Approve button does, with the version (updatedAt) of the listing the Admin saw. */
  const approve = async (id: string) => {
    const seen = await ok(await admin.get(`/api/v1/listings/${id}`), "the Admin's view");
    const { updatedAt } = ((await seen.json()) as { listing: { updatedAt: string } }).listing;
    // From the Admin's list of pending properties: the dashboard's own Approve renders its totals over every listing.
    const form = { intent: "approve", listingId: id, version: updatedAt };
    await ok(await admin.postForm("/admin/properties?status=pending", form), "approve");
  };

  /** Until a visitor's page at `path` contains `text`: the milliseconds it took, or undefined past GIVE_UP_MS. */
  const shownAfter = async (path: string, text: string): Promise<number | undefined> => {
    const began = performance.now();
    let wait = FIRST_LOOK_MS;
    while (performance.now() - began < GIVE_UP_MS) {
      const html = await (await client(lookBase).get(path)).text();
      if (html.includes(text)) return performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(LONGEST_WAIT_MS, wait * 1.5);
    }
    return undefined;
  };

  const newListing = async (): Promise<{ path: string; text: string }> => {
    const owner = owners[made % OWNERS];
    const name = word();
    const fields = {
      listingType: "Room",
      propertyType: "Single Room",
      city: ["Lucknow", "Noida", "Kanpur", "Varanasi", "Gurugram"][made % 5],
      projectBuildingName: `${name} Rooms`,
      locality: "Churn Nagar",
      price: String(10_000 + (made % 80_000)),
      amenities: [],
      imageIds: [],
    };
    const res = await ok(await owner.client.postJson("/api/v1/listings", fields), "new listing");
    const { id } = ((await res.json()) as { listing: { id: string } }).listing;
    await approve(id);
    listings.push({ id, owner, fields, photos: [] });
    return { path: `/explore?q=${name}`, text: `${name} Rooms` };
  };

  /** An owner's edit: the listing goes back to pending, and the Admin approves it again. */
  const edit = async (listing: Owned, change: Record<string, unknown>) => {
    listing.fields = { ...listing.fields, ...change, imageIds: listing.photos };
    await ok(
      await listing.owner.client.request(`/api/v1/listings/${listing.id}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(listing.fields),
      }),
      "edit",
    );
    await approve(listing.id);
  };

  const kinds: Array<(listing: Owned) => Promise<{ path: string; text: string }>> = [
    async (listing) => {
      const price = 10_000 + Math.floor(Math.random() * 89_999);
      await edit(listing, { price: String(price) });
      return { path: `/property/${listing.id}`, text: price.toLocaleString("en-IN") };
    },
    async (listing) => {
      const res = await ok(
        await listing.owner.client.request("/api/v1/uploads", {
          method: "POST",
          headers: { "content-type": "image/jpeg" },
          body: await photoBytes(),
        }),
        "upload",
      );
      const { photo } = (await res.json()) as { photo: { id: string; variants: Array<{ key: string }> } };
      listing.photos.push(photo.id);
      await edit(listing, {});
      return { path: `/property/${listing.id}`, text: photo.variants[0].key };
    },
    async (listing) => {
      await ok(
        await admin.postForm(`/admin/listings/${listing.id}/check`, {
          checks: ["site-visit"],
          checkedOn: new Date().toISOString().slice(0, 10),
        }),
        "check",
      );
      return { path: `/property/${listing.id}`, text: "Checked by GharStay" };
    },
    async (listing) => {
      const name = `Churn Owner ${word()}`;
      await ok(
        await listing.owner.client.postForm("/profile/settings?form=profile", {
          name,
          mobileNumber: listing.owner.mobileNumber,
        }),
        "rename",
      );
      listing.owner.name = name;
      return { path: `/property/${listing.id}`, text: name };
    },
  ];

  let turn = 0;
  /** Listings a change is being made to: two at once on one listing would refuse each other's approval. */
  const busy = new Set<string>();
  /** One change: a new listing every fifth, else a change to a listing made earlier, each kind in turn. */
  const change = async (): Promise<{ path: string; text: string }> => {
    turn += 1;
    const free = listings.filter((listing) => !busy.has(listing.id) && !busy.has(listing.owner.name));
    if (turn % 5 === 0 || free.length < 4) return newListing();
    const listing = free[Math.floor(Math.random() * free.length)];
    const held = [listing.id, listing.owner.name];
    for (const key of held) busy.add(key);
    try {
      return await kinds[turn % kinds.length](listing);
    } finally {
      for (const key of held) busy.delete(key);
    }
  };

  /**
   * Makes `perSecond` changes a second for `seconds`, each started on time whether or not the last has ended; returns
   * the staleness of each change shown, and how many failed or were never shown.
   */
  const run = async (perSecond: number, seconds: number) => {
    const staleness: number[] = [];
    let failed = 0;
    let started = 0;
    const running: Array<Promise<void>> = [];
    const began = performance.now();
    while (performance.now() - began < seconds * 1000) {
      const due = began + (started * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      started += 1;
      running.push(
        change()
          .then(async ({ path, text }) => {
            const ms = await shownAfter(path, text);
            if (ms === undefined) failed += 1;
            else staleness.push(ms);
          })
          .catch((error) => {
            failed += 1;
            if (failed <= 3) console.warn(`  churn: ${(error as Error).message}`);
          }),
      );
    }
    await Promise.all(running);
    return { started, failed, staleness: staleness.sort((a, b) => a - b) };
  };

  // A few listings to change before the phases start.
  for (let i = 0; i < 8; i++) await newListing();
  return { run };
}
