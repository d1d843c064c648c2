// Every user-facing string of the embeds (issue #18): the city page's snippets and the framed list.
export const EMBED_ON_YOUR_SITE = "Embed on your site";
export const EMBED_INTRO =
  "Show this city's latest meetings and stories on your own website. Copy one of these snippets into your page.";
export const EMBED_SCRIPT_LABEL = "With a script (it adds the frame for you)";
export const EMBED_IFRAME_LABEL = "Or with a frame";
export const EMBED_ARCHIVE_LINK = "Download every meeting with its transcript (NDJSON)";
export const EMBED_LATEST_MEETINGS = "Latest meetings";
export const EMBED_LATEST_STORIES = "Latest stories";
export const EMBED_NO_MEETINGS = "No meetings yet.";
export const EMBED_NO_STORIES = "No stories yet.";
export const EMBED_MORE = "All meetings on CivicLens";
export const embedFrameTitle = (cityName: string) => `${cityName}: latest meetings and stories on CivicLens`;
