// Image upload on /admin/business-directory into the local file store: an image is judged by its bytes, at most
// 10 MB, stored as slug + timestamp + extension and its public URL saved; every refused upload writes nothing,
// neither a file nor the listing. The stored files are then served read-only with safe headers.
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessListings } from "#db/schema";
import { LISTING_IMAGES_FOLDER, MAX_IMAGE_BYTES } from "~/features/admin-directory/admin-directory.constants";
import {
  BUSINESS_NOT_FOUND,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  SELECT_IMAGE_FILE,
  SELECT_SMALLER_IMAGE,
  UPLOAD_FAILED,
} from "~/features/admin-directory/admin-directory.copy";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import {
  createLocalStorage,
  LOCAL_FILES_PATH,
  localFilesDirectory,
} from "~/lib/storage/local-storage.server";
import { setCurrentStorage } from "~/lib/storage/storage.server";
import { action } from "~/routes/admin.business-directory";
import { storedFiles } from "../../server/http-app";
import { createUser, sessionCookie } from "../factories/accounts";
import {
  actionArgs,
  jpegImage,
  pngImage,
  pngOfSize,
  type UploadFile,
  uploadRequest,
} from "../factories/admin-directory";
import { createCity } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createListing } from "../factories/directory";

let adminCookie: string;
let listing: Awaited<ReturnType<typeof createListing>>;
const imagesDirectory = () => path.join(localFilesDirectory(env().DATA_DIR), LISTING_IMAGES_FOLDER);

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  listing = await createListing((await createCity()).id, {
    name: "Gull & Gale Surf Co.",
    imageUrl: "/demo/businesses/old.svg",
  });
});

async function upload(
  file: UploadFile | undefined,
  options: { businessId?: string; declareLength?: boolean } = {},
) {
  const request = await uploadRequest({
    cookie: adminCookie,
    fields: { intent: "upload-image", businessId: options.businessId ?? listing.id },
    file,
    declareLength: options.declareLength,
  });
  return answerOf(await action(actionArgs(request)));
}

async function storedFileNames(): Promise<string[]> {
  return readdir(imagesDirectory()).catch(() => []);
}

async function imageUrlOf(id: string) {
  const [row] = await db().select().from(businessListings).where(eq(businessListings.id, id));
  return row?.imageUrl;
}

/** Runs an upload that must be refused and checks that no file and no URL were written. */
async function expectRefused(
  file: UploadFile | undefined,
  expected: { status: number; title: string; error: string },
  options: { businessId?: string; declareLength?: boolean } = {},
) {
  const filesBefore = await storedFileNames();
  const urlBefore = await imageUrlOf(listing.id);
  const answer = await upload(file, options);
  expect(answer.status).toBe(expected.status);
  expect(answer.body).toMatchObject({
    ok: false,
    toast: { title: expected.title, description: expected.error },
    error: expected.error,
  });
  expect(await storedFileNames()).toEqual(filesBefore);
  expect(await imageUrlOf(listing.id)).toBe(urlBefore);
}

