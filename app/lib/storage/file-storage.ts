// What every file store offers: keep some bytes under a key and say where the public can read them.

export type StoredFile = { key: string; publicUrl: string };

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under `key` (a relative path such as "business-listing-images/x-1.png"), replacing any. */
  put(options: { key: string; bytes: Uint8Array; contentType: string }): Promise<StoredFile>;
  /** Removes the file; a key that does not exist is not an error. */
  remove(options: { key: string }): Promise<void>;
}

/** Keys are made by us, but they become file paths and URLs: only plain lower-case segments are allowed. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
