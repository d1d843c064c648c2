// Limits and addresses of the embeds (issue #18).
/** Meetings and stories the framed list shows. */
export const EMBED_ITEM_LIMIT = 5;
/** The script a city's website loads; a plain file under public/ (tests/unit/embed-script.test.ts holds its size). */
export const EMBED_SCRIPT_PATH = "/embed.js";
/** The frame's height when the snippet does not set one, in CSS pixels. */
export const EMBED_DEFAULT_HEIGHT = 480;
export const EMBED_SCRIPT_MAX_GZIP_BYTES = 15 * 1024;
