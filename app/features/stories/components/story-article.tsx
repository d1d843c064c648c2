// The story itself: headline, when it was written, its focus and its paragraphs, beside the sidebar.
import type { ReactNode } from "react";
import { LinkedNamesText } from "~/components/linked-names-text";
import { LongDate } from "~/features/analysis/components/long-date";
import type { StoryView } from "~/features/stories/components/story-content";
import { keyed } from "~/lib/keyed";
import type { NameLink } from "~/lib/link-names";
import { GENERATED_LABEL, PRIMARY_FOCUS_LABEL } from "../stories.copy";
import { StoryMetadata } from "./story-metadata";
import { StorySidebar } from "./story-sidebar";

export function StoryArticle({
  story,
  headline,
  generatedAt,
  actions,
  nameLinks = [],
}: {
  story: StoryView;
  headline: string;
  generatedAt: string | null;
  /** Links shown under the byline, such as View Analysis. */
  actions: ReactNode;
  /** Pages the story may name (its meeting's topics, the city's people): each name's first mention is a link. */
  nameLinks?: readonly NameLink[];
}) {
  const article = story.kind === "article" ? story.story : null;
  const linked = new Set<string>();
  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
          {headline}
        </h1>
        {generatedAt ? (
          <p className="mt-2 text-sm text-slate-600">
            {GENERATED_LABEL} <LongDate iso={generatedAt} />
          </p>
        ) : null}
        {article?.article.primary_focus ? (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold">{PRIMARY_FOCUS_LABEL}</span> {article.article.primary_focus}
          </p>
        ) : null}
        <div className="mt-4">{actions}</div>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
          {keyed(story.paragraphs, (text) => text).map(({ key, item: paragraph }) => (
            <p key={key}>
              <LinkedNamesText text={paragraph} names={nameLinks} linked={linked} />
            </p>
          ))}
        </div>
        {article ? <StoryMetadata metadata={article.metadata} /> : null}
      </div>
      {article ? <StorySidebar sidebar={article.sidebar_elements} nameLinks={nameLinks} /> : null}
    </article>
  );
}
