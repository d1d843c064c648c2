// Words of the home landing page (spec 000 section 2, "Home"), quoted by the screen and its tests.
export const HOME_META_DESCRIPTION =
  "Your city's council, school-board and planning meetings: searchable transcripts, AI analysis and plain-language stories.";
export const HERO_SUBTITLE =
  "Every council, school-board and planning meeting in your city, transcribed, summarized and searchable.";

export const PICKER_HEADING = "Find your city";
export const PICKER_LABEL = "Choose your city";
export const PICKER_PLACEHOLDER = "Select a city";
export const PICKER_OTHER = "Other";
export const PICKER_SUBMIT = "Go to My City";
export const PICKER_HINT = "Don't see your city? Choose Other to ask us to cover it.";
export const PICKER_UNKNOWN_CITY = "Please choose a city from the list.";

export const FEATURES_HEADING = "What you can do here";
export const FEATURE_CARDS = [
  {
    pillar: "Transparency",
    title: "Searchable transcripts",
    body: "Read every word said at public meetings and search across them to find the moment a topic came up.",
  },
  {
    pillar: "Engagement",
    title: "AI analysis and stories",
    body: "Get the highlights, decisions and action items of each meeting, and a plain-language news story to share.",
  },
  {
    pillar: "Discovery",
    title: "Local business directory",
    body: "Find the shops, services and organizations that make up your community, all in one place.",
    link: { label: "Browse the business directory", to: "/businesses" },
  },
] as const;

export const STATS_HEADING = "Why CivicLens";
export const STATS = [
  { label: "AI-Powered", line: "Summaries, highlights and stories drawn from the meeting record." },
  { label: "Community", line: "Built for residents, free to read, no account needed." },
  { label: "Open", line: "Public meetings made public again: searchable by everyone." },
] as const;

export const CTA_HEADING = "See what your local government is doing";
export const CTA_BODY = "Pick your city to read its latest meetings, or ask us to cover a new one.";
export const CTA_LINK = "Browse Cities";
