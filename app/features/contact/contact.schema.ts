// The contact form as it is posted, validated the same way in the browser and on the server.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
  CONTACT_TOPICS,
} from "./contact.constants";
import {
  CONTACT_EMAIL_INVALID,
  CONTACT_EMAIL_TOO_LONG,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MISSING_FIELDS,
  CONTACT_PHONE_TOO_LONG,
  CONTACT_TOPIC_INVALID,
} from "./contact.copy";

/** An absent or non-text field reads as empty, so a missing field gets the spec's one message. */
const formText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));

const postedContactSchema = z.object({
  email: formText,
  phone: formText,
  topic: formText,
  message: formText,
});

export type PostedContact = z.infer<typeof postedContactSchema>;

/** Email, topic and message are required (spec 000 section 5); phone is optional. */
export function hasRequiredContactFields(
  values: Pick<PostedContact, "email" | "topic" | "message">,
): boolean {
  return values.email !== "" && values.topic !== "" && values.message !== "";
}

const validContactSchema = z.object({
  email: textField()
    .max(CONTACT_EMAIL_MAX_CHARS, CONTACT_EMAIL_TOO_LONG)
    .pipe(z.email({ error: CONTACT_EMAIL_INVALID })),
  // An empty phone is stored as null (spec 000 section 5).
  phone: textField()
    .max(CONTACT_PHONE_MAX_CHARS, CONTACT_PHONE_TOO_LONG)
    .transform((phone) => (phone === "" ? null : phone)),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_TOPIC_INVALID }),
  message: textField({ kind: "multi-line" }).max(CONTACT_MESSAGE_MAX_CHARS, CONTACT_MESSAGE_TOO_LONG),
});

/** Missing required fields are reported first and alone, with the spec's message. */
export const contactSubmissionSchema = postedContactSchema
  .refine(hasRequiredContactFields, { error: CONTACT_MISSING_FIELDS, path: ["form"] })
  .pipe(validContactSchema);

export type ContactSubmissionInput = z.infer<typeof contactSubmissionSchema>;
