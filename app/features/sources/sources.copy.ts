// Every message about sources and refreshing their videos, in one place (spec strings copied exactly).

/** Spec 001: refreshing videos needs a non-empty URL. */
export const URL_REQUIRED = "URL is required to refresh videos";
/** Spec 001: refreshing videos needs a signed-in session (our 401 message for this function). */
export const AUTHENTICATION_REQUIRED_TO_REFRESH = "User must be authenticated to refresh videos";
/** Spec 001: how the admin UI raises a non-OK answer from a server function. */
export const FUNCTION_CALL_FAILED = "Function call failed: {status} - {body}";

export function functionCallFailed(status: number, body: string): string {
  return FUNCTION_CALL_FAILED.replace("{status}", String(status)).replace("{body}", body);
}

export const SOURCES_COPY = {
  invalidUrl: "Enter a web address that starts with http:// or https://.",
  urlTooLong: "That address is too long.",
  invalidCityId: "A valid city id is required.",
  cityNotFound: "City not found",
  sourceNotFound: "Source not found",
  sourceWithoutCity: "This source is not linked to a city.",
  feedOnlyNote: "Without a YouTube API key only the newest 15 videos are listed from the public feed.",
  youtubeQuotaExceeded: "YouTube API quota exceeded; try again tomorrow",
  youtubeKeyRefused: "YouTube refused the API key. Check YOUTUBE_API_KEY.",
  youtubeForbidden: "YouTube refused the request",
  youtubeChannelNotFound: "YouTube has no channel at that address.",
  youtubePlaylistNotFound: "YouTube could not find that playlist. It may be private or deleted.",
  youtubeVideoNotFound: "YouTube could not find that video. It may be private or deleted.",
  youtubeUnreadable: "YouTube sent an answer that could not be read. The refresh will be retried.",
  youtubeUnavailable: "YouTube is not answering right now. The refresh will be retried.",
  youtubeRateLimited: "YouTube asked us to slow down. The refresh will be retried.",
  channelIdNotFound:
    "Could not find the channel id on that YouTube page. Paste the channel's /channel/UC... address or set a YouTube API key.",
  feedNotFound:
    "YouTube's public feed has nothing at that address. The feed is sometimes unavailable for days; a YouTube API key avoids it.",
  feedUnreadable: "The feed could not be read: it is not valid XML.",
  feedUnavailable: "The feed is not answering right now. The refresh will be retried.",
  sourceNotFoundUpstream: "Nothing was found at that address (404).",
  sourceRefused: "The site refused the request",
  notAFeed: "That address is neither a video feed (RSS or Atom) nor a media file.",
  untitledVideo: "Untitled video",
  importedFeedNote: "Listed from an imported feed file, not read from the address itself.",
  feedFileMissing: "Choose a feed file to import.",
  feedFileEmpty: "The feed file is empty.",
  feedFileTooLarge: "The feed file is larger than 10 MB.",
  feedFileNotAFeed: "That file is not a video feed: import an RSS or Atom feed saved as XML.",
  feedFileWithoutVideos: "The feed lists no videos: none of its items has a media file or a link.",
  videoAlreadyListed: "This URL already has that video.",
  youtubeNotAVideo:
    "That YouTube address is not one video: give a video's address (a watch, youtu.be or live link), or leave it empty.",
} as const;
