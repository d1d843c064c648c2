// PostgreSQL's error codes, read however the driver (pg or PGlite, through Drizzle) wraps the error.

/** The SQLSTATE of a database error, looking through `cause` chains; undefined for any other error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";
