// Structured logs to stdout; secrets and credentials are redacted wherever they appear in a logged object.
import pino from "pino";

// Written through process.stdout (not pino's direct file-descriptor writer) so tests can read what is logged.
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "code",
        "*.code",
        "otp",
        "*.otp",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
  },
  process.stdout,
);
