// The pipeline dashboard's inputs: the page's filters (query string) and its three form actions.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import {
  JOB_ID_MAX_LENGTH,
  JOB_STATES,
  NO_CITY_FILTER,
  TEST_JOB_NOTE_MAX_LENGTH,
} from "./admin-pipeline.constants";
import {
  JOB_ID_INVALID,
  JOB_ID_REQUIRED,
  TEST_JOB_NOTE_TOO_LONG,
  TEST_JOB_OUTCOME_INVALID,
  UNKNOWN_INTENT,
} from "./admin-pipeline.copy";

/** Filters from the address bar: anything unknown is ignored (a stale bookmark still opens the page). */
export const pipelineFiltersSchema = z.object({
  state: z.enum(JOB_STATES).optional().catch(undefined),
  city: z
    .union([z.literal(NO_CITY_FILTER), z.uuid()])
    .optional()
    .catch(undefined),
});
export type PipelineFilters = z.infer<typeof pipelineFiltersSchema>;

const jobIdField = z
  .string({ error: JOB_ID_REQUIRED })
  .trim()
  .min(1, { error: JOB_ID_REQUIRED })
  .max(JOB_ID_MAX_LENGTH, { error: JOB_ID_INVALID })
  .pipe(z.uuid({ error: JOB_ID_INVALID }));

export const pipelineActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("retry"), jobId: jobIdField }),
    z.object({ intent: z.literal("cancel"), jobId: jobIdField }),
    z.object({
      intent: z.literal("test-job"),
      outcome: z.enum(["complete", "fail"], { error: TEST_JOB_OUTCOME_INVALID }),
      note: textField()
        .max(TEST_JOB_NOTE_MAX_LENGTH, { error: TEST_JOB_NOTE_TOO_LONG })
        .optional()
        .default(""),
    }),
  ],
  { error: UNKNOWN_INTENT },
);
export type PipelineAction = z.infer<typeof pipelineActionSchema>;
