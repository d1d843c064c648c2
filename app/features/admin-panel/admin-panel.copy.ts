// The admin panel's words (spec 001 section 2) and the tools it links to (issue #7).
export const ADMIN_PANEL_TITLE = "Admin Panel";
export const ADMIN_PANEL_PATH = "/admin";
/** The name of the nav holding every admin tool's link back to the panel. */
export const BREADCRUMB_LABEL = "Breadcrumb";
/** Spec 001 section 2: shown while the admin check runs. */
export const ADMIN_LOADING = "Loading...";

export const ADMIN_TOOLS = [
  {
    label: "City Management",
    to: "/admin/city-management",
    description: "Cities, their video sources and meetings.",
  },
  {
    label: "Content Management",
    to: "/admin/content-management",
    description: "Transcripts, analyses and stories.",
  },
  {
    label: "Business Directory",
    to: "/admin/business-directory",
    description: "Listings, tiers and images.",
  },
  {
    label: "Story Manager",
    to: "/admin/story-manager",
    description: "Run a meeting's analysis and write its story.",
  },
  {
    label: "Story Playground",
    to: "/admin/story-playground",
    description: "Try a story with extra context before saving it.",
  },
  {
    label: "Inbox",
    to: "/admin/inbox",
    description: "Coverage requests and contact messages: mark them handled, export them as CSV.",
  },
  {
    label: "Alerts",
    to: "/admin/alerts",
    description:
      "Residents' alerts: subscribers per city and body, mails per day, failures, paused addresses.",
  },
  {
    label: "People",
    to: "/admin/people",
    description: "Elected members, staff and speakers named at meetings: merge, split and set roles.",
  },
  {
    label: "API keys",
    to: "/admin/api-keys",
    description: "Members' keys for the public read API and MCP, and how much each was used.",
  },
  {
    label: "Topics",
    to: "/admin/topics",
    description: "Rename, merge and split the subjects linked across a city's meetings.",
  },
  {
    label: "Pipeline",
    to: "/admin/pipeline",
    description: "Each meeting's transcript, analysis and story jobs.",
  },
] as const;
