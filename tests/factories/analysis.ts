// Test data for meeting analysis and stories: analysis_results and news_story documents, and videos carrying them.
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { createVideo } from "./cities";

export function analysisResults(
  options: { highlights?: number; actionItems?: number; summary?: string } = {},
): AnalysisResults {
  const highlightCount = options.highlights ?? 2;
  const actionItemCount = options.actionItems ?? 2;
  return {
    summary:
      options.summary ??
      "The council approved the Harbor Street repaving contract and asked staff for a parking study before the summer recess.",
    highlights: Array.from({ length: highlightCount }, (_, index) => ({
      timestamp: `00:${String(10 + index).padStart(2, "0")}:05`,
      point_of_interest: `Highlight number ${index + 1} about the repaving contract`,
      quotes: [
        { text: `We have waited long enough, point ${index + 1}.`, speaker: `Council Member ${index + 1}` },
      ],
    })),
    action_items: Array.from({ length: actionItemCount }, (_, index) => ({
      description: `Action item number ${index + 1}: report back on parking`,
      responsible_party: "Public Works",
      due_date: index === 0 ? "2026-04-01" : null,
      deadline: index === 1 ? "End of the fiscal year" : null,
    })),
    entities: [
      { name: "Harbor Street", type: "location", context: "The street to be repaved" },
      { name: "Public Works", type: "organization", context: "Runs the repaving" },
    ],
  };
}

export function newsStory(overrides: Partial<NewsStory["article"]> = {}): NewsStory {
  return {
    article: {
      headline: "Council approves Harbor Street repaving",
      body: "The council voted 5-0 on Tuesday to repave Harbor Street.\n\nWork begins in June and lasts six weeks.",
      word_count: 22,
      primary_focus: "Harbor Street repaving",
      ...overrides,
    },
    sidebar_elements: {
      quote_block: {
        quote: "We have waited long enough.",
        attribution: "Council Member 1",
        context: "During the vote on the contract",
      },
      quick_facts: ["Vote: 5-0", "Work starts in June"],
      background: "Harbor Street was last repaved in 1998.",
    },
    metadata: {
      follow_up_needed: true,
      next_meeting_date: "2026-04-14",
      sources_used: ["Meeting transcript", "Agenda packet"],
      uncertainty_notes: ["The contractor's name was not stated clearly."],
    },
    notes: "",
  };
}

/** A meeting that has been analysed and, unless told otherwise, has a story. */
export async function createAnalysedVideo(
  cityId: string,
  options: {
    analysis?: AnalysisResults;
    story?: NewsStory | string | null;
    storyGeneratedAt?: Date | null;
    overrides?: Parameters<typeof createVideo>[1];
  } = {},
) {
  const story = options.story === undefined ? newsStory() : options.story;
  const storyGeneratedAt =
    story === null ? null : (options.storyGeneratedAt ?? new Date("2026-03-05T18:30:00Z"));
  return createVideo(cityId, {
    analysisResults: options.analysis ?? analysisResults(),
    newsStory: story,
    storyGeneratedAt,
    storyPublishedAt: storyGeneratedAt,
    analyzedAt: new Date("2026-03-05T18:00:00Z"),
    ...options.overrides,
  });
}

type RecordDecision = NonNullable<AnalysisResults["decisions"]>[number];

/**
 * A decision of the meeting record (issue #30) with evidence for what it names; item, code and title are read as the
 * engine writes them. Fields given replace the defaults.
 */
export function recordDecision(fields: Partial<RecordDecision> = {}): RecordDecision {
  const code = fields.item_code ?? null;
  const title = fields.item_title ?? null;
  const item = fields.item ?? (code && title ? `${code}: ${title}` : (code ?? title));
  const quote = fields.quote ?? "The motion carries.";
  const timestamp = fields.timestamp ?? "00:10:00";
  return {
    item,
    item_code: code,
    item_title: title,
    item_index: null,
    motion: null,
    mover: null,
    seconder: null,
    vote_kind: "voice",
    outcome: "passed",
    tally: null,
    counts: null,
    votes: [],
    procedural: false,
    identified: Boolean(title || fields.motion),
    quote,
    timestamp,
    evidence: {
      item: item ? { quote: `That brings us to ${item}.`, timestamp } : null,
      motion: fields.motion ? { quote: `I move to ${fields.motion}.`, timestamp } : null,
      mover: null,
      seconder: null,
      tally: fields.tally ? { quote, timestamp } : null,
      vote_kind: null,
    },
    ...fields,
  };
}
