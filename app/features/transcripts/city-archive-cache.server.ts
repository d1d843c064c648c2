// A city's NDJSON archive kept in memory per content version (issue #31), as pages are (ADR 0037): the first download
// after a write streams from the database as before (city-archive.server.ts) and keeps a gzipped copy on its way;
// later downloads before the next write are answered from that copy, and a reader holding the current version's copy
// gets a 304 by its ETag. An archive too large to keep is streamed every time, under the API's rate limit.
import { Readable } from "node:stream";
import { createGunzip, createGzip, type Gzip } from "node:zlib";
import { ByteBoundedLru } from "~/lib/byte-bounded-lru";
import { ifNoneMatchHolds } from "~/lib/etag";
import { logger } from "~/lib/logger.server";
import { getCityArchive } from "./transcripts.server";

/** Memory for kept archives. One archive may take an eighth of it: 4 MB gzipped, some tens of MB of NDJSON. */
export const ARCHIVE_CACHE_BYTES = 32 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 512;

type KeptArchive = { version: number; fileName: string; gzipped: Uint8Array<ArrayBuffer> };

export type CityArchiveAnswer =
  | { kind: "missing" }
  | { kind: "not-modified"; etag: string }
  | {
      kind: "file";
      fileName: string;
      /** Undefined when the content version could not be read (the answer is then neither kept nor tagged). */
      etag: string | undefined;
      /** Bytes are the kept copy itself, gzip-encoded, for a reader that accepts gzip; a stream is plain NDJSON. */
      body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
      /** Where it came from, said in `X-Archive-Cache` for whoever measures (as `X-Page-Cache` for pages). */
      from: "kept" | "database";
    };

const kept = new ByteBoundedLru<KeptArchive>({
  maxBytes: ARCHIVE_CACHE_BYTES,
  // The keys are city keys, never addresses with a query string.
  queryShare: 1,
  sizeOf: (key, archive) =>
    archive.gzipped.length + archive.fileName.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
});
/** Cities whose archive is being kept right now: one copy is made at a time, whatever the crowd. */
const keeping = new Set<string>();

/** The ETag of a city's archive at a content version: the same in every process that reads the same version. */
function etagOf(version: number): string {
  return `W/"archive-${version}"`;
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return (coding === "gzip" || coding === "x-gzip") && (quality === undefined || Number(quality) > 0);
  });
}

/**
 * A public city's archive for this request: a 304 when the reader holds the current version, the kept copy when
 * there is one for it, else the stream from the database (kept on its way when `contentVersion` is known).
 */
export async function getCachedCityArchive(options: {
  locationKey: string;
  /** The content version (ADR 0037), as the HTTP edge hands it to loaders; without it nothing is kept. */
  contentVersion?: () => Promise<number>;
  ifNoneMatch: string | null;
  acceptsGzip: boolean;
  /** HEAD: the answer's headers only, so nothing is worth keeping. */
  headOnly?: boolean;
}): Promise<CityArchiveAnswer> {
  const version = options.contentVersion ? await options.contentVersion().catch(() => undefined) : undefined;
  const etag = version === undefined ? undefined : etagOf(version);
  const copy = version === undefined ? undefined : keptCopy(options.locationKey, version);
  if (copy && etag) {
    if (ifNoneMatchHolds(options.ifNoneMatch, etag)) return { kind: "not-modified", etag };
    return {
      kind: "file",
      fileName: copy.fileName,
      etag,
      body: options.acceptsGzip ? copy.gzipped : gunzipped(copy.gzipped),
      from: "kept",
    };
  }
  const archive = await getCityArchive({ locationKey: options.locationKey });
  if (!archive) return { kind: "missing" };
  if (etag && ifNoneMatchHolds(options.ifNoneMatch, etag)) {
    await archive.body.cancel();
    return { kind: "not-modified", etag };
  }
  const body =
    version === undefined || options.headOnly || !options.contentVersion
      ? archive.body
      : keptWhileSent(archive.body, {
          locationKey: options.locationKey,
          fileName: archive.fileName,
          version,
          contentVersion: options.contentVersion,
        });
  return { kind: "file", fileName: archive.fileName, etag, body, from: "database" };
}

function keptCopy(locationKey: string, version: number): KeptArchive | undefined {
  const copy = kept.get(locationKey);
  if (!copy) return undefined;
  if (copy.version === version) return copy;
  kept.delete(locationKey);
  return undefined;
}

function gunzipped(gzipped: Uint8Array): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from([gzipped]).pipe(createGunzip())) as ReadableStream<Uint8Array>;
}

/**
 * The archive as it is sent, with a gzipped copy made on the way: kept once the reader has taken the last byte, if
 * no write happened meanwhile (a batch read after a write would mix versions) and the copy stayed small enough to
 * keep. A reader that goes away, an error, or a copy past its size leaves nothing kept.
 */
function keptWhileSent(
  source: ReadableStream<Uint8Array>,
  options: {
    locationKey: string;
    fileName: string;
    version: number;
    contentVersion: () => Promise<number>;
  },
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const maxCopyBytes = kept.maxBytes / 8;
  let gzip: Gzip | undefined;
  let started = false;
  const parts: Buffer[] = [];
  let copyBytes = 0;

  function stopKeeping(): void {
    if (!gzip) return;
    gzip.destroy();
    gzip = undefined;
    parts.length = 0;
    keeping.delete(options.locationKey);
  }

  function startKeeping(): void {
    started = true;
    if (keeping.has(options.locationKey)) return;
    keeping.add(options.locationKey);
    const compressor = createGzip();
    compressor.on("data", (part: Buffer) => {
      copyBytes += part.length;
      if (copyBytes > maxCopyBytes) stopKeeping();
      else parts.push(part);
    });
    compressor.on("error", stopKeeping);
    compressor.on("end", () => {
      if (gzip !== compressor) return;
      const joined = Buffer.concat(parts);
      const gzipped = new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.byteLength);
      gzip = undefined;
      parts.length = 0;
      void keepIfCurrent(gzipped).finally(() => keeping.delete(options.locationKey));
    });
    gzip = compressor;
  }

  async function keepIfCurrent(gzipped: Uint8Array<ArrayBuffer>): Promise<void> {
    try {
      if ((await options.contentVersion()) !== options.version) return;
      kept.set(options.locationKey, { version: options.version, fileName: options.fileName, gzipped });
    } catch (error) {
      logger.warn(
        { err: error },
        "city archive: the content version could not be read; the copy is not kept",
      );
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) startKeeping();
        try {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            gzip?.end();
            return;
          }
          gzip?.write(value);
          controller.enqueue(value);
        } catch (error) {
          stopKeeping();
          throw error;
        }
      },
      cancel(reason) {
        stopKeeping();
        return reader.cancel(reason);
      },
    },
    // As the source: the next batch is read only when the reader took the last one.
    { highWaterMark: 0 },
  );
}
