// The S3 file store against a loopback S3-compatible server that checks AWS Signature V4 on every request: objects
// are put with a valid signature and a signed payload hash, read back, removed; a wrong secret or a failing store
// is an error. Then the admin upload through it: the bucket's public URL is saved, and a failing store writes
// nothing to the listing.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { businessListings } from "#db/schema";
import { UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "~/features/admin-directory/admin-directory.copy";
import { db } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { createS3Storage, s3BucketUrl } from "~/lib/storage/s3-storage.server";
import { createStorageFromEnv, setCurrentStorage } from "~/lib/storage/storage.server";
import { action } from "~/routes/admin.business-directory";
import { createUser, sessionCookie } from "../factories/accounts";
import { actionArgs, jpegImage, pngImage, uploadRequest } from "../factories/admin-directory";
import { createCity } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createListing } from "../factories/directory";
import { startFakeS3 } from "../fakes/s3";

const BUCKET = "listing-images";
const CREDENTIALS = { accessKeyId: "AKIATESTEXAMPLE", secretAccessKey: "test-secret-key-for-the-fake-s3" };
const REGION = "eu-central-1";

let s3: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, region: REGION, ...CREDENTIALS });
});
afterAll(() => s3.close());
afterEach(() => {
  s3.failWrites(false);
  setCurrentStorage(undefined);
});

function bucketStorage(overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) {
  return createS3Storage({
    endpoint: s3.url,
    region: REGION,
    bucket: BUCKET,
    forcePathStyle: true,
    ...CREDENTIALS,
    ...overrides,
  });
}

