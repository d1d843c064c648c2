// The file store the app uses (DESIGN.md decision 4): a local directory by default, an S3-compatible bucket
// when S3_BUCKET is set. Chosen once from the environment.
import { type Env, env } from "../env.server";
import type { FileStorage } from "./file-storage";
import { createLocalStorage, localFilesDirectory } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";

export function createStorageFromEnv(config: Env): FileStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({ directory: localFilesDirectory(config.DATA_DIR) });
}

let current: FileStorage | undefined;

/** The process's file store, made on first use. */
export function storage(): FileStorage {
  current ??= createStorageFromEnv(env());
  return current;
}

/** Tests swap the store (a bucket on a loopback fake); `undefined` goes back to the environment's. */
export function setCurrentStorage(next: FileStorage | undefined): void {
  current = next;
}
