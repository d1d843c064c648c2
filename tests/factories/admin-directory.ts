// Test data for the admin business directory: real image files, and the requests the page's forms send.
import { readFileSync } from "node:fs";
import path from "node:path";
import { testAddress } from "./accounts";

const IMAGES = path.join(import.meta.dirname, "..", "fixtures", "images");

/** A real PNG and a real JPEG (96x54, rendered by Chromium). */
export const pngImage = () => readFileSync(path.join(IMAGES, "storefront.png"));
export const jpegImage = () => readFileSync(path.join(IMAGES, "storefront.jpg"));

/** A file whose bytes start like a PNG, padded to `bytes`: as large as we like without a real encoder. */
export function pngOfSize(bytes: number): Buffer {
  const image = Buffer.alloc(bytes);
  pngImage().copy(image, 0, 0, Math.min(bytes, 64));
  return image;
}

export const ADMIN_DIRECTORY_URL = "http://localhost:3000/admin/business-directory";

export type UploadFile = { bytes: Uint8Array; name: string; type: string };

/**
 * The multipart post of the upload form. `declareLength` sends Content-Length as browsers do; without it the
 * body arrives with no length, so the server must stop it while streaming.
 */
export async function uploadRequest(options: {
  cookie: string;
  fields: Record<string, string>;
  file?: UploadFile;
  declareLength?: boolean;
  /** Where the form posts; the business directory unless said. */
  url?: string;
}): Promise<Request> {
  const url = options.url ?? ADMIN_DIRECTORY_URL;
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields)) form.append(name, value);
  if (options.file) {
    const blob = new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type });
    form.append("image", blob, options.file.name);
  }
  const encoded = new Request(url, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = new Headers({
    "content-type": encoded.headers.get("content-type") ?? "",
    cookie: options.cookie,
    "x-civiclens-client-ip": testAddress(),
  });
  if (options.declareLength ?? true) headers.set("content-length", String(body.length));
  return new Request(url, { method: "POST", headers, body });
}

/** The urlencoded post of the edit form. */
export function updateRequest(cookie: string, fields: Record<string, string>): Request {
  return new Request(ADMIN_DIRECTORY_URL, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie,
      "x-civiclens-client-ip": testAddress(),
    },
    body: new URLSearchParams(fields),
  });
}

export function actionArgs(request: Request) {
  return { request, params: {}, context: { cspNonce: "test" } } as never;
}
