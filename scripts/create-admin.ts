/**
 * `npm run create-admin -- --email E --password P --name N`: the only way an Admin comes to exist.
 * Creates the account, or makes an existing account (found by e-mail) an Admin.
 */
import { parseArgs } from "node:util";
import { z } from "zod";

const input = z.object({
  email: z.email("--email must be an e-mail address").max(254),
  password: z.string().min(8, "--password must be at least 8 characters").max(128),
  name: z.string().trim().min(1, "--name cannot be empty").max(100),
});

const USAGE = "Usage: npm run create-admin -- --email E --password P --name N";

/** The Admin the arguments describe; a mistyped option or value ends the script with its message and exit code 2. */
function readArguments(): z.infer<typeof input> {
  const problem = (message: string): never => {
    console.error(message);
    console.error(USAGE);
    process.exit(2);
  };
  let values: Record<string, string | undefined> = {};
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    }));
  } catch (error) {
    // Node's own message names the option ("Unknown option '--emial'"); its stack would only hide it.
    problem(error instanceof Error ? error.message : String(error));
  }
  const parsed = input.safeParse({ ...values, name: values.name ?? "Administrator" });
  return parsed.success ? parsed.data : problem(parsed.error.issues.map((i) => i.message).join("\n"));
}

async function main() {
  const admin = readArguments();
  // The database and accounts modules bring most of the app with them, seconds to load: only for valid arguments.
  const [{ closeDatabase, openDatabase }, { DataDirLockedError }, { ensureAccount }, { ConfigError, env }] =
    await Promise.all([
      import("~/db/client.server"),
      import("~/db/lock.server"),
      import("~/features/accounts/accounts.server"),
      import("~/lib/env.server"),
    ]);
  try {
    const config = env();
    await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      buffersMb: config.EMBEDDED_DB_BUFFERS_MB,
    });
  } catch (error) {
    // A setting out of range or a data folder another process holds: the message says what to do.
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const result = await ensureAccount({ ...admin, mobileNumber: null, role: "Admin" });
    if (result.unverified) {
      console.error(
        `${admin.email} already has an account whose e-mail address is not verified: anyone could have signed up with it. Log in as it and follow the link in its verification e-mail first, or choose another address.`,
      );
      process.exitCode = 3;
      return;
    }
    console.log(
      result.created
        ? `Created Admin ${admin.email}.`
        : `${admin.email} already had an account; it is now an Admin (its password is unchanged).`,
    );
  } finally {
    await closeDatabase();
  }
}

// Awaited at the top level: scripts/run-ts.mjs closes Vite's loader once this module has run, and main's imports
// need it until then.
try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
