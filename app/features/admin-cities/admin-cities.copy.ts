// Every word of the admin panel and City Management (spec 001 sections 2, 5, 8), the spec's strings copied
// exactly; our own words (labels, hints, validation details) follow them and say so.

import { FILE_INTENTS, INTENTS } from "./admin-cities.constants";

export { ADMIN_PANEL_TITLE } from "~/features/admin-panel/components/admin-breadcrumb";
export { ADMIN_LOADING } from "~/features/admin-panel/components/admin-loading";

export const CITY_MANAGEMENT_TITLE = "City Management";

// ---- Spec 001 section 2: empty texts ----
export const CITY_NOT_FOUND = "City not found";
export const NO_URLS_FOR_CITY = "No URLs found for this city";
export const NO_VIDEOS_FOR_URL = "No videos found for this URL";
export const NO_VIDEOS_FOR_CITY = "No videos found for this city";
export const SELECT_OR_CREATE_CITY =
  "Please select a city to manage its details and URLs, or create a new city";

// ---- Spec 001 section 5: create-city validation ----
export const FILL_REQUIRED_FIELDS = "Please fill in required fields";
export const NAME_AND_COUNTY_REQUIRED = "Name and county are required";
/** Our own words for a failure the server did not foresee. */
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

// ---- Spec 001 section 8: toasts ----
export const TOASTS = {
  cityUpdated: "City updated successfully",
  cityCreated: "City created successfully",
  urlCreated: "URL created successfully",
  urlUpdated: "URL updated successfully",
  urlDeleted: "URL deleted successfully",
  videosRefreshed: "Videos refreshed successfully",
  videoUpdated: "Video updated successfully",
  transcriptQueued: "Fetching the transcript",
  stepQueued: (step: string) => `${step} queued again`,
  videoDeleted: "Video deleted successfully",
  errorUpdatingCity: "Error updating city",
  // Our own words: the spec has no city delete.
  cityDeleted: "City deleted successfully",
  errorDeletingCity: "Error deleting city",
  errorCreatingCity: "Error creating city",
  errorCreatingUrl: "Error creating URL",
  errorUpdatingUrl: "Error updating URL",
  errorDeletingUrl: "Error deleting URL",
  errorUpdatingVideo: "Error updating video",
  errorDeletingVideo: "Error deleting video",
  errorRefreshingVideos: "Error refreshing videos",
} as const;

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export const meetingsCount = (count: number) => counted(count, "meeting", "meetings");
export const listingsCount = (count: number) => counted(count, "business listing", "business listings");

/** The success toast's description after a refresh: the count of new videos. */
export function newVideosFound(count: number): string {
  return count === 1 ? "1 new video found" : `${count} new videos found`;
}

