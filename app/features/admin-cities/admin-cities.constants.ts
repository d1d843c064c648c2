// Constants of City Management (spec 001 sections 3 and 9) and the limits we add to every field.
import { FEED_FILE_MAX_BYTES } from "~/features/sources/sources.schema";

export {
  CITY_STATUSES,
  type CityStatus,
  NEW_CITY_DEFAULT_PRIMARY_COLOR,
  NEW_CITY_DEFAULT_SECONDARY_COLOR,
  NEW_CITY_DEFAULT_STATE,
} from "~/features/cities/cities.schema";

/** Spec 001 section 9: a URL's content types, in the dropdown's order. */
export const CONTENT_TYPES = ["site", "video", "text", "file", "other"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DEFAULT_CONTENT_TYPE: ContentType = "video";

/** Spec 001 section 9: a URL's source types. */
export const SOURCE_TYPES = ["city", "county", "school_district", "school", "state", "other"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/**
 * Spec 001 section 9: "the default source type is website, which is not in the dropdown". The create form offers it
 * first, as its default (ADR 0023).
 */
export const DEFAULT_SOURCE_TYPE = "website";
/** The create form's choices: the default, then the spec's six. */
export const CREATE_SOURCE_TYPES = [DEFAULT_SOURCE_TYPE, ...SOURCE_TYPES] as const;
/** The edit dropdown omits other (spec 001 section 9); a row's current type is always offered as well. */
export const EDIT_SOURCE_TYPES = ["city", "county", "school_district", "school", "state"] as const;
/** The words the dropdowns show; a type from elsewhere ("youtube", from fetchYoutubeVideos) shows as it is. */
export const SOURCE_TYPE_LABELS: Record<(typeof CREATE_SOURCE_TYPES)[number], string> = {
  website: "Website",
  city: "City",
  county: "County",
  school_district: "School district",
  school: "School",
  state: "State",
  other: "Other",
};
/** Spec 001 section 3: entity_type defaults to Unknown; it is free text ("City Council", "School Board"). */
export const DEFAULT_ENTITY_TYPE = "Unknown";

/** Spec 001 section 9: the video editor's text areas. */
export const VIDEO_DESCRIPTION_ROWS = 2;
export const VIDEO_TRANSCRIPT_ROWS = 4;

/** The videos table shows the newest this many of a URL's videos, and this many more per "Show more". */
export const VIDEOS_PAGE_SIZE = 25;
/** The most rows "Show more" grows City Management's videos table to (?show=), however the address is edited. */
export const VIDEOS_TABLE_MAX_SHOWN = 1000;

export const LIMITS = {
  cityName: 200,
  county: 200,
  locationKey: 100,
  description: 2000,
  tagLine: 200,
  domain: 253,
  icon: 500,
  imageUrl: 2048,
  urlTitle: 200,
  entityType: 100,
  videoTitle: 500,
  videoDescription: 10_000,
  /** A transcript edit is saved like an upload (transcripts area, 5 MB). */
  transcriptBytes: 5 * 1024 * 1024,
} as const;

/** Form posts of this page may carry a whole transcript, so its action reads bodies up to this size. */
export const MAX_FORM_BYTES = 16 * 1024 * 1024;

/** The folder (locally) or key prefix (in a bucket) of uploaded city images, beside the listing images. */
export const CITY_IMAGES_FOLDER = "city-images";
/** The file input's name in the city image upload form. */
export const CITY_IMAGE_FIELD = "image";

export const INTENTS = {
  createCity: "create-city",
  updateCity: "update-city",
  uploadCityImage: "upload-city-image",
  deleteCity: "delete-city",
  createUrl: "create-url",
  updateUrl: "update-url",
  deleteUrl: "delete-url",
  refreshVideos: "refresh-videos",
  updateVideo: "update-video",
  deleteVideo: "delete-video",
  fetchTranscript: "fetch-transcript",
  retryStep: "retry-step",
} as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS];

/** The videos table's file forms, posted as multipart (they carry a file): a meeting added by hand, a feed file. */
export const FILE_INTENTS = {
  addMeeting: "add-meeting",
  importFeed: "import-feed",
} as const;
/** The file input of both file forms. */
export const FILE_FIELD = "file";
/** A file form's body may carry the larger of its files: a feed file (10 MB; a transcript is at most 5 MB). */
export const MAX_FILE_FORM_BYTES = FEED_FILE_MAX_BYTES;
/** A meeting date is a day of the years people hold meetings in; anything else is a typing slip. */
export const MEETING_YEARS = { first: 1900, last: 2100 } as const;

/** The city image form posts to `?upload=city-image`, so the action knows which multipart reader a body needs. */
export const UPLOAD_PARAM = "upload";
export const CITY_IMAGE_UPLOAD = "city-image";
export const CITY_IMAGE_UPLOAD_ACTION = `?${UPLOAD_PARAM}=${CITY_IMAGE_UPLOAD}`;
