// Words of the city page's meeting list (spec 000 sections 2 and 8), copied exactly; tests assert them.
export const RECENT_MEETINGS_TITLE = "Recent City Council Meetings";
export const NO_VIDEOS_YET = "No videos available yet.";
export const VIDEOS_LOAD_FAILED = "Failed to load videos";
export const CITY_PAGE_UNEXPECTED_ERROR = "An unexpected error occurred";
export const LOAD_MORE_FAILED = "An error occurred while loading more videos.";
export const LOAD_MORE = "Load More Stories";
export const READ_STORY = "Read Story";
export const VIEW_ANALYSIS = "View Analysis";
export const TRANSCRIPT_INSUFFICIENT = "Transcript insufficient - excluded from analysis";
export const FILTER_BY_SOURCE = "Filter by source";
export const ALL_SOURCES = "All sources";
export const APPLY_FILTER = "Apply filter";
export const ABOUT_HEADING = "About";
export const QUICK_INFO_HEADING = "Quick Info";
export const STATISTICS_HEADING = "Statistics";
export const STATE_LABEL = "State";
export const COUNTY_LABEL = "County";
export const WEBSITE_LABEL = "Website";
export const COUNCIL_VIDEOS_LABEL = "Council videos";
export const CURRENTLY_SHOWING_LABEL = "Currently showing";
export const DEFAULT_THUMBNAIL_ALT = "Default meeting thumbnail";
export const ANALYSIS_UNAVAILABLE_HINT = "Analysis needs a transcript longer than 100 characters";

/** The thumbnail's alt text names the meeting it shows. */
export function thumbnailAlt(title: string): string {
  return `Thumbnail for ${title}`;
}

// The city's directory, one click from its page (issue 14; our words).
export const LOCAL_BUSINESSES_HEADING = "Local Businesses";
export function cityBusinessesLink(cityName: string): string {
  return `Browse ${cityName} businesses`;
}

// ---- the meeting page's player (spec 000 section 2) ----
export const UNABLE_TO_EMBED_VIDEO = "Unable to embed video";
export const WATCH_ON_YOUTUBE = "Watch on YouTube";
export const WATCH_VIDEO = "Watch video";

export function videoFrameTitle(videoTitle: string): string {
  return `Video: ${videoTitle}`;
}

// ---- demo meetings (ADR 0031; our words) ----
export const DEMO_MEETING_TITLE = "Demo meeting: no video";
export const DEMO_MEETING_BODY =
  "This meeting was made up for the CivicLens demo, so there is no recording to play. Its transcript, analysis and story are real output of CivicLens: read the transcript to follow it.";
