// Files in any S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage...), signed with AWS Signature V4.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertStorageKey, type FileStorage } from "./file-storage";

export type S3StorageOptions = {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000; without it, AWS in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the public reads the objects (a CDN or the bucket's public address); default from the endpoint. */
  publicUrl?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name (http://bucket.host/key). */
  forcePathStyle: boolean;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

/** The address of the bucket itself, in path or virtual-host style. */
export function s3BucketUrl(
  options: Pick<S3StorageOptions, "endpoint" | "region" | "bucket" | "forcePathStyle">,
) {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  if (options.forcePathStyle)
    return `${trimSlash(endpoint.toString())}/${encodeURIComponent(options.bucket)}`;
  endpoint.hostname = `${options.bucket}.${endpoint.hostname}`;
  return trimSlash(endpoint.toString());
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const bucketUrl = s3BucketUrl(options);
  const publicBase = trimSlash(options.publicUrl ?? bucketUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(method: "PUT" | "DELETE", key: string, init: { body?: Uint8Array; headers?: Headers }) {
    assertStorageKey(key);
    const headers = new Headers(init.headers);
    // The payload hash is signed too, so the store can tell the bytes arrived as they were sent.
    headers.set(
      "x-amz-content-sha256",
      createHash("sha256")
        .update(init.body ?? new Uint8Array())
        .digest("hex"),
    );
    const signed = await client.sign(`${bucketUrl}/${encodeKey(key)}`, {
      method,
      headers,
      // A copy on its own ArrayBuffer: what fetch's body type accepts (a Buffer may sit on a shared pool).
      body: init.body ? new Uint8Array(init.body) : undefined,
    });
    // Our own fetch, not the client's: one attempt with a deadline (aws4fetch would retry for seconds).
    const response = await fetch(signed, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${detail}`);
    }
    await response.body?.cancel();
  }

  return {
    kind: "s3",
    async put({ key, bytes, contentType }) {
      await send("PUT", key, {
        body: bytes,
        headers: new Headers({
          "content-type": contentType,
          // Keys carry a timestamp and are never rewritten, so caches may keep them for a year.
          "cache-control": "public, max-age=31536000, immutable",
        }),
      });
      return { key, publicUrl: `${publicBase}/${encodeKey(key)}` };
    },
    async remove({ key }) {
      await send("DELETE", key, {});
    },
  };
}
