// Limits and addresses of the embeds (issue #18).
/** Meetings and stories the framed list shows. */
export const EMBED_ITEM_LIMIT = 5;
/** The frame's height when the snippet does not set one, in CSS pixels. */
export const EMBED_DEFAULT_HEIGHT = 480;
export const EMBED_SCRIPT_MAX_GZIP_BYTES = 15 * 1024;