// ---- Our own words: labels and buttons ----
export const LABELS = {
  cityPicker: "City",
  chooseCity: "Select a city",
  openCity: "Open",
  newCity: "New city",
  createCityHeading: "Create a city",
  createCity: "Create City",
  creatingCity: "Creating...",
  cityDetailsHeading: "City details",
  name: "Name",
  state: "State",
  county: "County",
  locationKey: "Location key",
  locationKeyHint: "Used in the city's address: /city/{key}. Letters, digits and hyphens.",
  status: "Status",
  description: "Description",
  imageUrl: "Image URL",
  imageUrlHint: "An address starting with https://, or a path on this site such as /demo/cities/town.svg.",
  cityImageHeading: "City image",
  currentCityImage: "The city's current image",
  noCityImage: "No image yet",
  imageFile: "Image file",
  imageHint: "PNG, JPEG, GIF or WebP, at most 10 MB. It replaces the city's image at once.",
  uploadImage: "Upload Image",
  uploading: "Uploading...",
  domain: "Domain",
  tagLine: "Tag line",
  primaryColor: "Primary color",
  secondaryColor: "Secondary color",
  icon: "Icon",
  iconHint: "An emoji or short text, or the address of an image.",
  edit: "Edit",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  delete: "Delete",
  deleting: "Deleting...",
  cityUrlsHeading: "City URLs",
  addUrl: "Add URL",
  title: "Title",
  url: "URL",
  contentType: "Content type",
  sourceType: "Source type",
  entityType: "Entity type",
  actions: "Actions",
  videosHeading: "Videos",
  refreshVideos: "Refresh Videos",
  refreshing: "Refreshing...",
  refreshingStatus: "Refreshing videos from the source...",
  published: "Published",
  transcript: "Transcript",
  noTranscript: "No transcript",
  analysis: "Analysis",
  story: "Story",
  ready: "Ready",
  none: "None",
  storyPublished: "Published",
  storyNotPublished: "Not published",
  stepQueued: "Queued",
  stepRunning: "Running",
  stepFailed: "Failed",
  openContentManagement: (title: string) => `Manage content of ${title}`,
  contentManagementLink: "Content",
  meetingPageLink: "Meeting page",
  storyPageLink: "Story page",
  openMeetingPage: (title: string) => `Meeting page of ${title}`,
  openStoryPage: (title: string) => `Story page of ${title}`,
  fetchTranscript: "Fetch Transcript",
  fetchTranscriptFor: (title: string) => `Fetch Transcript: ${title}`,
  retryStep: (step: string) => `Retry ${step}`,
  retryStepFor: (step: string, title: string) => `Retry ${step}: ${title}`,
  showMoreVideos: "Show more videos",
  deleteCity: "Delete city",
  deleteCityConfirm: "Delete city for good",
  confirmDeleteCityTitle: (name: string) => `Delete ${name}?`,
  deleteBlockedIntro: "This city cannot be deleted yet:",
  deleteBlockedStatus: (status: string) =>
    `Its status is ${status}. Only an archived city can be deleted: set its status to Archive and save first.`,
  deleteBlockedMeetings: (meetings: string) =>
    `It has ${meetings}. Delete them, or move them to another city.`,
  deleteBlockedListings: (listings: string) =>
    `It has ${listings}. Delete them, or move them to another city, in the Business Directory.`,
  deleteTakesIntro: "Deleting removes, for good:",
  deleteTakesCity: (name: string, state: string) => `The city ${name}, ${state}, and its page.`,
  deleteTakesUrls: (count: number) => (count === 1 ? "Its URL:" : `Its ${count} URLs:`),
  deleteTakesNoUrls: "It has no URLs.",
  deleteTakesHomeCity: "Members who chose it as their home city lose that choice.",
  confirmDeleteUrlTitle: "Delete this URL?",
  confirmDeleteUrl:
    "The URL and its link to the city are removed. Its videos stay in the city, without a source.",
  confirmDeleteVideoTitle: "Delete this video?",
  confirmDeleteVideo: "The video, its transcript, analysis and story are removed for good.",
  selectUrl: (title: string) => `Select ${title}`,
  deselectUrl: (title: string) => `Deselect ${title}`,
  editUrl: (title: string) => `Edit ${title}`,
  deleteUrl: (title: string) => `Delete ${title}`,
  editVideo: (title: string) => `Edit ${title}`,
  deleteVideo: (title: string) => `Delete ${title}`,
  videosOf: (title: string) => `Videos of ${title}`,
  showingVideos: (shown: number, total: number) => `Showing ${shown} of ${total} videos`,
} as const;

// ---- Our own words: validation and lookups (no message in the spec) ----
export const MESSAGES = {
  unknownAction: "Unknown action.",
  nameTooLong: "The name is too long (at most 200 characters).",
  countyTooLong: "The county is too long (at most 200 characters).",
  stateInvalid: "Choose one of the 50 US states.",
  statusInvalid: "Status must be New, Test, Live or Archive.",
  locationKeyInvalid: "The location key may hold only lower-case letters, digits and single hyphens.",
  locationKeyTooLong: "The location key is too long (at most 100 characters).",
  locationKeyTaken: "Another city already uses that location key.",
  cityNotArchived: "Only an archived city can be deleted. Set its status to Archive and save first.",
  cityNotEmpty: (videos: number, listings: number) =>
    `This city still has ${[videos ? meetingsCount(videos) : "", listings ? listingsCount(listings) : ""]
      .filter(Boolean)
      .join(" and ")}. Delete them, or move them to another city, first.`,
  cityNameTaken: (name: string, state: string) =>
    `There is already a city named ${name} in ${state}. Choose another name, or edit that city.`,
  colorInvalid: "Colors are hex values such as #3B82F6.",
  imageUrlInvalid:
    "The image URL must start with http:// or https://, or be a path on this site starting with a single /.",
  textTooLong: (field: string, max: number) => `${field} is too long (at most ${max} characters).`,
  invalidId: "That id is not valid.",
  urlNotFound: "URL not found",
  videoNotFound: "Video not found",
  urlRequired: "URL is required",
  urlDuplicate: "This city already has that URL.",
  contentTypeInvalid: "Content type must be site, video, text, file or other.",
  sourceTypeInvalid: "Source type must be website, city, county, school district, school, state or other.",
  editSourceTypeInvalid:
    "Source type must be city, county, school district, school or state, or the type the URL already has.",
  titleRequired: "The video needs a title.",
  stepInvalid: "The step must be transcript, analysis or story.",
  transcriptEmpty: "The transcript has no text. Edit it rather than emptying it.",
  transcriptNotLoaded:
    "The transcript was not loaded when you saved, so it was not changed. Open the video again and edit it once it has loaded.",
  transcriptChanged:
    "The transcript changed since you opened this video (a new one was fetched or saved). Your edit was not saved: open the video again to edit the current transcript.",
} as const;

