// Invented sample content of the frontend showcase, and the simulated searches over it (no real calls).

export type TimelineEvent = {
  date: string;
  body: string;
  title: string;
  summary: string;
  status: "Proposed" | "Discussed" | "Amended" | "Approved" | "Scheduled";
};

export const TIMELINE_ISSUE = "Main Street protected bike lanes";

export const TIMELINE_EVENTS: readonly TimelineEvent[] = [
  {
    date: "2025-01-14",
    body: "Transportation Commission",
    title: "Staff present three bike lane designs",
    summary: "Engineers compare painted, buffered and curb-protected lanes between 1st and 9th Street.",
    status: "Proposed",
  },
  {
    date: "2025-02-04",
    body: "City Council",
    title: "Residents speak for and against",
    summary: "Twenty-two speakers in public comment; shop owners ask how loading zones would work.",
    status: "Discussed",
  },
  {
    date: "2025-03-11",
    body: "Planning Commission",
    title: "Design changed to keep loading zones",
    summary: "Commissioners add four loading zones and move two bus stops to floating islands.",
    status: "Amended",
  },
  {
    date: "2025-04-01",
    body: "City Council",
    title: "Council approves the curb-protected design",
    summary: "Approved 5-2 with $1.2 million from the state active transportation grant.",
    status: "Approved",
  },
  {
    date: "2025-06-16",
    body: "Public Works",
    title: "Construction starts this summer",
    summary: "Work runs block by block at night so Main Street shops stay open during the day.",
    status: "Scheduled",
  },
];

export type TranscriptSnippet = { meeting: string; date: string; timestamp: string; text: string };

export const TRANSCRIPT_SNIPPETS: readonly TranscriptSnippet[] = [
  {
    meeting: "City Council",
    date: "2025-04-01",
    timestamp: "1:12:40",
    text: "The motion to approve the curb-protected bike lanes on Main Street passes five to two.",
  },
  {
    meeting: "Transportation Commission",
    date: "2025-01-14",
    timestamp: "0:18:05",
    text: "A painted bike lane is the cheapest option but offers riders the least protection.",
  },
  {
    meeting: "City Council",
    date: "2025-05-20",
    timestamp: "0:47:22",
    text: "The proposed budget adds two park rangers and keeps library hours the same as last year.",
  },
  {
    meeting: "Parks Commission",
    date: "2025-03-03",
    timestamp: "0:09:51",
    text: "Riverside Park's playground will close in July while new equipment is installed.",
  },
  {
    meeting: "Planning Commission",
    date: "2025-02-24",
    timestamp: "1:02:10",
    text: "The housing plan allows small apartment buildings near the ferry terminal.",
  },
  {
    meeting: "City Council",
    date: "2025-05-20",
    timestamp: "1:30:02",
    text: "Members asked whether the budget can cover repaving Harbor Street next spring.",
  },
];

export type AiAnswer = {
  topic: string;
  keywords: readonly string[];
  answer: string;
  sources: readonly string[];
};

export const AI_ANSWERS: readonly AiAnswer[] = [
  {
    topic: "bike lanes",
    keywords: ["bike", "bicycle", "cycling", "lane", "lanes", "main street"],
    answer:
      "The council approved curb-protected bike lanes on Main Street on April 1 by a 5-2 vote, after the design was changed to keep four loading zones. Construction starts this summer and runs at night.",
    sources: ["City Council, April 1, 2025 at 1:12:40", "Planning Commission, March 11, 2025"],
  },
  {
    topic: "budget",
    keywords: ["budget", "money", "spending", "taxes", "rangers", "library"],
    answer:
      "The proposed budget adds two park rangers and keeps library hours unchanged. Council members asked whether it also covers repaving Harbor Street next spring; staff will answer at the June meeting.",
    sources: ["City Council, May 20, 2025 at 0:47:22", "City Council, May 20, 2025 at 1:30:02"],
  },
  {
    topic: "park",
    keywords: ["park", "parks", "playground", "riverside"],
    answer:
      "Riverside Park's playground closes in July while new equipment is installed; the rest of the park stays open.",
    sources: ["Parks Commission, March 3, 2025 at 0:09:51"],
  },
  {
    topic: "housing",
    keywords: ["housing", "apartment", "apartments", "homes", "rent", "zoning"],
    answer:
      "The housing plan under review would allow small apartment buildings near the ferry terminal. The Planning Commission has not voted yet.",
    sources: ["Planning Commission, February 24, 2025 at 1:02:10"],
  },
];

export const SEARCH_SUGGESTIONS = ["bike lanes", "budget", "playground"] as const;

function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** Traditional search: snippets containing every word of the query, as a keyword engine would match. */
export function keywordSearch(query: string, snippets: readonly TranscriptSnippet[]): TranscriptSnippet[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return snippets.filter((snippet) => {
    const text = snippet.text.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The simulated AI answer: the sample answer sharing the most words with the question, or null. */
export function pickAiAnswer(query: string, answers: readonly AiAnswer[]): AiAnswer | null {
  const lowered = ` ${query.toLowerCase()} `;
  let best: AiAnswer | null = null;
  let bestScore = 0;
  for (const answer of answers) {
    const score = answer.keywords.filter((keyword) => lowered.includes(keyword)).length;
    if (score > bestScore) {
      best = answer;
      bestScore = score;
    }
  }
  return best;
}

export type KeywordAlert = {
  keyword: string;
  meeting: string;
  date: string;
  excerpt: string;
  isNew: boolean;
};

export const KEYWORD_ALERTS: readonly KeywordAlert[] = [
  {
    keyword: "bike lanes",
    meeting: "City Council",
    date: "2025-06-16",
    excerpt: "Public Works will close one block of Main Street each night while the lanes are built.",
    isNew: true,
  },
  {
    keyword: "budget",
    meeting: "Finance Committee",
    date: "2025-06-12",
    excerpt: "The committee moved $80,000 from street lighting to the repaving fund.",
    isNew: true,
  },
  {
    keyword: "ferry terminal",
    meeting: "Planning Commission",
    date: "2025-06-09",
    excerpt: "A public hearing on apartments near the ferry terminal is set for July 8.",
    isNew: false,
  },
];

export type SampleQuote = { text: string; speaker: string; role: string; meeting: string; timestamp: string };

export const SAMPLE_QUOTES: readonly SampleQuote[] = [
  {
    text: "We heard the shop owners, and this design keeps every loading zone they asked for.",
    speaker: "Council Member Ana Delgado",
    role: "District 2",
    meeting: "City Council, April 1, 2025",
    timestamp: "1:08:15",
  },
  {
    text: "Night work costs more, but it keeps Main Street open for business during the day.",
    speaker: "Jordan Pike",
    role: "Public Works Director",
    meeting: "City Council, June 16, 2025",
    timestamp: "0:22:41",
  },
  {
    text: "My kids ride to school on Main Street. I want them to get there safely.",
    speaker: "Resident Carla Nguyen",
    role: "Public comment",
    meeting: "City Council, February 4, 2025",
    timestamp: "0:55:03",
  },
];

export const SAMPLE_DRAFT = `Main Street bike lanes get the green light

Harbor Point's City Council voted 5-2 on April 1 to build curb-protected bike lanes on Main Street between 1st and 9th Street, after planners kept the four loading zones shop owners asked for.

Work starts this summer and runs at night, block by block, so stores stay open during the day.`;

/** Words in a text, for the draft's live word count. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === "" ? 0 : words.length;
}
