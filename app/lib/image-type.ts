// Tells an image's type from its first bytes, never from its name or the type a browser claims.
// Only raster formats browsers show safely: no SVG, which can carry script.

export type ImageType = { contentType: string; extension: "png" | "jpg" | "gif" | "webp" };

export const IMAGE_TYPES = {
  png: { contentType: "image/png", extension: "png" },
  jpg: { contentType: "image/jpeg", extension: "jpg" },
  gif: { contentType: "image/gif", extension: "gif" },
  webp: { contentType: "image/webp", extension: "webp" },
} as const satisfies Record<string, ImageType>;

/** What a file chooser may offer; the server still decides by content. */
export const ACCEPTED_IMAGE_CONTENT_TYPES: readonly string[] = Object.values(IMAGE_TYPES).map(
  (type) => type.contentType,
);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The image type the bytes are, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return IMAGE_TYPES.png;
  if (startsWith(bytes, JPEG_SIGNATURE)) return IMAGE_TYPES.jpg;
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return IMAGE_TYPES.gif;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return IMAGE_TYPES.webp;
  return null;
}

/** The content type a stored file is served with, from the extension we gave it; null for anything else. */
export function contentTypeForExtension(extension: string): string | null {
  const match = Object.values(IMAGE_TYPES).find((type) => type.extension === extension.toLowerCase());
  return match?.contentType ?? null;
}
