// runWaitingJobs: the first start runs the demo's queued pipeline jobs in the process, through their handlers, as a
// worker would (ADR 0035). No worker runs in this file, so every job here is run by the call under test.
import { describe, expect, it } from "vitest";
import { echoJob } from "~/features/system/echo-job.server";
import { enqueue, queue, runWaitingJobs } from "~/lib/jobs.server";

describe("running the waiting jobs in this process", () => {
  it("completes each waiting job with its handler's output, and leaves a failed one to the queue's retry", async () => {
    const done = String(await enqueue(echoJob, { message: "now" }));
    const failing = String(await enqueue(echoJob, { message: "later", failTimes: 1 }));

    // The failed attempt waits for its retry delay, so it is not run twice in one call.
    expect(await runWaitingJobs(queue(), [echoJob])).toBe(2);

    const completed = await queue().boss.getJobById(echoJob.name, done);
    expect(completed?.state).toBe("completed");
    expect(completed?.output).toEqual({ echoed: "now", attempts: 1 });
    const retrying = await queue().boss.getJobById(echoJob.name, failing);
    expect(retrying?.state).toBe("retry");
    expect(retrying?.output).toMatchObject({ message: "Planned failure 1 of 1" });
    expect(await runWaitingJobs(queue(), [echoJob])).toBe(0);
  });
});
