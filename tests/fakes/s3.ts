// A loopback S3-compatible object store, path-style (http://host/bucket/key): PUT, GET, HEAD and DELETE objects.
// Every request must carry a valid AWS Signature V4, checked here from scratch (canonical request, string to
// sign, signing key) with node:crypto, and a payload hash that matches the body, as S3 itself checks them.
// Errors answer with S3's XML error documents.
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StoredObject = { bytes: Buffer; contentType: string; cacheControl: string | undefined };
export type ReceivedS3Request = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parts of the Authorization header, as parsed. */
  credential: string;
  signedHeaders: string[];
};

const ALGORITHM = "AWS4-HMAC-SHA256";
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** The signature S3 expects for this request, computed independently of the client under test. */
export function expectedSignature(options: {
  method: string;
  rawPath: string;
  headers: IncomingHttpHeaders;
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  scope: string;
  secretAccessKey: string;
}): string {
  const [pathPart, queryPart = ""] = options.rawPath.split("?");
  const canonicalQuery = queryPart
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("="))
    .sort(([a], [b]) => (a ?? "").localeCompare(b ?? ""))
    .map(([name, value = ""]) => `${name}=${value}`)
    .join("&");
  const canonicalHeaders = options.signedHeaders
    .map(
      (name) =>
        `${name}:${String(options.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    options.method,
    pathPart,
    canonicalQuery,
    canonicalHeaders,
    options.signedHeaders.join(";"),
    options.payloadHash,
  ].join("\n");
  const stringToSign = [ALGORITHM, options.amzDate, options.scope, sha256Hex(canonicalRequest)].join("\n");
  const [date = "", region = "", service = ""] = options.scope.split("/");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date), region), service),
    "aws4_request",
  );
  return createHmac("sha256", signingKey).update(stringToSign).digest("hex");
}

export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<{
  url: string;
  objects: Map<string, StoredObject>;
  requests: ReceivedS3Request[];
  /** Makes every write answer 500 InternalError (after the signature check). */
  failWrites(fail: boolean): void;
  close(): Promise<void>;
}> {
  const objects = new Map<string, StoredObject>();
  const requests: ReceivedS3Request[] = [];
  let writesFail = false;

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = request.method ?? "GET";
    const rawPath = request.url ?? "/";
    const xml = (status: number, code: string, message: string) =>
      void response.writeHead(status, { "content-type": "application/xml" }).end(errorXml(code, message));

    // Anonymous GETs read objects, as a public bucket (the S3_PUBLIC_URL of a deployment) would serve them.
    const authorization = request.headers.authorization;
    if (!authorization && (method === "GET" || method === "HEAD")) {
      const object = objects.get(decodeURIComponent(rawPath.split("?")[0] ?? ""));
      if (!object) return xml(404, "NoSuchKey", "The specified key does not exist.");
      return void response
        .writeHead(200, { "content-type": object.contentType, "content-length": object.bytes.length })
        .end(method === "HEAD" ? undefined : object.bytes);
    }

    const match = AUTHORIZATION.exec(authorization ?? "");
    if (!match) return xml(403, "AccessDenied", "Missing or malformed Authorization header.");
    const [, credential = "", signedHeaderList = "", signature = ""] = match;
    const [accessKeyId, ...scopeParts] = credential.split("/");
    const scope = scopeParts.join("/");
    const signedHeaders = signedHeaderList.split(";");
    requests.push({ method, path: rawPath, headers: request.headers, credential, signedHeaders });

    if (accessKeyId !== options.accessKeyId)
      return xml(
        403,
        "InvalidAccessKeyId",
        "The AWS Access Key Id you provided does not exist in our records.",
      );
    const amzDate = String(request.headers["x-amz-date"] ?? "");
    const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !payloadHash)
      return xml(400, "InvalidRequest", "x-amz-date and x-amz-content-sha256 are required.");
    if (!scope.startsWith(`${amzDate.slice(0, 8)}/${options.region}/s3/aws4_request`))
      return xml(400, "AuthorizationHeaderMalformed", "The credential scope is wrong.");
    for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) {
      if (!signedHeaders.includes(required))
        return xml(403, "AccessDenied", `The header ${required} must be signed.`);
    }
    const expected = expectedSignature({
      method,
      rawPath,
      headers: request.headers,
      signedHeaders,
      payloadHash,
      amzDate,
      scope,
      secretAccessKey: options.secretAccessKey,
    });
    if (expected !== signature)
      return xml(403, "SignatureDoesNotMatch", "The request signature we calculated does not match.");
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body))
      return xml(400, "XAmzContentSHA256Mismatch", "The provided payload hash does not match the body.");

    const path = decodeURIComponent(rawPath.split("?")[0] ?? "");
    if (!path.startsWith(`/${options.bucket}/`))
      return xml(404, "NoSuchBucket", "The bucket does not exist.");
    if (method === "PUT") {
      if (writesFail) return xml(500, "InternalError", "We encountered an internal error. Please try again.");
      objects.set(path, {
        bytes: body,
        contentType: String(request.headers["content-type"] ?? "binary/octet-stream"),
        cacheControl: request.headers["cache-control"],
      });
      return void response
        .writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` })
        .end();
    }
    if (method === "DELETE") {
      objects.delete(path);
      return void response.writeHead(204).end();
    }
    if (method === "GET") {
      const object = objects.get(path);
      if (!object) return xml(404, "NoSuchKey", "The specified key does not exist.");
      return void response.writeHead(200, { "content-type": object.contentType }).end(object.bytes);
    }
    return xml(405, "MethodNotAllowed", "The specified method is not allowed.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failWrites(fail) {
      writesFail = fail;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
