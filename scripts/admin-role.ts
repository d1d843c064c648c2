// Operators' CLI: `npm run admin:grant -- email@example.org` and `npm run admin:revoke -- email@example.org`.
import { grantAdmin, revokeAdmin } from "~/features/accounts/accounts.server";
import { openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  process.stderr.write("Usage: npm run admin:grant -- email@example.org   (or admin:revoke)\n");
  process.exit(2);
}

try {
  const config = env();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  setCurrentDatabase(database);
  try {
    await database.migrate();
    if (command === "grant") await grantAdmin({ email });
    else await revokeAdmin({ email });
    process.stdout.write(
      command === "grant"
        ? `${email} is now an administrator.\n`
        : `${email} is no longer an administrator.\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
