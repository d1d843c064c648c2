// What other areas' browser code may use of the meetings area (ADR 0038), without its zod schemas: the video a page
// can play and its watch address at a moment, read by the analysis panels' timestamps.

export { type VideoSource, youtubeWatchUrlAt } from "./video-embed";
