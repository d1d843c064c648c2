// Reads a multipart/form-data upload of at most one file without ever holding more than the limit in memory.
// `request.formData()` would buffer the whole body first, so uploads stream through busboy instead (ADR 0013).
import { finished, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "./app-error";
import { containsNul, TEXT_NOT_ALLOWED } from "./text-input";

export type UploadedFile = {
  fieldName: string;
  /** The name the browser sent; shown nowhere and never used to decide anything. */
  fileName: string;
  bytes: Buffer;
};

export type MultipartUpload = {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** The file (or the whole body) went past the limit; nothing of it is kept. */
  fileTooLarge: boolean;
};

/** Room for the boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;

const MALFORMED = "The upload could not be read. Please try again.";

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Passes bytes through until `limit` have gone by, then fails the stream: a body without Content-Length stops there. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
}

class BodyTooLargeError extends Error {}

/**
 * Reads the small text fields and at most one file of `maxFileBytes`. A Content-Length over the limit is refused
 * before a byte is read; a body that turns out larger (no Content-Length, or a lying one) is cut off when it
 * passes the limit. Anything that is not well-formed multipart is a 400 AppError.
 */
export async function readMultipartUpload(
  request: Request,
  options: { maxFileBytes: number },
): Promise<MultipartUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!isMultipart(request) || !request.body) throw new AppError("BAD_REQUEST", MALFORMED);
  const maxBodyBytes = options.maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    return { fields: {}, file: null, fileTooLarge: true };
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        // busboy reports the limit when a file reaches it, so one byte more: a file of exactly the limit is fine.
        fileSize: options.maxFileBytes + 1,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
  } catch {
    throw new AppError("BAD_REQUEST", MALFORMED);
  }

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const limited = byteLimit(maxBodyBytes);

  return new Promise<MultipartUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let fileTooLarge = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      if (error instanceof BodyTooLargeError) {
        body.destroy();
        resolve({ fields: {}, file: null, fileTooLarge: true });
        return;
      }
      const refusal = error instanceof AppError ? error : new AppError("BAD_REQUEST", MALFORMED);
      // The rest of the body (never more than the limit) is read and dropped, so a client still sending gets this
      // answer instead of a reset connection.
      limited.unpipe(parser);
      finished(limited, (streamError) => {
        if (streamError) body.destroy();
        reject(refusal);
      });
      limited.resume();
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError("BAD_REQUEST", `The field ${name} is too long.`));
      if (containsNul(name) || containsNul(value)) return fail(new AppError("BAD_REQUEST", TEXT_NOT_ALLOWED));
      fields[name] = value;
    });
    parser.on("file", (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!fileTooLarge) chunks.push(chunk);
      });
      // busboy stops handing over bytes at the limit and discards the rest of this part.
      stream.on("limit", () => {
        fileTooLarge = true;
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!fileTooLarge) file = { fieldName, fileName: info.filename ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("filesLimit", () => fail(new AppError("BAD_REQUEST", "Send one file at a time.")));
    parser.on("fieldsLimit", () => fail(new AppError("BAD_REQUEST", MALFORMED)));
    parser.on("partsLimit", () => fail(new AppError("BAD_REQUEST", MALFORMED)));
    parser.on("error", fail);
    limited.on("error", fail);
    body.on("error", fail);
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file: fileTooLarge ? null : file, fileTooLarge });
    });
    body.pipe(limited).pipe(parser);
  });
}
