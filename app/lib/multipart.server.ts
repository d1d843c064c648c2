// The one multipart/form-data reader (issue #15): @remix-run/form-data-parser streams the parts, a file is never held
// past its size limit, and a body is cut off once it passes the limit whatever its Content-Length said (ADR 0013).
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { AppError } from "./app-error";
import { formFields, isBodyLimitExceeded } from "./http.server";

/** Room for the boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest multipart body a form with one file of `maxFileBytes` may send (the HTTP edge's limit, too). */
export function multipartBodyBytes(maxFileBytes: number): number {
  return maxFileBytes + MULTIPART_OVERHEAD_BYTES;
}
/** A form here has a handful of fields and one file; more parts than this is not one of our forms. */
const MAX_PARTS = 20;

const NOT_MULTIPART = "The upload must be sent as a multipart form.";
const MALFORMED = "The upload could not be read. Please try again.";
const ONE_FILE = "Send one file at a time.";

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

class BodyTooLargeError extends Error {}

/** The name the parser gives a file part that came without one. */
const UNNAMED_FILE = "file-upload";

/** A file input left empty: browsers send an empty part with no file name, which the parser names UNNAMED_FILE. */
function isNoFileChosen(file: File): boolean {
  return file.size === 0 && (file.name === "" || file.name === UNNAMED_FILE);
}

/** The body as a stream that fails once more than `limit` bytes have passed (a missing or lying Content-Length). */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
}

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof BodyTooLargeError ||
    error instanceof MaxFileSizeExceededError ||
    error instanceof MaxTotalSizeExceededError ||
    (error instanceof Error && error.cause instanceof BodyTooLargeError) ||
    isBodyLimitExceeded(error) ||
    (error instanceof Error && isBodyLimitExceeded(error.cause))
  );
}

/**
 * Reads a multipart form of small text fields and at most one file of `maxFileBytes`. Too large (declared or
 * found while reading) is a 413 with `tooLargeMessage`; more than one file, or anything that is not well-formed
 * multipart, is a 400.
 */
export async function readMultipartForm(
  request: Request,
  options: { maxFileBytes: number; tooLargeMessage: string },
): Promise<FormData> {
  if (!isMultipart(request) || !request.body) throw new AppError("BAD_REQUEST", NOT_MULTIPART);
  const maxBodyBytes = multipartBodyBytes(options.maxFileBytes);
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) throw tooLarge();

  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitedBody(request.body, maxBodyBytes),
    duplex: "half",
  } as RequestInit);
  try {
    // The file's own limit is the body's: the service measures the file and names what was too large.
    return await parseFormData(
      limited,
      { maxFiles: 1, maxParts: MAX_PARTS, maxFileSize: maxBodyBytes, maxTotalSize: maxBodyBytes },
      (file) => (isNoFileChosen(file) ? null : file),
    );
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    if (error instanceof MaxFilesExceededError) throw new AppError("BAD_REQUEST", ONE_FILE);
    if (
      error instanceof MultipartParseError ||
      error instanceof FormDataParseError ||
      error instanceof TypeError
    ) {
      throw new AppError("BAD_REQUEST", MALFORMED);
    }
    throw error;
  }
}

export type UploadedFile = {
  fieldName: string;
  /** The name the browser sent; shown nowhere and never used to decide anything. */
  fileName: string;
  bytes: Uint8Array;
};

export type MultipartUpload = {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** The file (or the whole body) went past the limit; nothing of it is kept. */
  fileTooLarge: boolean;
};

/**
 * An image upload as the image checks take it: the text fields, the one file's bytes, or "too large" as a result
 * rather than an error (the checks decide what a person is told, too large before not an image).
 */
export async function readMultipartUpload(
  request: Request,
  options: { maxFileBytes: number },
): Promise<MultipartUpload> {
  let form: FormData;
  try {
    form = await readMultipartForm(request, { ...options, tooLargeMessage: "too large" });
  } catch (error) {
    if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE") {
      return { fields: {}, file: null, fileTooLarge: true };
    }
    throw error;
  }
  let file: UploadedFile | null = null;
  for (const [fieldName, value] of form) {
    if (typeof value === "string" || (value.size === 0 && !value.name)) continue;
    file = { fieldName, fileName: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { fields: formFields(form), file, fileTooLarge: false };
}
