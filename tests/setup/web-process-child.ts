// A web process of its own, for tests that need two (page-cache-two-processes.test.ts): its own module graph, its
// own connection pool to DATABASE_URL and its own page cache, serving the app as `npm run dev` does. It prints its
// address on a line of its own (other lines are React Router's notes) and stops on SIGTERM.
import path from "node:path";
import { openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { startTestHttpServer } from "./http-app-server";
import { LISTENING_AT } from "./web-process-line";

// Every Vite dev server regenerates React Router's route types under .react-router/types (rm, then write), and it does
// not wait for that work: when another Vite server (the other web process, a test file's) does the same at the same
// moment, a write finds its folder gone and the rejection would end this process. Nothing here reads those types.
process.on("unhandledRejection", (reason) => {
  const failedPath = (reason as NodeJS.ErrnoException | undefined)?.path ?? "";
  if (failedPath.includes(`${path.sep}.react-router${path.sep}types${path.sep}`)) return;
  throw reason;
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const database = await openDatabase({ databaseUrl, poolSize: 4 });
setCurrentDatabase(database);
const queue = await startQueue(database, { supervise: false });
setCurrentQueue(queue);
const server = await startTestHttpServer();
process.stdout.write(`${LISTENING_AT}${server.origin}\n`);

process.once("SIGTERM", async () => {
  await server.close();
  await queue.stop();
  await database.close();
  process.exit(0);
});
