import { test as base } from "vitest";
import { logInAs, type NewUser, signUpAndLogIn } from "./accounts";
import { demoAccounts } from "./demo-accounts";
import type { HttpClient } from "./http";
import { startInProcessServer } from "./in-process";
import type { RunningServer, TestServerOptions } from "./server";
import { sharedDemoServer } from "./shared-server";
import { sharedMailbox, startSmtpServer, type TestSmtpServer } from "./smtp";

/** A browser signed in as one account, and that account's e-mail address and password. */
export type SignedIn = HttpClient & { account: { email: string; password: string } };

/**
 * How a file's server is started: with demo content unless overridden, served from the file's own process
 * (startInProcessServer) on a fresh copy of a template; `mail` sends its mail to the `smtp` fixture. `shared` is the
 * run's shared demo server (shared-server.ts), started by nobody in this file, and `smtp` is then its shared mailbox
 * (whatever `mail` says). A file that reads a server's log or process, restarts one or runs two starts them itself
 * (startTestServer): a file's process holds one app.
 */
export type ServerSetup = Pick<TestServerOptions, "demo" | "env"> & { mail?: boolean; shared?: boolean };

type FileFixtures = {
  serverSetup: ServerSetup;
  smtp: TestSmtpServer;
  server: RunningServer;
  /** The demo Admin (the server must have demo content). */
  admin: SignedIn;
  /** A new account of each role, signed up through the API and signed in. */
  owner: SignedIn;
  client: SignedIn;
  agent: SignedIn;
};

const signedUp = async (server: RunningServer, role: NewUser["role"]): Promise<SignedIn> => {
  const { client, user } = await signUpAndLogIn(server.url, { role });
  return Object.assign(client, { account: { email: user.email, password: user.password } });
};

/**
 * The test API with a file's shared parts: each is made once per file, when a test or a `test.beforeAll` of the file
 * first asks for it, and stopped after the file's last test. A file that needs another server changes `serverSetup`
 * (`test.override("serverSetup", { demo: false, mail: true })`, at its top).
 */
export const test = base.extend<FileFixtures>({
  serverSetup: [{ demo: true }, { scope: "file" }],
  smtp: [
    async ({ serverSetup }, use) => {
      if (serverSetup.shared) return use(sharedMailbox());
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.stop();
    },
    { scope: "file" },
  ],
  server: [
    async ({ serverSetup, smtp }, use) => {
      const { mail, shared, ...options } = serverSetup;
      if (shared) return use(sharedDemoServer());
      const server = await startInProcessServer({
        ...options,
        env: { ...(mail ? { SMTP_URL: smtp.url } : {}), ...options.env },
      });
      await use(server);
      await server.stop();
    },
    { scope: "file" },
  ],
  admin: [
    async ({ server }, use) => {
      const account = demoAccounts(server).admin;
      await use(Object.assign(await logInAs(server.url, account), { account }));
    },
    { scope: "file" },
  ],
  owner: [async ({ server }, use) => use(await signedUp(server, "Owner")), { scope: "file" }],
  client: [async ({ server }, use) => use(await signedUp(server, "Client")), { scope: "file" }],
  agent: [async ({ server }, use) => use(await signedUp(server, "Agent")), { scope: "file" }],
});
