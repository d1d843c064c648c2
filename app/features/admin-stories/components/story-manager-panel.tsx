// The story manager's panel for one video: what it has (transcript, analysis, story), the three actions with
// their spec toasts, and the link to /story/{videoId}. Each action is a form post (works without JavaScript).
// The buttons stay enabled when a step is not possible yet: pressing one says why, in the spec's words.
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import { GeneratedAt } from "~/features/stories/components/story-preview";
import type { ActionResult } from "~/lib/action-result";
import { STORY_MANAGER_INTENTS } from "../admin-stories.constants";
import {
  ANALYSIS_LABEL,
  ANALYZING,
  GENERATE_STORY,
  GENERATING_STORY,
  NONE,
  PUBLISHED_LABEL,
  REFRESH_VIDEO_DATA,
  REFRESHING,
  REVIEW_HINT,
  REVIEW_TITLE,
  RUN_ANALYSIS,
  STATUS_TITLE,
  STORY_IS_DRAFT,
  STORY_IS_PUBLIC,
  STORY_LABEL,
  SUMMARY_LABEL,
  TRANSCRIPT_LABEL,
  transcriptStatus,
  VIEW_STORY_PAGE,
} from "../admin-stories.copy";
import type { StoryManagerVideo } from "../admin-stories.server";

type Intent = (typeof STORY_MANAGER_INTENTS)[keyof typeof STORY_MANAGER_INTENTS];

function ActionButton({
  videoId,
  intent,
  label,
  busyLabel,
  variant,
}: {
  videoId: string;
  intent: Intent;
  label: string;
  busyLabel: string;
  variant: "primary" | "outline";
}) {
  const fetcher = useFetcher<ActionResult>({ key: `story-manager-${intent}` });
  const busy = fetcher.state !== "idle";
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="videoId" value={videoId} />
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </fetcher.Form>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </>
  );
}

export function StoryManagerPanel({ video }: { video: StoryManagerVideo }) {
  return (
    <section aria-labelledby="story-manager-video" className="rounded-lg border border-slate-200 p-4">
      <h2 id="story-manager-video" className="text-xl font-semibold text-slate-900">
        {video.title}
      </h2>
      <h3 className="mt-4 font-semibold text-slate-900">{STATUS_TITLE}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Fact label={TRANSCRIPT_LABEL}>
          {video.transcriptChars > 0 ? transcriptStatus(video.transcriptChars) : NONE}
        </Fact>
        <Fact label={ANALYSIS_LABEL}>
          {video.analyzedAt ? <GeneratedAt iso={video.analyzedAt} /> : video.analysisSummary ? "—" : NONE}
        </Fact>
        <Fact label={STORY_LABEL}>
          {video.storyHeadline ? (
            <>
              {video.storyHeadline}
              {video.storyGeneratedAt ? (
                <>
                  {" "}
                  (<GeneratedAt iso={video.storyGeneratedAt} />)
                </>
              ) : null}
            </>
          ) : (
            NONE
          )}
        </Fact>
        {video.storyHeadline ? (
          <Fact label={PUBLISHED_LABEL}>{video.storyPublished ? STORY_IS_PUBLIC : STORY_IS_DRAFT}</Fact>
        ) : null}
        {video.analysisSummary ? <Fact label={SUMMARY_LABEL}>{video.analysisSummary}</Fact> : null}
      </dl>
      {video.storyReviewFailures.length > 0 ? (
        <section
          aria-labelledby="story-review"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <h3 id="story-review" className="font-semibold text-amber-900">
            {REVIEW_TITLE}
          </h3>
          <p className="mt-1 text-sm text-amber-900">{REVIEW_HINT}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {video.storyReviewFailures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ActionButton
          videoId={video.id}
          intent={STORY_MANAGER_INTENTS.analyze}
          label={RUN_ANALYSIS}
          busyLabel={ANALYZING}
          variant="primary"
        />
        <ActionButton
          videoId={video.id}
          intent={STORY_MANAGER_INTENTS.generate}
          label={GENERATE_STORY}
          busyLabel={GENERATING_STORY}
          variant="primary"
        />
        <ActionButton
          videoId={video.id}
          intent={STORY_MANAGER_INTENTS.refresh}
          label={REFRESH_VIDEO_DATA}
          busyLabel={REFRESHING}
          variant="outline"
        />
        <Link to={video.storyPath} className="font-semibold text-teal-800 underline">
          {VIEW_STORY_PAGE}
        </Link>
      </div>
    </section>
  );
}
