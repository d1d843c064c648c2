// Turning a stored news_story (a JSON object, a JSON string or plain text) into what the story page shows.
import { type NewsStoryView, newsStorySchema } from "~/features/stories/stories.schema";

export type StoryView =
  | { kind: "article"; story: NewsStoryView; paragraphs: string[] }
  /** A model's answer that was not JSON: shown as it came, paragraph by paragraph. */
  | { kind: "text"; paragraphs: string[] };

/** Paragraphs are separated by blank lines; single line breaks inside one are kept as spaces. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function articleView(value: Record<string, unknown>): StoryView | null {
  const story = newsStorySchema.parse(value);
  if (!story.article.headline && !story.article.body) return null;
  return { kind: "article", story, paragraphs: splitParagraphs(story.article.body) };
}

/** The story to show, or null when the video has none worth showing. */
export function readNewsStory(value: unknown): StoryView | null {
  if (isRecord(value)) return articleView(value);
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed)) return articleView(parsed);
    // A story encoded twice ("\"{...}\"") is read through once more.
    if (typeof parsed === "string" && parsed !== value) return readNewsStory(parsed);
  } catch {
    // Not JSON: the text itself is the story.
  }
  const paragraphs = splitParagraphs(value);
  return paragraphs.length > 0 ? { kind: "text", paragraphs } : null;
}

export function storyHeadline(view: StoryView | null, fallback: string): string {
  return view?.kind === "article" && view.story.article.headline ? view.story.article.headline : fallback;
}

export function storyLead(view: StoryView | null): string | null {
  return view?.paragraphs[0] ?? null;
}