describe("S3 storage", () => {
  it("puts an object with a valid SigV4 signature and a signed payload hash, and it reads back", async () => {
    const bytes = pngImage();
    const stored = await bucketStorage().put({
      key: "business-listing-images/tide-pool-1700000000000.png",
      bytes,
      contentType: "image/png",
    });
    expect(stored.publicUrl).toBe(`${s3.url}/${BUCKET}/business-listing-images/tide-pool-1700000000000.png`);

    const put = s3.requests.at(-1);
    expect(put?.method).toBe("PUT");
    expect(put?.credential).toMatch(
      new RegExp(`^${CREDENTIALS.accessKeyId}/\\d{8}/${REGION}/s3/aws4_request$`),
    );
    expect(put?.signedHeaders).toEqual(
      expect.arrayContaining(["host", "x-amz-date", "x-amz-content-sha256"]),
    );
    expect(put?.headers["x-amz-content-sha256"]).toMatch(/^[0-9a-f]{64}$/);

    const object = s3.objects.get(`/${BUCKET}/business-listing-images/tide-pool-1700000000000.png`);
    expect(object?.bytes.equals(bytes)).toBe(true);
    expect(object?.contentType).toBe("image/png");
    expect(object?.cacheControl).toBe("public, max-age=31536000, immutable");

    const response = await fetch(stored.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("removes an object, and removing a missing one is no error", async () => {
    const storage = bucketStorage();
    await storage.put({
      key: "business-listing-images/gone-1.jpg",
      bytes: jpegImage(),
      contentType: "image/jpeg",
    });
    await storage.remove({ key: "business-listing-images/gone-1.jpg" });
    expect(s3.objects.has(`/${BUCKET}/business-listing-images/gone-1.jpg`)).toBe(false);
    expect(s3.requests.at(-1)?.method).toBe("DELETE");
    await expect(storage.remove({ key: "business-listing-images/gone-1.jpg" })).resolves.toBeUndefined();
  });

  it("fails with the store's answer when the secret is wrong, and stores nothing", async () => {
    const before = s3.objects.size;
    await expect(
      bucketStorage({ secretAccessKey: "not-the-secret" }).put({
        key: "business-listing-images/x-1.png",
        bytes: pngImage(),
        contentType: "image/png",
      }),
    ).rejects.toThrow(/403[\s\S]*SignatureDoesNotMatch/);
    expect(s3.objects.size).toBe(before);
  });

  it("the fake refuses a body that is not the one signed, so a passing PUT proves the signature", async () => {
    const client = new AwsClient({ ...CREDENTIALS, service: "s3", region: REGION });
    const url = `${s3.url}/${BUCKET}/business-listing-images/tampered-1.png`;
    const body = pngImage();
    const hash = createHash("sha256").update(body).digest("hex");
    const signed = await client.sign(url, {
      method: "PUT",
      headers: { "x-amz-content-sha256": hash },
      body: new Uint8Array(body),
    });
    const swapped = await fetch(url, {
      method: "PUT",
      headers: signed.headers,
      body: new Uint8Array(jpegImage()),
    });
    expect(swapped.status).toBe(400);
    expect(await swapped.text()).toContain("XAmzContentSHA256Mismatch");
    const headers = new Headers(signed.headers);
    headers.set("x-amz-content-sha256", createHash("sha256").update(jpegImage()).digest("hex"));
    const rehashed = await fetch(url, { method: "PUT", headers, body: new Uint8Array(jpegImage()) });
    expect(rehashed.status).toBe(403);
    expect(await rehashed.text()).toContain("SignatureDoesNotMatch");
    expect(s3.objects.has(`/${BUCKET}/business-listing-images/tampered-1.png`)).toBe(false);
  });

  it("uses the public base URL when one is given", async () => {
    const stored = await bucketStorage({ publicUrl: "https://cdn.example.org/images/" }).put({
      key: "business-listing-images/cdn-1.png",
      bytes: pngImage(),
      contentType: "image/png",
    });
    expect(stored.publicUrl).toBe("https://cdn.example.org/images/business-listing-images/cdn-1.png");
  });

  it("addresses the bucket by path or by host name, and AWS when no endpoint is set", () => {
    const common = { bucket: "pics", region: "us-west-2" };
    expect(s3BucketUrl({ ...common, endpoint: "http://127.0.0.1:9000", forcePathStyle: true })).toBe(
      "http://127.0.0.1:9000/pics",
    );
    expect(s3BucketUrl({ ...common, endpoint: "https://storage.example.net", forcePathStyle: false })).toBe(
      "https://pics.storage.example.net",
    );
    expect(s3BucketUrl({ ...common, forcePathStyle: false })).toBe("https://pics.s3.us-west-2.amazonaws.com");
  });

  it("is chosen from the environment when S3_BUCKET and its keys are set, else the local directory", () => {
    // This file's data folder, where the generated session secret is kept (not ./data).
    const dataDir = { DATA_DIR: process.env.DATA_DIR };
    const s3Env = parseEnv({
      ...dataDir,
      S3_ENDPOINT: s3.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    });
    expect(s3Env.S3_FORCE_PATH_STYLE).toBe(true);
    expect(createStorageFromEnv(s3Env).kind).toBe("s3");
    expect(createStorageFromEnv(parseEnv(dataDir)).kind).toBe("local");
  });
});

describe("admin image upload into S3", () => {
  let adminCookie: string;
  let listing: Awaited<ReturnType<typeof createListing>>;

  beforeAll(async () => {
    adminCookie = await sessionCookie((await createUser({ admin: true })).email);
    listing = await createListing((await createCity()).id, { name: "Tide Pool Aquatics", imageUrl: null });
  });

  async function upload() {
    const request = await uploadRequest({
      cookie: adminCookie,
      fields: { intent: "upload-image", businessId: listing.id },
      file: { bytes: jpegImage(), name: "shop.jpg", type: "image/jpeg" },
    });
    return answerOf(await action(actionArgs(request)));
  }

  async function imageUrl() {
    const [row] = await db().select().from(businessListings).where(eq(businessListings.id, listing.id));
    return row?.imageUrl;
  }

  it("stores the image in the bucket and saves the bucket's public URL", async () => {
    setCurrentStorage(bucketStorage());
    const answer = await upload();
    expect(answer.status).toBe(200);
    const url = (answer.body as { imageUrl: string }).imageUrl;
    expect(url).toMatch(
      new RegExp(`^${s3.url}/${BUCKET}/business-listing-images/tide-pool-aquatics-\\d+\\.jpg$`),
    );
    expect(await imageUrl()).toBe(url);
    const response = await fetch(url);
    expect(Buffer.from(await response.arrayBuffer()).equals(jpegImage())).toBe(true);
  });

  it("answers 502 Upload failed when the store fails, and leaves the listing as it was", async () => {
    setCurrentStorage(bucketStorage());
    const before = await imageUrl();
    const objects = s3.objects.size;
    s3.failWrites(true);
    const answer = await upload();
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      ok: false,
      toast: { title: UPLOAD_FAILED, description: UPLOAD_FAILED_DESCRIPTION },
      error: UPLOAD_FAILED_DESCRIPTION,
    });
    expect(await imageUrl()).toBe(before);
    expect(s3.objects.size).toBe(objects);
  });
});
