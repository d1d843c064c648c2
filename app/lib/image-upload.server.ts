// Checking and storing an uploaded image (ADR 0013): judged by its bytes (PNG, JPEG, GIF or WebP, never SVG), at
// most 10 MB, stored under `<folder>/<slug>-<epoch ms>.<extension of the detected type>`.
import { AppError } from "./app-error";
import { type ImageType, sniffImageType } from "./image-type";
import {
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_IMAGE_BYTES,
  SELECT_IMAGE_FILE,
  SELECT_SMALLER_IMAGE,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
} from "./image-upload";
import { logger } from "./logger.server";
import { slugify } from "./slug";
import { storage } from "./storage/storage.server";

export type CheckedImage = { bytes: Uint8Array; type: ImageType };

/** The upload's image, or the spec's refusal: too large (413) before not an image (400). */
export function checkUploadedImage(upload: {
  file: { bytes: Uint8Array } | null;
  fileTooLarge: boolean;
}): CheckedImage {
  if (upload.fileTooLarge || (upload.file && upload.file.bytes.length > MAX_IMAGE_BYTES)) {
    throw new AppError("PAYLOAD_TOO_LARGE", SELECT_SMALLER_IMAGE, { title: FILE_TOO_LARGE });
  }
  const type = upload.file && upload.file.bytes.length > 0 ? sniffImageType(upload.file.bytes) : null;
  if (!upload.file || !type)
    throw new AppError("BAD_REQUEST", SELECT_IMAGE_FILE, { title: INVALID_FILE_TYPE });
  return { bytes: upload.file.bytes, type };
}

/** The stored name: the slugified name, a timestamp and the extension of the type the bytes are. */
export function imageStorageKey(options: {
  folder: string;
  name: string;
  fallbackName: string;
  extension: string;
  now?: Date;
}): string {
  const slug = slugify(options.name).slice(0, 80).replace(/-+$/, "") || options.fallbackName;
  return `${options.folder}/${slug}-${(options.now ?? new Date()).getTime()}.${options.extension}`;
}

/** Puts the image into the file store; a store that fails is the spec's "Upload failed" (502). */
export async function storeImage(options: { key: string; image: CheckedImage }): Promise<string> {
  try {
    const { publicUrl } = await storage().put({
      key: options.key,
      bytes: options.image.bytes,
      contentType: options.image.type.contentType,
    });
    return publicUrl;
  } catch (error) {
    logger.error({ err: error, key: options.key }, "storing an uploaded image failed");
    throw new AppError("UPSTREAM_FAILED", UPLOAD_FAILED_DESCRIPTION, { title: UPLOAD_FAILED });
  }
}

/**
 * Stores the image, then runs `save` with its public URL; if saving fails, the stored file is removed again, so
 * nothing partial is left (a file whose URL no row holds).
 */
export async function storeImageThen<Result>(options: {
  key: string;
  image: CheckedImage;
  save: (publicUrl: string) => Promise<Result>;
}): Promise<Result> {
  const publicUrl = await storeImage(options);
  try {
    return await options.save(publicUrl);
  } catch (error) {
    await storage()
      .remove({ key: options.key })
      .catch((removeError) =>
        logger.warn({ err: removeError, key: options.key }, "removing an unsaved image failed"),
      );
    throw error;
  }
}
