// What other areas' browser code may use of the meetings area (ADR 0038), without its zod schemas: the video a page
// can play and its watch address at a moment, read by the analysis panels' timestamps.

// The meeting's structured data, which the story page's NewsArticle names as its associated media (issue #18).
export {
  type MeetingForStructuredData,
  meetingBreadcrumbs,
  meetingVideoObject,
} from "./structured-data";
export { type VideoSource, youtubeWatchUrlAt } from "./video-embed";
