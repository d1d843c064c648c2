// The contact service: storing messages residents send through the contact page.
import { contactSubmissions } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { CONTACT_FAILURE } from "./contact.copy";
import type { ContactSubmissionInput } from "./contact.schema";

export type ContactSubmission = typeof contactSubmissions.$inferSelect;

/** Stores one message; a database failure becomes the spec's failure message rather than a crash page. */
export async function createContactSubmission(options: ContactSubmissionInput): Promise<ContactSubmission> {
  try {
    const [created] = await db()
      .insert(contactSubmissions)
      .values({ email: options.email, phone: options.phone, topic: options.topic, message: options.message })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return created;
  } catch (error) {
    logger.error({ err: error }, "contact submission not stored");
    throw new AppError("INTERNAL", CONTACT_FAILURE);
  }
}