describe("uploading a listing image", () => {
  it("stores a real PNG as slug-timestamp.png and saves its public URL", async () => {
    const startedAt = Date.now();
    const answer = await upload({ bytes: pngImage(), name: "photo.png", type: "image/png" });
    expect(answer.status).toBe(200);
    const { imageUrl } = answer.body as { imageUrl: string };
    const match = imageUrl.match(/^\/uploads\/business-listing-images\/gull-and-gale-surf-co-(\d+)\.png$/);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(startedAt);
    expect(Number(match?.[1])).toBeLessThanOrEqual(Date.now());
    expect(await imageUrlOf(listing.id)).toBe(imageUrl);
    const stored = await readFile(path.join(imagesDirectory(), path.basename(imageUrl)));
    expect(stored.equals(pngImage())).toBe(true);
  });

  it("stores a real JPEG with the .jpg extension its bytes call for, whatever its name says", async () => {
    const answer = await upload({ bytes: jpegImage(), name: "storefront.PNG", type: "image/png" });
    expect(answer.status).toBe(200);
    const { imageUrl } = answer.body as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/business-listing-images\/gull-and-gale-surf-co-\d+\.jpg$/);
    expect(await imageUrlOf(listing.id)).toBe(imageUrl);
    const stored = await readFile(path.join(imagesDirectory(), path.basename(imageUrl)));
    expect(stored.equals(jpegImage())).toBe(true);
  });

  it("refuses a text file named .png as not an image", async () => {
    const text = Buffer.from("this is not a picture, only words in a file called photo.png\n");
    await expectRefused(
      { bytes: text, name: "photo.png", type: "image/png" },
      { status: 400, title: INVALID_FILE_TYPE, error: SELECT_IMAGE_FILE },
    );
  });

  it("refuses an SVG, which can carry script", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(
      { bytes: svg, name: "logo.svg", type: "image/svg+xml" },
      { status: 400, title: INVALID_FILE_TYPE, error: SELECT_IMAGE_FILE },
    );
  });

  it("refuses an empty file and a post with no file", async () => {
    await expectRefused(
      { bytes: new Uint8Array(), name: "empty.png", type: "image/png" },
      { status: 400, title: INVALID_FILE_TYPE, error: SELECT_IMAGE_FILE },
    );
    await expectRefused(undefined, { status: 400, title: INVALID_FILE_TYPE, error: SELECT_IMAGE_FILE });
  });

  it("refuses an 11 MB image from its Content-Length, before reading it", async () => {
    await expectRefused(
      { bytes: pngOfSize(11 * 1024 * 1024), name: "huge.png", type: "image/png" },
      { status: 413, title: FILE_TOO_LARGE, error: SELECT_SMALLER_IMAGE },
    );
  });

  it("refuses an 11 MB image sent without a length, while streaming it", async () => {
    await expectRefused(
      { bytes: pngOfSize(11 * 1024 * 1024), name: "huge.png", type: "image/png" },
      { status: 413, title: FILE_TOO_LARGE, error: SELECT_SMALLER_IMAGE },
      { declareLength: false },
    );
  });

  it("refuses one byte over 10 MB, and takes exactly 10 MB", async () => {
    await expectRefused(
      { bytes: pngOfSize(MAX_IMAGE_BYTES + 1), name: "big.png", type: "image/png" },
      { status: 413, title: FILE_TOO_LARGE, error: SELECT_SMALLER_IMAGE },
      { declareLength: false },
    );
    const answer = await upload({ bytes: pngOfSize(MAX_IMAGE_BYTES), name: "ok.png", type: "image/png" });
    expect(answer.status).toBe(200);
  });

  it("answers 404 for an unknown listing and stores no file", async () => {
    await expectRefused(
      { bytes: pngImage(), name: "photo.png", type: "image/png" },
      { status: 404, title: UPLOAD_FAILED, error: BUSINESS_NOT_FOUND },
      { businessId: "00000000-0000-4000-8000-000000000000" },
    );
  });

  it("answers 400 for a malformed listing id and stores no file", async () => {
    await expectRefused(
      { bytes: pngImage(), name: "photo.png", type: "image/png" },
      { status: 400, title: UPLOAD_FAILED, error: BUSINESS_NOT_FOUND },
      { businessId: "not-a-uuid" },
    );
  });

  it("answers 400 to a body that is not multipart at all", async () => {
    const request = new Request("http://localhost:3000/admin/business-directory", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz", cookie: adminCookie },
      body: "this is not multipart",
    });
    const answer = answerOf(await action(actionArgs(request)));
    expect(answer.status).toBe(400);
    expect(await imageUrlOf(listing.id)).toMatch(/^\/uploads\//);
  });
});

describe("an image whose URL cannot be saved", () => {
  afterAll(() => setCurrentStorage(undefined));

  it("is removed from storage again when the listing vanishes while it is being stored", async () => {
    const doomed = await createListing((await createCity()).id, { name: "Vanishing Vendor" });
    const local = createLocalStorage({ directory: localFilesDirectory(env().DATA_DIR) });
    const putKeys: string[] = [];
    // The real local store, with the listing deleted while the file is written (a concurrent delete).
    setCurrentStorage({
      ...local,
      async put(options) {
        putKeys.push(options.key);
        const stored = await local.put(options);
        await db().delete(businessListings).where(eq(businessListings.id, doomed.id));
        return stored;
      },
    });
    const answer = await upload(
      { bytes: pngImage(), name: "photo.png", type: "image/png" },
      { businessId: doomed.id },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ok: false, error: BUSINESS_NOT_FOUND });
    expect(putKeys).toHaveLength(1);
    expect(await storedFileNames()).not.toContain(path.basename(putKeys[0] ?? ""));
  });
});

describe("serving stored files", () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use(LOCAL_FILES_PATH, storedFiles(localFilesDirectory(env().DATA_DIR)));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it("serves an uploaded image with its type, nosniff, no script and a year's caching", async () => {
    const answer = await upload({ bytes: pngImage(), name: "photo.png", type: "image/png" });
    const { imageUrl } = answer.body as { imageUrl: string };
    const response = await fetch(`${base}${imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(pngImage())).toBe(true);
  });

  it.each([
    "/uploads/business-listing-images/missing-1.png",
    "/uploads/business-listing-images/notes.txt",
    "/uploads/business-listing-images/logo.svg",
    "/uploads/../package.json",
    "/uploads/%2e%2e/%2e%2e/package.json",
    "/uploads/.hidden.png",
  ])("answers 404 for %s", async (requested) => {
    const response = await fetch(`${base}${requested}`);
    expect(response.status).toBe(404);
  });
});
