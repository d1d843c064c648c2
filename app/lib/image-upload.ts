// Image uploads (spec 001 sections 5, 8 and 9), shared by every admin screen that takes one (listing images,
// city images): the limit, the spec's messages and the browser's quick check. The server decides by the bytes
// (`image-upload.server.ts`).
import { ACCEPTED_IMAGE_CONTENT_TYPES } from "./image-type";

/** Upload limit 10 MB (spec 001 section 9), counted in binary megabytes: an image of exactly 10 MiB is allowed. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

// ---- spec 001 section 8: toasts ----
export const IMAGE_UPLOADED = "Image uploaded successfully";
export const UPLOAD_FAILED = "Upload failed";
export const UPLOAD_FAILED_DESCRIPTION = "Failed to upload image. Please try again.";
// ---- spec 001 section 5: upload checks ----
export const INVALID_FILE_TYPE = "Invalid file type";
export const SELECT_IMAGE_FILE = "Please select an image file";
export const FILE_TOO_LARGE = "File too large";
export const SELECT_SMALLER_IMAGE = `Please select an image smaller than ${MAX_IMAGE_BYTES / (1024 * 1024)}MB`;

/** The browser's quick check, with the spec's words; null when the file may be sent. */
export function imageFileProblem(file: File | undefined): { title: string; description: string } | null {
  if (!file || file.size === 0 || !ACCEPTED_IMAGE_CONTENT_TYPES.includes(file.type))
    return { title: INVALID_FILE_TYPE, description: SELECT_IMAGE_FILE };
  if (file.size > MAX_IMAGE_BYTES) return { title: FILE_TOO_LARGE, description: SELECT_SMALLER_IMAGE };
  return null;
}
