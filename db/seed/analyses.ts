// Builds a meeting's analysis_results and news_story from the generated meeting's structure, so that every
// quote is a sentence someone really said in one segment and every timestamp points at that segment.
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { formatTimestamp } from "~/lib/transcript-format";
import { type Person, speakerLabel } from "./cities";
import { formatLongDate, isoDate } from "./dates";
import { fill, type GeneratedMeeting, type ItemOutcome, type QuoteRef } from "./meeting-transcripts";
import type { Random } from "./random";

type Highlight = AnalysisResults["highlights"][number];
type ActionItem = AnalysisResults["action_items"][number];
type Entity = AnalysisResults["entities"][number];

const BODY_SHORT: Record<string, string> = {
  council: "council",
  planning: "commission",
  school: "board",
  supervisors: "board",
  parks: "commission",
};

function bodyShort(meeting: GeneratedMeeting): string {
  return BODY_SHORT[meeting.source.bodyKind] ?? "board";
}

function kindLabel(meeting: GeneratedMeeting): string {
  const labels: Record<string, string> = {
    special: "special meeting",
    workshop: "budget workshop",
    study: "study session",
    marathon: "budget hearing",
  };
  return labels[meeting.kind] ?? "regular meeting";
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A quoted sentence followed by an attribution: the final period becomes a comma, as news style has it. */
function quoteForAttribution(text: string): string {
  return text.endsWith(".") ? `${text.slice(0, -1)},` : text;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Small counts spelled out, as news style has it ("six items", "12 items"). */
function countText(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(count: number, singular: string, pluralForm: string): string {
  return `${countText(count)} ${count === 1 ? singular : pluralForm}`;
}

function joinAsList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}`;
}

function publicSpeakerCount(meeting: GeneratedMeeting): number {
  const names = new Set(meeting.openForumSpeakers);
  for (const item of meeting.items) for (const commenter of item.commenters) names.add(commenter.name);
  return names.size;
}

function itemOutcomeSentence(item: ItemOutcome): string {
  if (!item.motion) return `reviewed "${item.title}" without taking a vote`;
  if (item.motion.passed) return `voted ${item.motion.tally} to ${item.motion.text}`;
  return `rejected a motion to ${item.motion.text} on a ${item.motion.tally} vote`;
}

function directionSentence(item: ItemOutcome): string | null {
  const direction = item.direction;
  if (!direction) return null;
  return direction.kind === "due_date"
    ? `Staff was directed to return by ${direction.dateText} with ${direction.task}.`
    : `Staff was directed to bring back ${direction.task} no later than ${direction.dateText}.`;
}

function summarize(meeting: GeneratedMeeting): string {
  const items = meeting.items;
  const speakers = publicSpeakerCount(meeting);
  const sentences = [
    `At its ${kindLabel(meeting)} on ${formatLongDate(meeting.meetingDate)}, the ${meeting.source.bodyName} considered ${plural(items.length, "agenda item", "agenda items")}${speakers > 0 ? ` and heard from ${plural(speakers, "member", "members")} of the public` : ""}.`,
  ];
  const described = items.slice(0, 4);
  described.forEach((item, index) => {
    const lead = index === 0 ? `The ${bodyShort(meeting)}` : index === 1 ? "It also" : "Members";
    sentences.push(`${lead} ${itemOutcomeSentence(item)}.`);
  });
  if (items.length > described.length) {
    const further = items.length - described.length;
    sentences.push(
      `${capitalize(plural(further, "further item was", "further items were"))} handled the same evening.`,
    );
  }
  const direction = items.map(directionSentence).find((sentence) => sentence !== null);
  if (direction) sentences.push(direction);
  sentences.push(`The next meeting is scheduled for ${formatLongDate(meeting.nextMeetingDate)}.`);
  return sentences.join(" ");
}

function toHighlight(meeting: GeneratedMeeting, quote: QuoteRef, pointOfInterest: string): Highlight | null {
  const segment = meeting.segments[quote.segmentIndex];
  // Guard the grounding rule here too: a quote that is not in its segment is never written.
  if (!segment || !quote.text || segment.speaker !== quote.speaker || !segment.text.includes(quote.text))
    return null;
  return {
    timestamp: formatTimestamp(segment.startSeconds),
    point_of_interest: pointOfInterest,
    quotes: [{ text: quote.text, speaker: quote.speaker }],
  };
}

function buildHighlights(meeting: GeneratedMeeting, random: Random, minimum: number): Highlight[] {
  const primary: { quote: QuoteRef; point: string }[] = [];
  const secondary: { quote: QuoteRef; point: string }[] = [];
  for (const item of meeting.items) {
    if (item.motion) {
      const verb = item.motion.passed ? "carries" : "fails";
      primary.push({ quote: item.motion.quote, point: `${item.title}: motion ${verb} ${item.motion.tally}` });
    } else {
      primary.push({ quote: item.reportQuote, point: `Staff presentation: ${item.title}` });
    }
    const commenter = item.commenters[0];
    if (commenter) secondary.push({ quote: commenter.quote, point: `Public comment on ${item.title}` });
    if (item.direction)
      secondary.push({ quote: item.direction.quote, point: `Direction to staff on ${item.title}` });
    secondary.push({ quote: item.reportQuote, point: `Key figures: ${item.title}` });
  }
  const target = Math.min(6, Math.max(minimum, random.int(3, 6)));
  const seen = new Set<number>();
  const chosen = [...primary.slice(0, target), ...random.shuffle(secondary)]
    .filter(({ quote }) => {
      // One highlight per segment, so two highlights never share a timestamp and quote.
      if (seen.has(quote.segmentIndex)) return false;
      seen.add(quote.segmentIndex);
      return true;
    })
    .slice(0, target);
  return chosen
    .sort((left, right) => left.quote.segmentIndex - right.quote.segmentIndex)
    .map(({ quote, point }) => toHighlight(meeting, quote, point))
    .filter((highlight): highlight is Highlight => highlight !== null);
}

function buildActionItems(meeting: GeneratedMeeting): ActionItem[] {
  const actions: ActionItem[] = [];
  for (const item of meeting.items) {
    if (item.motion?.passed) {
      actions.push({
        description: fill(item.topic.action, item.facts),
        responsible_party: speakerLabel(item.presenter),
        due_date: null,
        deadline: null,
      });
    }
    if (item.direction) {
      actions.push({
        description: `Return to the ${bodyShort(meeting)} with ${item.direction.task}`,
        responsible_party: speakerLabel(item.direction.party),
        due_date: item.direction.kind === "due_date" ? item.direction.date : null,
        deadline: item.direction.kind === "deadline" ? item.direction.date : null,
      });
    }
  }
  return actions;
}

function buildEntities(meeting: GeneratedMeeting): Entity[] {
  const entities: Entity[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: string, context: string) => {
    const key = `${type}:${name}`;
    if (!name || seen.has(key)) return;
    seen.add(key);
    entities.push({ name, type, context });
  };
  const cast = meeting.source.cast;
  const person = (someone: Person, context: string) => add(speakerLabel(someone), "person", context);
  person(cast.presiding, `Presided over the ${kindLabel(meeting)}`);
  person(cast.executive, "Senior staff member who gave announcements and took direction");
  add(meeting.source.bodyName, "organization", "The body that held the meeting");
  add(meeting.city.name, "place", `City in ${meeting.city.county}, ${meeting.city.state}`);
  for (const item of meeting.items.slice(0, 6)) {
    person(item.presenter, `Presented "${item.title}"`);
    for (const commenter of item.commenters.slice(0, 2)) {
      add(commenter.name, "person", `Spoke during public comment on "${item.title}"`);
    }
    for (const key of item.topic.organizationKeys)
      add(item.facts[key] ?? "", "organization", `Named in "${item.title}"`);
    for (const key of item.topic.placeKeys)
      add(item.facts[key] ?? "", "place", `Location in "${item.title}"`);
    for (const key of item.topic.moneyKeys)
      add(item.facts[key] ?? "", "money", `${item.topic.label}: "${item.title}"`);
    if (item.direction) add(item.direction.date, "date", `Follow-up due: ${item.direction.task}`);
  }
  add(isoDate(meeting.meetingDate), "date", "Date of the meeting");
  add(isoDate(meeting.nextMeetingDate), "date", "Next scheduled meeting");
  return entities;
}

/** `minimumHighlights` lets one showcase meeting have more than the three highlights a preview shows. */
export function buildAnalysis(
  meeting: GeneratedMeeting,
  random: Random,
  minimumHighlights = 3,
): AnalysisResults {
  return {
    summary: summarize(meeting),
    highlights: buildHighlights(meeting, random, minimumHighlights),
    action_items: buildActionItems(meeting),
    entities: buildEntities(meeting),
  };
}

/** The items a reporter would lead with, best first: a passed motion that drew the most public comment. */
function leadCandidates(meeting: GeneratedMeeting): ItemOutcome[] {
  return [...meeting.items].sort((left, right) => {
    const score = (item: ItemOutcome) => (item.motion?.passed ? 10 : 0) + item.commenters.length;
    return score(right) - score(left) || left.number - right.number;
  });
}

function headlineFor(meeting: GeneratedMeeting, item: ItemOutcome): string {
  if (!item.motion) return `${meeting.source.bodyName} reviews ${item.topic.label.toLowerCase()}`;
  if (!item.motion.passed)
    return `${meeting.source.bodyName} votes down ${item.topic.label.toLowerCase()} proposal`;
  return fill(item.topic.headline, item.facts);
}

function ledeFor(meeting: GeneratedMeeting, item: ItemOutcome): string {
  const date = formatLongDate(meeting.meetingDate);
  const others = meeting.items.length - 1;
  const context = others > 0 ? `, one of ${countText(meeting.items.length)} items on the agenda` : "";
  if (!item.motion) {
    return `Members of the ${meeting.source.bodyName} reviewed "${item.title}" at a ${kindLabel(meeting)} on ${date} without taking a vote${context}.`;
  }
  if (!item.motion.passed) {
    return `A motion to ${item.motion.text} failed on a ${item.motion.tally} vote at the ${meeting.source.bodyName} meeting on ${date}.`;
  }
  return `The ${meeting.source.bodyName} voted ${item.motion.tally} on ${date} to ${item.motion.text}${context}.`;
}

function storyParagraphs(meeting: GeneratedMeeting, lead: ItemOutcome): string[] {
  const short = bodyShort(meeting);
  const paragraphs = [ledeFor(meeting, lead)];
  paragraphs.push(
    `${speakerLabel(lead.presenter)} presented the item to the ${short}. ${fill(lead.topic.storyDetail, lead.facts)}`,
  );
  if (lead.reportQuote.text) {
    paragraphs.push(
      `"${quoteForAttribution(lead.reportQuote.text)}" ${lead.reportQuote.speaker} told the ${short}.`,
    );
  }
  paragraphs.push(fill(lead.topic.background, lead.facts));
  const [first, second] = lead.commenters;
  if (first) {
    const count = lead.commenters.length;
    const lines = [
      `${capitalize(plural(count, "person", "people"))} spoke during public comment on the item.`,
      `"${quoteForAttribution(first.quote.text)}" said ${first.name}.`,
    ];
    if (second) lines.push(`${second.name} told the ${short}: "${second.quote.text}"`);
    paragraphs.push(lines.join(" "));
  }
  if (lead.motion?.passed && lead.motion.noVoters.length > 0) {
    paragraphs.push(`${lead.motion.noVoters.map(speakerLabel).join(" and ")} voted against the motion.`);
  }
  const exchange = lead.exchanges[0];
  if (exchange) {
    paragraphs.push(
      `${speakerLabel(exchange.asker)} asked, "${exchange.question}" ${speakerLabel(lead.presenter)} replied: "${exchange.answer}"`,
    );
  }
  const direction = directionSentence(lead);
  if (direction) paragraphs.push(direction);
  const others = meeting.items.filter((item) => item !== lead);
  if (others.length > 0) {
    const shown = others.slice(0, 4);
    const more = others.length - shown.length;
    paragraphs.push(
      `In other business, the ${short} ${joinAsList(shown.map(itemOutcomeSentence))}.${more > 0 ? ` It worked through ${plural(more, "more item", "more items")} before adjourning.` : ""}`,
    );
    // Details of the other items, until the story reaches a typical news length.
    for (const item of shown) {
      if (wordCount(paragraphs.join(" ")) >= 300) break;
      paragraphs.push(`On "${item.title}": ${fill(item.topic.storyDetail, item.facts)}`);
    }
  }
  paragraphs.push(`The ${short}'s next meeting is scheduled for ${formatLongDate(meeting.nextMeetingDate)}.`);
  return paragraphs;
}

function quickFacts(meeting: GeneratedMeeting, lead: ItemOutcome): string[] {
  const facts = [lead.motion ? `Vote: ${lead.motion.tally}` : "No vote taken (discussion item)"];
  const moneyKey = lead.topic.moneyKeys[0];
  const amount = moneyKey ? lead.facts[moneyKey] : undefined;
  if (amount) facts.push(`Amount: ${amount}`);
  facts.push(`Public speakers on the item: ${lead.commenters.length}`);
  facts.push(`Agenda items: ${meeting.items.length}`);
  facts.push(`Next meeting: ${formatLongDate(meeting.nextMeetingDate)}`);
  return facts.slice(0, 5);
}

/**
 * The meeting's story. `usedHeadlines` holds the demo's headlines so far: two stories never share one (issue 14),
 * so a meeting whose best item was already a headline elsewhere leads with its next best.
 */
export function buildNewsStory(meeting: GeneratedMeeting, usedHeadlines: Set<string> = new Set()): NewsStory {
  const candidates = leadCandidates(meeting);
  const lead =
    candidates.find((item) => !usedHeadlines.has(headlineFor(meeting, item))) ??
    candidates.find(
      (item) => !usedHeadlines.has(`${headlineFor(meeting, item)} in ${meeting.source.bodyName}`),
    );
  if (!lead)
    throw new Error(
      `Cannot write a story with a headline of its own for this meeting: ${meeting.source.key}`,
    );
  const plainHeadline = headlineFor(meeting, lead);
  const headline = usedHeadlines.has(plainHeadline)
    ? `${plainHeadline} in ${meeting.source.bodyName}`
    : plainHeadline;
  usedHeadlines.add(headline);
  const body = storyParagraphs(meeting, lead).join("\n\n");
  const quote = lead.commenters[0]?.quote ?? lead.reportQuote;
  return {
    article: {
      headline,
      body,
      word_count: wordCount(body),
      primary_focus: lead.topic.label,
    },
    sidebar_elements: {
      quote_block: quote.text
        ? {
            quote: quote.text,
            attribution: quote.speaker,
            context: `Said during the discussion of "${lead.title}".`,
          }
        : null,
      quick_facts: quickFacts(meeting, lead),
      background: fill(lead.topic.background, lead.facts),
    },
    metadata: {
      follow_up_needed: meeting.items.some((item) => item.direction !== null),
      next_meeting_date: isoDate(meeting.nextMeetingDate),
      sources_used: ["Meeting transcript", "Meeting video"],
      uncertainty_notes: [],
    },
    notes: "",
  };
}
