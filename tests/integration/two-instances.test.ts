import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { CHECK_FALL, CHECK_INTERVAL_MS } from "../support/haproxy";
import { HttpClient } from "../support/http";
import { approveAsShown, submitPendingListing, uploadedFile } from "../support/listings";
import type { TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startTwoInstances, type TwoInstances, twoInstancesSkipReason } from "../support/two-instances";

/**
 * Two app instances on one PostgreSQL database and one S3-compatible bucket, behind HAProxy: what the
 * README's scale-out section promises, shown end to end. Only the network edges are stand-ins run by
 * the test (s3rver for the bucket, an SMTP server for the mailbox); the load balancer is a real one.
 */

const BUCKET = "gharstay-photos";
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
const COMPANY = "support@gharstay.in";
const APPROVED_SUBJECT = (name: string) => `Your listing “${name}” is live on GharStay`;

let twins: TwoInstances;
let s3: S3rver;
let s3Folder: string;
let s3Url: string;
let smtp: TestSmtpServer;
let a: TestServer;
let b: TestServer;
let lb: TwoInstances["lb"];

describe.skipIf(Boolean(twoInstancesSkipReason))(
  `two instances behind HAProxy ${twoInstancesSkipReason ? `(skipped: ${twoInstancesSkipReason})` : ""}`,
  () => {
    beforeAll(async () => {
      s3Folder = mkdtempSync(path.join(os.tmpdir(), "gharstay-s3-"));
      s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: s3Folder,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port: s3Port } = await s3.run();
      s3Url = `http://127.0.0.1:${s3Port}`;
      smtp = await startSmtpServer();
      twins = await startTwoInstances({
        SMTP_URL: smtp.url,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Url,
        S3_REGION: "us-east-1",
        ...S3_KEYS,
      });
      ({ a, b, lb } = twins);
    }, 180_000);

    afterAll(async () => {
      await twins?.stop();
      await smtp?.stop();
      await s3?.close();
      if (s3Folder) rmSync(s3Folder, { recursive: true, force: true });
    });

    it("share accounts, photos, moderation, pages, limits and mail, each e-mail sent once", {
      timeout: 120_000,
    }, async () => {
      // Signed up on A; the same cookie is a session on B.
      const { client: ownerOnA, user } = await signUpAndLogIn(a.url, { name: "Twin Owner" });
      const ownerOnB = ownerOnA.at(b.url);
      const me = await ownerOnB.get("/api/v1/me");
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);

      // A visitor looks at B's explore page before, so B has it cached when the approval happens on A.
      const visitorOnB = new HttpClient(b.url);
      const explore = "/explore?city=Noida";
      const before = await (await visitorOnB.get(explore)).text();
      expect(before).not.toContain("Twin Towers PG");
      await visitorOnB.get(explore);

      // Photos go up through B, into the bucket, not B's own folder.
      const { id, photoKeys } = await submitPendingListing(ownerOnB, "Twin Towers PG");
      const bucket = new AwsClient({
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
        service: "s3",
      });
      for (const key of photoKeys) {
        expect((await bucket.fetch(`${s3Url}/${BUCKET}/${key}`)).status, key).toBe(200);
        expect(uploadedFile(b.dataDir, key)).toBe(false);
      }
      expect((await visitorOnB.get(`/property/${id}`)).status).toBe(404);

      const admin = await logInAs(a.url, demoAccounts(a).admin);
      expect((await approveAsShown(admin, id)).status).toBeLessThan(400);

      // B shows it at once: the listing, its photos (read from the bucket) and its place in search.
      const page = await visitorOnB.get(`/property/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Twin Towers PG");
      const after = await visitorOnB.get(explore);
      expect(after.headers.get("x-page-cache")).toBe("miss");
      expect(await after.text()).toContain("Twin Towers PG");
      for (const key of photoKeys) {
        const res = await visitorOnB.get(`/media/${key}`);
        expect(res.status, key).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
      }

      // A limit counts across both: five contact messages an hour from one address, alternated by HAProxy.
      const contact = (n: number) =>
        fetch(`${lb.url}/api/v1/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: lb.url },
          body: JSON.stringify({
            name: `Twin Sender ${n}`,
            mobileNumber: "9876543210",
            email: "asha@example.com",
            message: "Is a room free?",
          }),
        });
      const statuses: number[] = [];
      for (let n = 1; n <= 6; n++) statuses.push((await contact(n)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const served = (server: TestServer) => server.logs().split('"url":"/api/v1/contact"').length - 1;
      expect(served(a)).toBeGreaterThanOrEqual(2);
      expect(served(b)).toBeGreaterThanOrEqual(2);

      // Both workers drain one outbox: every message goes out, and once.
      await smtp.waitForMail(user.email, APPROVED_SUBJECT("Twin Towers PG"));
      for (let n = 1; n <= 5; n++) await smtp.waitForMail(COMPANY, `Enquiry from Twin Sender ${n}`);
      await expect
        .poll(
          async () =>
            (
              await queryDatabase<{ n: number }>(
                { databaseUrl: twins.databaseUrl },
                "select count(*)::int as n from outbox where status <> 'sent'",
              )
            )[0].n,
          { timeout: 20_000 },
        )
        .toBe(0);
      // Give a duplicate the time it would need to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const [{ n: queued }] = await queryDatabase<{ n: number }>(
        { databaseUrl: twins.databaseUrl },
        "select count(*)::int as n from outbox",
      );
      expect(smtp.received).toHaveLength(queued);
      const sent = smtp.received.map((mail) => `${mail.envelopeTo.join(",")} ${mail.subject}`);
      expect(new Set(sent).size).toBe(sent.length);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(queued);
    });

    it("share the search limit, each instance hearing of the other's searches within seconds", async () => {
      // One signed-in searcher, counted by account (120 at once, then 2 a second, ADR 032): a slow refill that a
      // script outruns however loaded the machine, where an address's 16 a second might not be.
      const { client } = await signUpAndLogIn(a.url, { name: "Twin Searcher", role: "Client" });
      let sent = 0;
      const search = async (server: TestServer) => {
        sent += 1;
        const res = await client.at(server.url).get(`/explore?q=twin-limit-${sent}`);
        return { status: res.status, page: await res.text() };
      };
      // The script asks A until the account's bucket is empty, and goes on asking, so that A takes every token as it
      // comes back.
      let refusedByA = false;
      while (!refusedByA && sent < 1_000) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => search(a)));
        refusedByA = answers.some((answer) => answer.status === 429);
      }
      expect(refusedByA).toBe(true);
      let scripting = true;
      const script = Promise.all(
        Array.from({ length: 2 }, async () => {
          while (scripting) await search(a);
        }),
      );
      // B hears of A's searches with its next exchange with the table, once a second while it has searches to count
      // or refuses them: its own searches find the bucket empty within seconds. Without sharing, B's own full bucket
      // would answer every one of these.
      let refusedByB: { status: number; page: string } | undefined;
      for (let poll = 0; poll < 60 && !refusedByB; poll++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const answer = await search(b);
        if (answer.status !== 200) refusedByB = answer;
      }
      scripting = false;
      await script;
      expect(refusedByB?.status).toBe(429);
      expect(refusedByB?.page).toContain("Too many searches from your account. Please wait a minute and try again.");
    });

    it("show a change made on A in a search on B within a second of its commit, reading only what changed", async () => {
      type Health = { searchIndex?: string; searchIndexFullReads?: number };
      const health = async (server: TestServer) => (await (await fetch(`${server.url}/healthz`)).json()) as Health;
      await expect.poll(async () => (await health(b)).searchIndex, { timeout: 30_000 }).toBe("ready");
      const fullReads = (await health(b)).searchIndexFullReads;
      expect(fullReads).toBeGreaterThanOrEqual(1);

      const { client: owner } = await signUpAndLogIn(a.url, { name: "Churn Owner" });
      const { id } = await submitPendingListing(owner, "Quickstep Churn Lodge");
      const admin = await logInAs(a.url, demoAccounts(a).admin);
      const visitorOnB = new HttpClient(b.url);
      expect(await (await visitorOnB.get("/explore?q=quickstep")).text()).not.toContain("Quickstep Churn Lodge");

      expect((await approveAsShown(admin, id)).status).toBeLessThan(400);
      // The approval's answer comes after its commit: from here, B has a second to show it.
      const committed = performance.now();
      let shownAfter: number | undefined;
      for (let poll = 0; shownAfter === undefined && performance.now() - committed < 5_000; poll++) {
        const page = await (await visitorOnB.get(`/explore?q=quickstep&page=${1 + (poll % 2)}`)).text();
        if (page.includes("Quickstep Churn Lodge")) shownAfter = performance.now() - committed;
      }
      expect(shownAfter).toBeDefined();
      expect(shownAfter).toBeLessThan(1_000);
      // B took the change into its index by the change log: no whole read of the index.
      expect((await health(b)).searchIndexFullReads).toBe(fullReads);
      expect(b.logs()).not.toContain("search index: full read (changes");
      expect(b.logs()).not.toContain("search index: the changes could not be read");
    });

    it("loses no request beyond those in flight when one instance is killed", { timeout: 60_000 }, async () => {
      const paths = ["/", "/explore?city=Noida", "/explore", "/healthz", "/hotels"];
      let inFlight = 0;
      let ok = 0;
      const failures: string[] = [];
      let running = true;
      const visitor = async (n: number) => {
        for (let i = n; running; i++) {
          const target = paths[i % paths.length];
          inFlight++;
          try {
            const res = await fetch(`${lb.url}${target}`, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            if (res.status === 200) ok++;
            else failures.push(`${target}: ${res.status}`);
          } catch (error) {
            failures.push(`${target}: ${(error as Error).message}`);
          } finally {
            inFlight--;
          }
        }
      };
      const visitors = Array.from({ length: 6 }, (_, n) => visitor(n));
      // Traffic through both before the kill, however slowly a loaded machine serves it.
      await expect.poll(() => ok, { timeout: 30_000 }).toBeGreaterThan(10);
      // Round robin: B has its share of the traffic it is about to drop (its log is written a moment after it answers).
      await expect.poll(() => b.logs(), { timeout: 30_000 }).toContain('"url":"/hotels"');
      const okBeforeKill = ok;
      const inFlightAtKill = inFlight;
      b.process.kill("SIGKILL");
      // Long enough for the health check to take B out and for traffic to carry on through A alone.
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS * CHECK_FALL + 3_000));
      running = false;
      await Promise.all(visitors);

      expect(ok - okBeforeKill).toBeGreaterThan(10);
      expect(failures.length, failures.join("\n")).toBeLessThanOrEqual(inFlightAtKill);
      // A alone answers now.
      for (let n = 0; n < 4; n++) expect((await fetch(`${lb.url}/healthz`)).status).toBe(200);
    });
  },
);
