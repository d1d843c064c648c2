// Record ids are UUIDs: a value that is not one names no record, and must be answered before PostgreSQL's uuid
// parser turns it into a 500.
import { z } from "zod";

const uuid = z.uuid();

export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}
