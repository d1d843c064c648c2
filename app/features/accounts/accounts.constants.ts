// The accounts area's limits, shared by its zod schemas and its forms' inputs (no zod in the browser for these).

/** The longest email address (RFC 5321's path limit), for the schema and every email input. */
export const EMAIL_MAX_CHARS = 254;
