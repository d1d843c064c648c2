// The topics admin screen's form (issue #19, ADR 0046): one of rename, merge or split, validated on the server.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { ADMIN_TOPICS, TOPIC_NOT_FOUND } from "./topics.copy";

const topicId = z.guid({ message: TOPIC_NOT_FOUND });
const cityKey = z.string().trim().min(1, { message: ADMIN_TOPICS.noCity }).max(200);
const topicName = textField().pipe(z.string().trim().min(2, { message: ADMIN_TOPICS.nameRequired }).max(120));

export const topicAdminFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), cityKey, topicId, name: topicName }),
  z.object({ intent: z.literal("merge"), cityKey, topicId, targetTopicId: topicId }),
  z.object({
    intent: z.literal("split"),
    cityKey,
    topicId,
    name: topicName,
    // The checked meetings, joined by the route (a form posts one field per checkbox).
    videoIds: z
      .array(z.guid({ message: ADMIN_TOPICS.chooseMeetings }))
      .min(1, { message: ADMIN_TOPICS.chooseMeetings })
      .max(500),
  }),
]);

export type TopicAdminForm = z.infer<typeof topicAdminFormSchema>;

/** A topic's address part as the engine and the admin make it (topicSlug): lowercase words joined by hyphens. */
export const topicSlugSchema = z
  .string()
  .max(90)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The admin screen's city, from its query string. */
export const topicsAdminQuerySchema = z.object({
  city: z.string().trim().max(200).optional().catch(undefined),
});
