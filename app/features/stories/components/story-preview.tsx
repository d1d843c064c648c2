// A stored or candidate story in a compact panel for the admin tools: a story that parsed shows its headline,
// paragraphs, sidebar and notes; one stored as plain text shows that text as written, with when it was generated.
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { StoryView } from "~/features/stories/components/story-content";
import { keyed } from "~/lib/keyed";
import { GENERATED_LABEL, PRIMARY_FOCUS_LABEL, STORY_STORED_AS_TEXT } from "../stories.copy";
import { StoryMetadata } from "./story-metadata";
import { StorySidebar } from "./story-sidebar";

/** Date and time of generation, in UTC like every date the product shows. */
export function GeneratedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {date.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC
    </time>
  );
}

export function StoryPreview({
  story,
  generatedAt,
  label,
}: {
  story: StoryView;
  generatedAt: string | null;
  /** The accessible name of the scrolling region that holds the story. */
  label: string;
}) {
  const article = story.kind === "article" ? story.story : null;
  return (
    // Long stories scroll inside the panel (spec 001: beyond 24rem).
    <ScrollRegion label={label} className="p-4">
      {article ? (
        <h3 className="text-xl font-bold leading-tight text-slate-900">{article.article.headline}</h3>
      ) : (
        <p className="text-sm text-slate-600">{STORY_STORED_AS_TEXT}</p>
      )}
      {generatedAt ? (
        <p className="mt-1 text-sm text-slate-600">
          {GENERATED_LABEL} <GeneratedAt iso={generatedAt} />
        </p>
      ) : null}
      {article?.article.primary_focus ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">{PRIMARY_FOCUS_LABEL}</span> {article.article.primary_focus}
        </p>
      ) : null}
      <div
        className={`mt-3 space-y-3 text-slate-800 ${article ? "" : "whitespace-pre-wrap font-mono text-sm"}`}
      >
        {keyed(story.paragraphs, (text) => text).map(({ key, item: paragraph }) => (
          <p key={key}>{paragraph}</p>
        ))}
      </div>
      {article ? (
        <div className="mt-4 space-y-4">
          <StorySidebar sidebar={article.sidebar_elements} />
          <StoryMetadata metadata={article.metadata} />
        </div>
      ) : null}
    </ScrollRegion>
  );
}
