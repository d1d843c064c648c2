// What other areas' browser code may use of the sources area (ADR 0038): the one YouTube address reader and the watch
// address, without the area's zod schemas, whose module-level calls would ship zod to every page that reads them.
// Read by the meeting page's player (meetings/video-embed.ts).
export { youtubeThumbnailUrl, youtubeWatchUrl } from "./sources.constants";
export { isYoutubeHost, isYoutubeVideoId, parseYoutubeUrl } from "./youtube-url";
