// Stopping a queue while a job is still running past pg-boss's grace: the caller may close the database as soon as
// stop() returns, so stop() must wait for that handler and its completion, and nothing may reject unheard afterwards.
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "~/lib/db.server";
import { defineJob, enqueue, registerWorkers, setCurrentQueue, startQueue } from "~/lib/jobs.server";

async function openSpareDatabase(): Promise<Database> {
  const url = process.env.TEST_FILE_DATABASE_URL;
  return url
    ? openDatabase({ databaseUrl: url, poolSize: 3 })
    : openDatabase({ pglite: await PGlite.create() });
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let polls = 0; !(await check()); polls++) {
    if (polls > 600) throw new Error(`never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("stopping the queue with a job still running", () => {
  it("waits for the handler and its completion before the database may close", {
    timeout: 120_000,
  }, async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    let returned = false;
    const slowJob = defineJob({
      name: "test-slow-at-stop",
      payload: z.object({}),
      retry: { limit: 2, delaySeconds: 60, backoff: false },
      async handle() {
        started = true;
        await gate;
        returned = true;
        return { done: true };
      },
    });

    const database = await openSpareDatabase();
    const queue = await startQueue(database, { supervise: false });
    try {
      setCurrentQueue(queue);
      await registerWorkers(queue, [slowJob], { pollingIntervalSeconds: 0.5 });
      const id = String(await enqueue(slowJob, {}));
      await until(async () => started, "the handler start");

      const stopping = queue.stop().then(() => returned);
      // pg-boss gives up on the job after its grace and fails it back to the queue; only then does it finish.
      await until(
        async () => (await queue.boss.getJobById(slowJob.name, id))?.state === "retry",
        "the job failed back for a retry",
      );
      release();
      expect(await stopping, "stop() returned before the running handler did").toBe(true);
    } finally {
      release();
      await queue.stop();
      setCurrentQueue(undefined);
      await database.close();
    }
    // Anything still in flight would now meet a closed database: give it the ticks it would need to reject.
    for (let tick = 0; tick < 20; tick++) await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", onRejection);
    expect(rejections).toEqual([]);
  });
});
