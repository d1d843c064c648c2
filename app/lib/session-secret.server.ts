// The session secret when SESSION_SECRET is not set: drawn at random on the first start and kept in DATA_DIR,
// readable by its owner alone, so no install signs with a secret anyone else knows (DESIGN.md decision 8).
// Synchronous, because the configuration (env()) is read synchronously everywhere.
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { logger } from "./logger.server";

export const SESSION_SECRET_FILE = "session-secret";
export const MIN_SESSION_SECRET_LENGTH = 32;
const GENERATED_SECRET_BYTES = 32;
/** One line of printable characters, no spaces: what we write, and what an operator may put there instead. */
const SECRET_FILE_CONTENT = new RegExp(`^[\\x21-\\x7e]{${MIN_SESSION_SECRET_LENGTH},}$`);

/** A secret that cannot be read or kept; the message is one line saying what to do. */
export class SessionSecretError extends Error {
  override name = "SessionSecretError";
}

export function sessionSecretPath(dataDir: string): string {
  return path.resolve(dataDir, SESSION_SECRET_FILE);
}

/**
 * DATA_DIR's session secret, made first if there is none. Two processes starting at once agree: the file appears
 * whole and only once (written aside, then hard-linked into place, which fails if it exists), and both read it.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const file = sessionSecretPath(dataDir);
  try {
    if (!existsSync(file)) createSecretFile(file);
    return readSecretFile(file);
  } catch (error) {
    if (error instanceof SessionSecretError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new SessionSecretError(
      `SESSION_SECRET is not set and no generated one could be kept in ${file} (${reason}); make DATA_DIR writable or set SESSION_SECRET`,
    );
  }
}

function createSecretFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  const descriptor = openSync(draft, "wx", 0o600);
  try {
    writeSync(descriptor, `${randomBytes(GENERATED_SECRET_BYTES).toString("hex")}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(draft, file);
    logger.info({ file }, "a session secret was generated and kept in this file (readable by you alone)");
  } catch (error) {
    // Another process made it first: theirs is the one both use.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readSecretFile(file: string): string {
  const mode = statSync(file).mode & 0o777;
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    try {
      chmodSync(file, 0o600);
      logger.warn(
        { file },
        "the session secret file was readable by others; it is now readable by its owner alone",
      );
    } catch {
      logger.warn(
        { file },
        "the session secret file is readable by others and its mode cannot be changed: chmod 600 it",
      );
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  if (!SECRET_FILE_CONTENT.test(secret)) {
    throw new SessionSecretError(
      `the session secret in ${file} is too short or damaged (one line of ${MIN_SESSION_SECRET_LENGTH}+ characters expected); delete the file to make a new one (this signs everyone out) or set SESSION_SECRET`,
    );
  }
  return secret;
}
