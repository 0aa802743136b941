import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { type Database, preparedPerDatabase } from "~/db/client.server";
import { accounts, authRateLimits, sessions, users, verifications } from "~/db/schema";
import { env } from "./env.server";
import { hashPassword, verifyPassword } from "./passwords.server";

/** The header our Express layer sets to the client address it trusts; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-client-ip";

export const SESSION_COOKIE_PREFIX = "gharstay";

function createAuth(db: Database) {
  const config = env();
  return betterAuth({
    appName: "GharStay",
    baseURL: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      fields: { image: "photoUrl" },
      additionalFields: {
        mobileNumber: { type: "string", required: false },
        // Never accepted from a request: the server sets it after checking the sign-up role.
        role: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Guards only better-auth's own HTTP handler, which we do not mount: every sign-up and login
    // goes through our routes, whose limits per address and per account are in features/accounts.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Created on first use, after the database is open, and again for a database opened after that one closed (a bench
 * that serves the embedded database and then PostgreSQL from one process).
 */
export const auth: () => Auth = preparedPerDatabase(createAuth);
