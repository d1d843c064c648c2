// Every user-facing string of the story manager and the story playground: the spec's messages (001 sections 5
// and 8) copied exactly, then our own words (the spec leaves the playground's content open).
import { TRANSCRIPT_REQUIRED } from "~/features/analysis/analysis.schema";
import { ANALYSIS_RESULTS_REQUIRED } from "~/features/stories/stories.schema";

export const STORY_MANAGER_TITLE = "Story Manager";
export const STORY_PLAYGROUND_TITLE = "Story Playground";

export const FAILED_TO_FETCH_CITIES = "Failed to fetch cities";
export const FAILED_TO_FETCH_CITY_URLS = "Failed to fetch city URLs";
export const FAILED_TO_FETCH_VIDEOS = "Failed to fetch videos";
export const FAILED_TO_REFRESH_VIDEO_DATA = "Failed to refresh video data";
export const ANALYSIS_FAILED = "Analysis failed";
export const STORY_GENERATION_FAILED = "Story generation failed";
export const VIDEO_DATA_REFRESHED = "Video data refreshed";
export const ANALYSIS_COMPLETED_SUCCESSFULLY = "Analysis completed successfully";
export const STORY_GENERATED_SUCCESSFULLY = "Story generated successfully";
/** Spec 001 section 5, shared with the analysis and stories services. */
export { ANALYSIS_RESULTS_REQUIRED, TRANSCRIPT_REQUIRED };

// Our own words.
export const VIDEO_SOURCE_LABEL = "Video source";
export const ALL_SOURCES = "All sources";
export const VIDEO_LABEL = "Video";
export const CHOOSE_VIDEO = "Choose a video";
export const PICK_VIDEO_HINT = "Choose a city, a video source and a video to analyze it and write its story.";
export const NO_VIDEOS = "No videos found for this city";
export const RUN_ANALYSIS = "Run Analysis";
export const ANALYZING = "Analyzing...";
export const GENERATE_STORY = "Generate Story";
export const GENERATING_STORY = "Generating...";
export const REFRESH_VIDEO_DATA = "Refresh Video Data";
export const REFRESHING = "Refreshing...";
export const VIEW_STORY_PAGE = "View Story";
export const UNKNOWN_VIDEO = "Video not found";
export const UNKNOWN_CITY = "City not found";
export const STATUS_TITLE = "Status";
export const TRANSCRIPT_LABEL = "Transcript";
export const ANALYSIS_LABEL = "Analysis";
export const STORY_LABEL = "Story";
export const NONE = "None";
export const SUMMARY_LABEL = "Summary";
export const PUBLISHED_LABEL = "Published";
export const STORY_IS_PUBLIC = "Yes: readers, the city's feed and the sitemap see it.";
export const STORY_IS_DRAFT =
  "No: a draft, kept off public pages, the feed, the sitemap and search until an admin publishes it.";
export const REVIEW_TITLE = "Waiting for review";
export const REVIEW_HINT =
  "The story was held for an editor because of what follows. Check it against the meeting, edit it if needed, then publish it from Content Management.";

export function transcriptStatus(characters: number): string {
  return `${characters.toLocaleString("en-US")} characters`;
}

// ---- the story playground ----
export const PLAYGROUND_INTRO =
  "Write additional context, generate a candidate story beside the current one, then save it or discard it. Nothing changes until you save.";
export const PLAYGROUND_PICK_HINT = "Choose a city and one of its analyzed meetings.";
export const NO_ANALYZED_VIDEOS = "This city has no analyzed meetings yet.";
export const ADDITIONAL_CONTEXT_LABEL = "Additional context";
export const ADDITIONAL_CONTEXT_HINT =
  "Background, corrections or facts the story should use. The offline writer adds it to the story's background and notes.";
export const GENERATE_CANDIDATE = "Generate Candidate";
export const CURRENT_STORY = "Current story";
export const CANDIDATE_STORY = "Candidate story";
export const NO_CANDIDATE = "No candidate yet: write any context and press Generate Candidate.";
export const SAVE_CANDIDATE = "Save Candidate";
export const SAVING = "Saving...";
export const DISCARD_CANDIDATE = "Discard";
export const CANDIDATE_READY = "Candidate generated";
export const CANDIDATE_READY_HINT =
  "Not saved yet: compare it with the current story, then save or discard it.";
export const CANDIDATE_SAVED = "Story saved";
export const CANDIDATE_SAVED_HINT = "The candidate is now the meeting's story.";
export const CANDIDATE_DISCARDED = "Candidate discarded";
export const CANDIDATE_DISCARDED_HINT = "The current story is unchanged.";
export const SAVE_FAILED = "Failed to save the story";
export const CONTEXT_TOO_LONG = "Additional context is too long (at most 4,000 characters).";
export const NO_STORY_YET = "This meeting has no story yet.";
