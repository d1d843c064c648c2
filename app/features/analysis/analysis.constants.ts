// Constants of the analysis area (spec 000 sections 2 and 9).
/** The preview shows this many highlights and this many action items, then a "+N more" note. */
export const PREVIEW_ITEM_COUNT = 3;
/** Meta descriptions carry the first 200 characters of the summary, like the spec's summary fallback. */
export const META_DESCRIPTION_CHARS = 200;
/** YouTube video ids are 11 characters of letters, digits, "-" and "_". */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const YOUTUBE_WATCH_URL = "https://www.youtube.com/watch";
