// The civic memory pages' query strings (issue #19): GET filters, read leniently (a bad date or outcome filters
// nothing).
import { z } from "zod";
import { DECISION_OUTCOMES } from "~/features/analysis/analysis.schema";
import { textField } from "~/lib/text-input";

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const decisionsQuerySchema = z.object({
  // Text is refused only for what no one types (a control character: 400); an empty field filters nothing.
  body: textField()
    .optional()
    .transform((value) => value?.slice(0, 120) || undefined),
  topic: textField()
    .optional()
    .transform((value) => value?.slice(0, 120) || undefined),
  outcome: z.enum(DECISION_OUTCOMES).optional().catch(undefined),
  from: day,
  to: day,
});

export type DecisionsQuery = z.infer<typeof decisionsQuerySchema>;

/** An admin links a later meeting's line as a promise's follow-up, or takes a link back (issue #19). */
export const followUpFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("link-follow-up"),
    commitmentId: z.guid({ message: "That promise was not found." }),
    videoId: z.guid({ message: "Give the later meeting's id, as its address shows it." }),
    quote: textField().min(3, { message: "Paste the line as the transcript has it." }).max(1000),
  }),
  z.object({
    intent: z.literal("unlink-follow-up"),
    commitmentId: z.guid({ message: "That promise was not found." }),
  }),
]);
