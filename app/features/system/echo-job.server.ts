// The demo job: proves enqueue -> process -> retry on whichever database the queue runs on.
import { z } from "zod";
import { defineJob } from "~/lib/jobs.server";

export const echoJobPayload = z.object({
  message: z.string().max(500),
  /** Fail this many attempts before succeeding, to show retries working. */
  failTimes: z.number().int().min(0).max(5).default(0),
});

export const echoJob = defineJob({
  name: "system-echo",
  payload: echoJobPayload,
  retry: { limit: 5, delaySeconds: 1, backoff: false },
  async handle(payload, context) {
    if (context.retryCount < payload.failTimes) {
      throw new Error(`Planned failure ${context.retryCount + 1} of ${payload.failTimes}`);
    }
    return { echoed: payload.message, attempts: context.retryCount + 1 };
  },
});
