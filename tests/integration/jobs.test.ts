import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { echoJob } from "~/features/system/echo-job.server";
import { database } from "~/lib/db.server";
import { enqueue, type Queue, registerWorkers, setCurrentQueue, startQueue } from "~/lib/jobs.server";

let queue: Queue;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  await registerWorkers(queue, [echoJob], { pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

async function waitForJob(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.boss.getJobById(echoJob.name, id);
    if (job && ["completed", "failed"].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`the job queue on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("processes an enqueued job", async () => {
    const id = await enqueue(echoJob, { message: "hello" });
    const job = await waitForJob(String(id));
    expect(job.state).toBe("completed");
    expect(job.output).toEqual({ echoed: "hello", attempts: 1 });
  });

  it("retries a failing job until it succeeds", async () => {
    const id = await enqueue(echoJob, { message: "again", failTimes: 2 });
    const job = await waitForJob(String(id), 30_000);
    expect(job.state).toBe("completed");
    expect(job.retryCount).toBe(2);
    expect(job.output).toEqual({ echoed: "again", attempts: 3 });
  });

  it("refuses a payload its schema rejects, before anything is queued", async () => {
    await expect(enqueue(echoJob, { message: 42 as unknown as string })).rejects.toThrow();
  });
});
