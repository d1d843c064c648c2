// Words of the About page (spec 000 section 2, "About, Privacy, Contact").
export const ABOUT_META_TITLE = "About | CivicLens";
export const ABOUT_META_DESCRIPTION =
  "Why CivicLens exists and how it turns public meeting videos into transcripts, analysis and local news.";
export const ABOUT_TITLE = "About CivicLens";
export const ABOUT_LEAD =
  "Local government decides what happens to our streets, schools, parks and taxes, yet its meetings are long, scattered and hard to follow. CivicLens makes them easy to find, read and understand.";

export const MISSION_HEADING = "Our mission";
export const MISSION_BODY = [
  "We believe every resident should be able to learn what their city council, school board or planning commission decided without sitting through hours of video.",
  "CivicLens gathers the recordings public bodies already publish, turns them into searchable text, and explains them in plain language, so that following local democracy takes minutes, not evenings.",
] as const;

export const HOW_IT_WORKS_HEADING = "How it works";
export const HOW_IT_WORKS_STEPS = [
  {
    title: "Data collection",
    body: "We follow the official video channels and feeds of each city's public bodies and collect new meeting recordings as they are published.",
  },
  {
    title: "AI analysis",
    body: "Each meeting is transcribed with timestamps, then analyzed for its summary, highlights, quotes, action items and the people and places involved.",
  },
  {
    title: "Story generation",
    body: "From that analysis we write a short news story with quick facts and background. Every quote must be found in the transcript, so you can check it at the second it was said.",
  },
  {
    title: "Community access",
    body: "Everything is published on the city's page, free to read and search, on a phone or a computer, with no account required.",
  },
] as const;

export const WHY_HEADING = "Why it matters";
export const WHY_POINTS = [
  "Local news coverage has shrunk, and many meetings now happen with no reporter in the room.",
  "Decisions about budgets, zoning and schools affect daily life, but the record is buried in long videos.",
  "When residents can see what was said, they can show up, speak up and hold their representatives to account.",
] as const;

export const TECHNOLOGY_HEADING = "Technology";
export const TECHNOLOGY_BODY = [
  "Transcripts come from the captions public channels publish or from speech-to-text, kept with timestamps so every line links back to the video.",
  "Analysis and stories are produced by language models and checked against the transcript: what cannot be verified is dropped or marked. Search uses full-text indexing over titles, descriptions and transcripts.",
  "The site is rendered on the server so it loads quickly on any phone and works for screen readers and search engines alike.",
] as const;

export const ABOUT_CTA_HEADING = "Find your city";
export const ABOUT_CTA_BODY = "See the latest meetings, analysis and stories where you live.";
export const ABOUT_CTA_LINK = "Browse Cities";
export const ABOUT_STEP_LABEL = "Step";
