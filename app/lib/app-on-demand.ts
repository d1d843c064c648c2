// What the server, the root layout and the app-on-demand island agree on (ADR 0050). Zod-free and React-free: the
// island imports it.

/** The type the server gives React Router's boot module script, so the browser does not run it until asked. */
export const INERT_MODULE_TYPE = "x-app-module";
/** The rel the server gives the app's modulepreload links, so the browser does not fetch them until asked. */
export const INERT_PRELOAD_REL = "x-app-modulepreload";
/** Dispatched on the document once the app has hydrated the page. */
export const APP_HYDRATED_EVENT = "civiclens:app-hydrated";
/**
 * A control that stands in for the app's own until the app runs (a submit button that works without JavaScript)
 * names, in this attribute, the control that replaces it; a press on it before the app runs is replayed there.
 */
export const REPLAY_AS_ATTRIBUTE = "data-app-replay-as";
/** The app's control that a stand-in's press is replayed on carries this attribute with the same name. */
export const REPLAY_TARGET_ATTRIBUTE = "data-app-replay-target";
/**
 * A link whose press the app handles itself (Load More appends in place and keeps the reader's place): before the app
 * runs, a press on it starts the app and is replayed there, instead of loading the link's page.
 */
export const NEEDS_APP_ATTRIBUTE = "data-needs-app";
/**
 * An element whose coming into view starts the app: the last line of one part of a long transcript, seen once the
 * reader scrolls the transcript's box to it, so the app fetches the whole as the reader reaches the part's end. (The
 * links under the part were the mark at first; on a wide screen they are in view as the page opens, which started
 * the app for every reader of a long meeting.)
 */
export const STARTS_APP_WHEN_SEEN_ATTRIBUTE = "data-starts-app-when-seen";
/**
 * The app's data for a page (React Router's hydration stream) is left out of the HTML a visitor gets: it is half the
 * weight of a meeting page, and most readers never start the app. The island asks for it at the page's own address
 * with this query parameter when it starts the app; the server takes the parameter off before any loader sees it.
 */
export const APP_DATA_PARAM = "app-data";
/**
 * Set by the server, and only by it, on a request that asked for a page's app data (APP_DATA_PARAM): what a client
 * sends under this name is dropped.
 */
export const APP_DATA_HEADER = "x-civiclens-app-data";
/**
 * The meeting's YouTube frame. Before the app runs, the island binds the YouTube IFrame Player API to it: the app
 * starts when the reader plays the video (to follow the transcript) or when the player cannot play (to say "Unable to
 * embed video"), and takes the player over as the island bound it.
 */
export const PLAYER_FRAME_ATTRIBUTE = "data-meeting-player";
/**
 * A control that only works with JavaScript, sent `hidden`: the island shows it (a press then starts the app and is
 * replayed there), and the app shows it once hydrated. A reader without JavaScript never sees a control that does
 * nothing.
 */
export const SHOWN_WITH_SCRIPT_ATTRIBUTE = "data-shown-with-script";
