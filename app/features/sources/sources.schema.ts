// Inputs for refreshing a source: the fetchYoutubeVideos body and the refresh-source job payload.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { MAX_SOURCE_URL_LENGTH, YOUTUBE_VIDEO_ID_PATTERN } from "./sources.constants";
import { SOURCES_COPY, URL_REQUIRED } from "./sources.copy";

export const sourceUrlSchema = textField({ error: URL_REQUIRED })
  .min(1, { error: URL_REQUIRED })
  .max(MAX_SOURCE_URL_LENGTH, { error: SOURCES_COPY.urlTooLong })
  .refine(
    (value) => {
      try {
        const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { error: SOURCES_COPY.invalidUrl },
  )
  // "youtube.com/@name" is stored with its scheme, so the same source is not added twice in two spellings.
  .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`));

/** An 11-character YouTube video id, wherever one is read from an address or a form. */
export const youtubeVideoIdSchema = z.string().regex(YOUTUBE_VIDEO_ID_PATTERN);

export const fetchYoutubeVideosBodySchema = z.object({
  url: sourceUrlSchema,
  cityId: z.uuid({ error: SOURCES_COPY.invalidCityId }),
});

export type FetchYoutubeVideosBody = z.infer<typeof fetchYoutubeVideosBodySchema>;

export const refreshSourcePayloadSchema = z.object({ sourceId: z.uuid() });

// What other areas use of the sources area (ADR 0036): the one YouTube address reader, a URL's source kind, the
// feed-file limits and the messages of its functions.
export { sourceKindOfUrl } from "./source-kind";
export { FEED_FILE_ACCEPT, FEED_FILE_MAX_BYTES, youtubeWatchUrl } from "./sources.constants";
export { functionCallFailed, SOURCES_COPY } from "./sources.copy";
export { extractYoutubeVideoId, isYoutubeHost, isYoutubeVideoId, parseYoutubeUrl } from "./youtube-url";