// ---- Our own words: a meeting added by hand and an imported feed file (issue #13; ADR 0027) ----
export const MEETING_COPY = {
  addMeeting: "Add Meeting",
  meetingDate: "Meeting date",
  meetingUrl: "Video or media URL (optional)",
  meetingUrlHint:
    "A YouTube video's address, or a link to the recording. Nothing is downloaded now: the transcript step reads it later.",
  transcriptFile: "Transcript file (optional: WebVTT, SRT or plain text, at most 5 MB)",
  saveMeeting: "Save Meeting",
  savingMeeting: "Saving...",
  meetingAdded: "Meeting added",
  errorAddingMeeting: "Error adding meeting",
  importFeedFile: "Import Feed File",
  feedFile: "Feed file (RSS or Atom, at most 10 MB)",
  feedFileHint:
    "For a source the server cannot reach: save its feed where you can open it, then import the file. Its videos are added as a refresh adds them.",
  importVideos: "Import Videos",
  importing: "Importing...",
  errorImportingFeed: "Error importing feed file",
  titleRequired: "The meeting needs a title.",
  dateRequired: "The meeting needs a date.",
  dateInvalid: "Enter the meeting's date as a real day (YYYY-MM-DD) between 1900 and 2100.",
  fileTooLarge: "The file is too large: a transcript may be at most 5 MB, a feed file 10 MB.",
} as const;

/** What follows a meeting added by hand, for the toast under "Meeting added". */
export function meetingAddedDescription(outcome: {
  transcript: { segmentCount: number; analysisQueued: boolean } | null;
  hasVideo: boolean;
}): string {
  const { transcript } = outcome;
  if (transcript) {
    const segments = `${transcript.segmentCount} ${transcript.segmentCount === 1 ? "segment" : "segments"}`;
    return transcript.analysisQueued
      ? `Its transcript (${segments}) was saved, and its analysis is on its way.`
      : `Its transcript (${segments}) was saved, but it is too short to analyze.`;
  }
  return outcome.hasVideo
    ? "Its transcript is being fetched; the analysis follows once there is one."
    : "It has no transcript yet, so nothing can be analyzed: upload one in Content Management.";
}

/**
 * The title of each City Management form's failure toast, over the server's message (spec 001 section 4); a video
 * row's other forms (Fetch Transcript, Retry, the transcript editor) say "Error updating video".
 */
export function failureTitle(intent: string | null, message: string): string {
  if (intent === INTENTS.createCity && message === NAME_AND_COUNTY_REQUIRED) return FILL_REQUIRED_FIELDS;
  return FAILURE_TITLES[intent ?? ""] ?? TOASTS.errorUpdatingVideo;
}

const FAILURE_TITLES: Record<string, string> = {
  [INTENTS.createCity]: TOASTS.errorCreatingCity,
  [INTENTS.updateCity]: TOASTS.errorUpdatingCity,
  [INTENTS.deleteCity]: TOASTS.errorDeletingCity,
  [INTENTS.createUrl]: TOASTS.errorCreatingUrl,
  [INTENTS.updateUrl]: TOASTS.errorUpdatingUrl,
  [INTENTS.deleteUrl]: TOASTS.errorDeletingUrl,
  [INTENTS.refreshVideos]: TOASTS.errorRefreshingVideos,
  [INTENTS.deleteVideo]: TOASTS.errorDeletingVideo,
  [FILE_INTENTS.addMeeting]: MEETING_COPY.errorAddingMeeting,
  [FILE_INTENTS.importFeed]: MEETING_COPY.errorImportingFeed,
};
