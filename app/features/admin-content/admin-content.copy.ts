// Every user-facing string of the admin content management page: the spec's words (001 sections 2 and 8) copied
// exactly, then our own for the transcript upload, which the spec does not show.

export const CONTENT_MANAGEMENT_TITLE = "Content Management";
export const VIDEOS_FOR_SOURCE = "Videos for Source";
export const DETAILS_TITLE = "Details";
export const TRANSCRIPT_TITLE = "Transcript";
export const ANALYSIS_TITLE = "Analysis";
export const STORY_TITLE = "Story";
export const BACK_TO_CITY_MANAGEMENT = "Back to City Management";

export const NO_VIDEO_DETAILS = "No video details found";
export const NO_TRANSCRIPT = "No transcript available";
export const NO_ANALYSIS = "No analysis available";
export const NO_STORY = "No story available";
export const NO_VIDEOS_FOR_URL = "No videos found for this URL";
/** Spec 001 section 8: the transcript messages, used as the upload's toast titles. */
export const FAILED_TO_SAVE_TRANSCRIPT = "Failed to save transcript";

// Our own words.
export const CITY_LABEL = "City";
export const SOURCE_LABEL = "Source";
export const SHOW_SOURCE = "Show";
export const CHOOSE_CITY = "Choose a city";
export const CHOOSE_SOURCE = "Choose a source";
export const PICK_SOURCE_HINT =
  "Choose a city and one of its video sources to manage its videos' transcripts, analyses and stories.";
export const CITY_NOT_FOUND = "City not found";
export const SOURCE_NOT_FOUND = "Source not found for this city";
export const NO_SOURCES_FOR_CITY = "This city has no video sources yet.";
export const GENERATED_AT_LABEL = "Generated";
export const STORY_RAW_TEXT_NOTE = "This story is stored as plain text, shown as it was written.";
export const OPEN_MEETING_PAGE = "Open meeting page";
export const OPEN_STORY_PAGE = "Open story page";

export const DETAIL_LABELS = {
  title: "Title",
  description: "Description",
  videoId: "Video ID",
  videoUrl: "Video URL",
  channelTitle: "Channel",
  publishedAt: "Published",
  createdAt: "Added",
  transcriptSource: "Transcript source",
  analyzedAt: "Analyzed",
} as const;

export const UPLOAD_TRANSCRIPT_LABEL = "Transcript file (WebVTT, SRT or plain text, at most 5 MB)";
export const UPLOAD_TRANSCRIPT = "Upload Transcript";
export const UPLOADING = "Uploading...";
export const TRANSCRIPT_UPLOADED = "Transcript uploaded and saved";
export const UNKNOWN_VIDEO = "Video not found";

export function transcriptUploadedDescription(options: { segmentCount: number; analysisQueued: boolean }) {
  const segments = `${options.segmentCount} ${options.segmentCount === 1 ? "segment" : "segments"}`;
  return options.analysisQueued
    ? `${segments} saved. The analysis and story are being redone from the new transcript.`
    : `${segments} saved. The transcript is too short to analyze, so the analysis was left as it was.`;
}

export function transcriptCharacters(count: number): string {
  return `${count.toLocaleString("en-US")} characters`;
}

// ---- editorial control and pipeline buttons (ADR 0025, 0026; our words) ----
export const EDITORIAL_COPY = {
  editSummary: "Edit Summary",
  summaryLabel: "Summary",
  saveSummary: "Save Summary",
  editStory: "Edit Story",
  headlineLabel: "Headline",
  bodyLabel: "Body",
  backgroundLabel: "Background",
  quickFactsLabel: "Quick facts (one per line)",
  saveStory: "Save Story",
  cancel: "Cancel",
  saving: "Saving...",
  restoreMachine: "Restore Machine Version",
  publishStory: "Publish Story",
  unpublishStory: "Unpublish Story",
  published: "Published: readers, the city's feed and the sitemap show this story.",
  notPublished: "Not published: readers cannot see this story.",
  fetchTranscript: "Fetch Transcript",
  retry: (step: string) => `Retry ${step}`,
  summarySaved: "Summary saved",
  storySaved: "Story saved",
  machineRestored: "Machine version restored",
  storyPublished: "Story published",
  storyUnpublished: "Story unpublished",
  transcriptQueued: "Fetching the transcript",
  transcriptQueuedDescription: "Its progress shows below; the analysis and story follow.",
  stepQueued: (step: string) => `${step} queued again`,
  alreadyQueued: "It is already waiting to run.",
  actionFailed: "Action failed",
  summaryRequired: "Write a summary, or restore the machine's.",
  headlineRequired: "The story needs a headline.",
  bodyRequired: "The story needs a body.",
  tooLong: (field: string, max: number) =>
    `${field} is too long (at most ${max.toLocaleString("en-US")} characters).`,
} as const;
