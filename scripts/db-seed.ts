// `npm run db:seed`: applies migrations and loads the demo data set unless it is already there.
import { writeDemoCredentials } from "#db/seed/demo-credentials";
import { seedDemoDataOnce } from "#db/seed/seed-demo-data";
import { openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { setCurrentQueue, startQueue } from "~/lib/jobs.server";
// The job types the seed queues, so the queue creates theirs (the pipeline writes the meetings' analyses).
import "../worker/jobs";

async function main(): Promise<void> {
  const config = env();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  setCurrentDatabase(database);
  await database.migrate();
  const queue = await startQueue(database, { supervise: false });
  setCurrentQueue(queue);
  try {
    const result = await seedDemoDataOnce(database);
    if (result.seeded && result.summary) {
      const counts = Object.entries(result.summary)
        // "queuedForAnalysis" reads "queued for analysis".
        .map(([name, count]) => `${count} ${name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`)
        .join(", ");
      process.stdout.write(`Demo data seeded: ${counts}.\n`);
      if (result.demoCredentials) {
        const file = await writeDemoCredentials(config.DATA_DIR, result.demoCredentials);
        process.stdout.write(`Demo sign-in passwords are in ${file} (readable by you alone).\n`);
      }
    } else {
      process.stdout.write("Demo data is already there; nothing to do.\n");
    }
  } finally {
    await queue.stop();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
