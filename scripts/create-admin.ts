/**
 * `npm run create-admin -- --email E --password P --name N`: the only way an Admin comes to exist.
 * Creates the account, or makes an existing account (found by e-mail) an Admin.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { ensureAccount } from "~/features/accounts/accounts.server";
import { ConfigError, env } from "~/lib/env.server";

const input = z.object({
  email: z.email("--email must be an e-mail address").max(254),
  password: z.string().min(8, "--password must be at least 8 characters").max(128),
  name: z.string().trim().min(1, "--name cannot be empty").max(100),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const parsed = input.safeParse({ ...values, name: values.name ?? "Administrator" });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join("\n"));
    console.error("Usage: npm run create-admin -- --email E --password P --name N");
    process.exit(2);
  }
  const config = env();
  await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    buffersMb: config.EMBEDDED_DB_BUFFERS_MB,
  });
  try {
    const result = await ensureAccount({ ...parsed.data, mobileNumber: null, role: "Admin" });
    console.log(
      result.created
        ? `Created Admin ${parsed.data.email}.`
        : `${parsed.data.email} already had an account; it is now an Admin (its password is unchanged).`,
    );
  } finally {
    await closeDatabase();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
