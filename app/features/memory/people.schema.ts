// The people admin screen's forms and query (issue #19, ADR 0045).
import { z } from "zod";
import { ADMIN_PEOPLE_ERRORS } from "./people.copy";
import { PERSON_ROLES } from "./person-names";

const personId = z.guid({ message: ADMIN_PEOPLE_ERRORS.personNotFound });

export const peopleAdminFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("merge"),
    personId,
    intoPersonId: z.guid({ message: ADMIN_PEOPLE_ERRORS.samePerson }),
  }),
  z.object({
    intent: z.literal("split"),
    personId,
    aliasId: z.guid({ message: ADMIN_PEOPLE_ERRORS.aliasNotFound }),
  }),
  z.object({
    intent: z.literal("set-role"),
    personId,
    role: z.enum(PERSON_ROLES, { message: ADMIN_PEOPLE_ERRORS.role }),
  }),
]);

export type PeopleAdminForm = z.infer<typeof peopleAdminFormSchema>;

/** /admin/people?city=<id>: a bad id shows the city picker alone. */
export const peopleAdminQuerySchema = z.object({ city: z.guid().optional().catch(undefined) });

/** A person page's slug: lower-case words and hyphens. */
export const personSlugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
