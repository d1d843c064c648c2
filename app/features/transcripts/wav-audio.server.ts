// Reading and slicing PCM WAV files in plain TypeScript, so long recordings can be transcribed without ffmpeg.

export type WavInfo = {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
};

/** The header of a RIFF/WAVE file with uncompressed PCM (format 1, or extensible with PCM), or null. */
export function readWavInfo(buffer: Buffer): WavInfo | null {
  if (
    buffer.length < 12 ||
    buffer.toString("ascii", 0, 4) !== "RIFF" ||
    buffer.toString("ascii", 8, 12) !== "WAVE"
  ) {
    return null;
  }
  let offset = 12;
  let format: Omit<WavInfo, "dataOffset" | "dataLength"> | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && body + 16 <= buffer.length) {
      let audioFormat = buffer.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE names the real format in its sub-format GUID.
      if (audioFormat === 0xfffe && size >= 26 && body + 26 <= buffer.length)
        audioFormat = buffer.readUInt16LE(body + 24);
      format = {
        audioFormat,
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        byteRate: buffer.readUInt32LE(body + 8),
        blockAlign: buffer.readUInt16LE(body + 12),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      if (format?.audioFormat !== 1 || format.blockAlign === 0 || format.byteRate === 0) return null;
      // Streaming writers leave the size as 0 or 0xFFFFFFFF: the data then runs to the end of the file.
      const declared = size === 0 || size === 0xffffffff ? buffer.length - body : size;
      return { ...format, dataOffset: body, dataLength: Math.min(declared, buffer.length - body) };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** A canonical 44-byte header followed by `data`. */
export function buildWav(
  info: Pick<WavInfo, "channels" | "sampleRate" | "bitsPerSample">,
  data: Buffer,
): Buffer {
  const blockAlign = (info.channels * info.bitsPerSample) / 8;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(info.channels, 22);
  header.writeUInt32LE(info.sampleRate, 24);
  header.writeUInt32LE(info.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(info.bitsPerSample, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export type AudioChunk = { data: Buffer; offsetSeconds: number; durationSeconds: number; filename: string };

/** Cuts the data chunk into pieces of at most `chunkSeconds` (and `maxBytes`), on sample-frame boundaries. */
export function sliceWav(
  buffer: Buffer,
  info: WavInfo,
  options: { chunkSeconds: number; maxBytes: number },
): AudioChunk[] {
  const bySeconds = Math.floor((options.chunkSeconds * info.byteRate) / info.blockAlign) * info.blockAlign;
  const bySize = Math.floor((options.maxBytes - 44) / info.blockAlign) * info.blockAlign;
  const chunkBytes = Math.max(info.blockAlign, Math.min(bySeconds, bySize));
  const chunks: AudioChunk[] = [];
  for (let start = 0; start < info.dataLength; start += chunkBytes) {
    const length = Math.min(chunkBytes, info.dataLength - start);
    const data = buffer.subarray(info.dataOffset + start, info.dataOffset + start + length);
    chunks.push({
      data: buildWav(info, Buffer.from(data)),
      offsetSeconds: start / info.byteRate,
      durationSeconds: length / info.byteRate,
      filename: `chunk-${String(chunks.length).padStart(3, "0")}.wav`,
    });
  }
  return chunks;
}
