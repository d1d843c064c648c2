// The playground's workbench for one meeting: additional context, Generate Candidate, the current story beside
// the candidate, and Save or Discard. The candidate lives only in this page until Save posts it back, where the
// server checks it again in full (ADR 0014); Discard just drops it, so nothing changes on the server.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { NewsStory } from "~/features/analysis/analysis.schema";
import { readNewsStory, type StoryView } from "~/features/stories/components/story-content";
import { StoryPreview } from "~/features/stories/components/story-preview";
import type { ActionResult } from "~/lib/action-result";
import { MAX_ADDITIONAL_CONTEXT_CHARS, PLAYGROUND_INTENTS } from "../admin-stories.constants";
import {
  ADDITIONAL_CONTEXT_HINT,
  ADDITIONAL_CONTEXT_LABEL,
  CANDIDATE_DISCARDED,
  CANDIDATE_DISCARDED_HINT,
  CANDIDATE_STORY,
  CURRENT_STORY,
  DISCARD_CANDIDATE,
  GENERATE_CANDIDATE,
  GENERATING_STORY,
  NO_CANDIDATE,
  NO_STORY_YET,
  SAVE_CANDIDATE,
  SAVING,
} from "../admin-stories.copy";

/** What Generate answers beside its toast: the candidate and the story it would replace. */
export type GeneratedCandidate = { candidate: NewsStory; basedOnStoryGeneratedAt: string | null };

type Candidate = { story: NewsStory; view: StoryView; basedOnStoryGeneratedAt: string | null };

export function StoryPlayground({
  video,
}: {
  video: { id: string; title: string; story: StoryView | null; storyGeneratedAt: string | null };
}) {
  const generator = useFetcher<ActionResult<GeneratedCandidate>>({ key: `playground-generate-${video.id}` });
  const saver = useFetcher<ActionResult>({ key: `playground-save-${video.id}` });
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const { toast } = useToast();
  const generating = generator.state !== "idle";
  const saving = saver.state !== "idle";

  // A new answer from Generate becomes the candidate; a failed one leaves any earlier candidate as it was.
  useActionToast(generator, {
    onSuccess: (result) => {
      const view = readNewsStory(result.candidate);
      if (view)
        setCandidate({
          story: result.candidate,
          view,
          basedOnStoryGeneratedAt: result.basedOnStoryGeneratedAt,
        });
    },
  });
  // Once saved, the candidate is the current story (the page reloads it), so it leaves the workbench.
  useActionToast(saver, { onSuccess: () => setCandidate(null) });

  const contextError =
    generator.data && !generator.data.ok ? generator.data.fieldErrors.additionalContext : undefined;
  return (
    <section aria-labelledby="playground-video" className="space-y-6">
      <h2 id="playground-video" className="text-xl font-semibold text-slate-900">
        {video.title}
      </h2>
      <generator.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={PLAYGROUND_INTENTS.generate} />
        <input type="hidden" name="videoId" value={video.id} />
        <TextAreaField
          label={ADDITIONAL_CONTEXT_LABEL}
          hint={ADDITIONAL_CONTEXT_HINT}
          name="additionalContext"
          rows={4}
          maxLength={MAX_ADDITIONAL_CONTEXT_CHARS}
          error={contextError}
        />
        <Button type="submit" disabled={generating || saving}>
          {generating ? GENERATING_STORY : GENERATE_CANDIDATE}
        </Button>
      </generator.Form>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="current-story-heading">
          <h3 id="current-story-heading" className="mb-2 text-lg font-semibold text-slate-900">
            {CURRENT_STORY}
          </h3>
          {video.story ? (
            <StoryPreview story={video.story} generatedAt={video.storyGeneratedAt} label={CURRENT_STORY} />
          ) : (
            <p className="text-slate-600">{NO_STORY_YET}</p>
          )}
        </section>
        <section aria-labelledby="candidate-story-heading">
          <h3 id="candidate-story-heading" className="mb-2 text-lg font-semibold text-slate-900">
            {CANDIDATE_STORY}
          </h3>
          {candidate ? (
            <>
              <StoryPreview story={candidate.view} generatedAt={null} label={CANDIDATE_STORY} />
              <div className="mt-3 flex flex-wrap gap-3">
                <saver.Form method="post">
                  <input type="hidden" name="intent" value={PLAYGROUND_INTENTS.save} />
                  <input type="hidden" name="videoId" value={video.id} />
                  <input type="hidden" name="candidate" value={JSON.stringify(candidate.story)} />
                  <input
                    type="hidden"
                    name="expectedStoryGeneratedAt"
                    value={candidate.basedOnStoryGeneratedAt ?? ""}
                  />
                  <Button type="submit" disabled={saving || generating}>
                    {saving ? SAVING : SAVE_CANDIDATE}
                  </Button>
                </saver.Form>
                <Button
                  variant="outline"
                  disabled={saving}
                  onClick={() => {
                    setCandidate(null);
                    toast({ title: CANDIDATE_DISCARDED, description: CANDIDATE_DISCARDED_HINT });
                  }}
                >
                  {DISCARD_CANDIDATE}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-slate-600">{NO_CANDIDATE}</p>
          )}
        </section>
      </div>
    </section>
  );
}
