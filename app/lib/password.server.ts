// Password hashing in the format better-auth stores by default ("salt:key", scrypt N=16384 r=16 p=1, 64-byte key),
// so accounts created by the seed or the admin CLI sign in through the auth library unchanged.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

export async function verifyPassword(options: { hash: string; password: string }): Promise<boolean> {
  const [salt, keyHex] = options.hash.split(":");
  if (!salt || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await deriveKey(options.password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
