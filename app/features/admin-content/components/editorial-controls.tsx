// The selected video's buttons in Content Management (ADR 0025, 0026): an editor's own summary and story, restoring
// the machine's version, publishing, and sending a step back through the pipeline. Each is a plain form (it works
// without JavaScript) answered with a toast.
import { type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { PipelineStepRow } from "~/features/pipeline/components/pipeline-status";
import type { ActionResult } from "~/lib/action-result";
import { CONTENT_INTENTS, EDIT_LIMITS } from "../admin-content.constants";
import { EDITORIAL_COPY } from "../admin-content.copy";
import type { ContentVideoDetails } from "../admin-content.server";

type Intent = (typeof CONTENT_INTENTS)[keyof typeof CONTENT_INTENTS];

/** A fetcher whose answer becomes a toast; `onDone` runs after a success (a form closes). */
function useContentFetcher(onDone?: () => void) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher, { onSuccess: onDone });
  return fetcher;
}

/** One button posting one intent for the video. */
export function ContentActionButton({
  videoId,
  intent,
  label,
  fields = {},
  variant = "outline",
}: {
  videoId: string;
  intent: Intent;
  label: string;
  fields?: Record<string, string>;
  variant?: "primary" | "outline";
}) {
  const fetcher = useContentFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="videoId" value={videoId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** A form behind a button: opened, it takes the focus; Cancel or a save closes it. */
function Disclosure({
  label,
  children,
}: {
  label: string;
  children: (close: () => void, firstFieldId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const firstFieldId = useId();
  useEffect(() => {
    if (open) document.getElementById(firstFieldId)?.focus();
  }, [open, firstFieldId]);
  if (!open)
    return (
      <Button size="sm" variant="outline" aria-expanded={false} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <div className="mt-3 rounded-md border border-slate-200 p-3">
      {children(() => setOpen(false), firstFieldId)}
    </div>
  );
}

function SaveAndCancel({ busy, save, onCancel }: { busy: boolean; save: string; onCancel: () => void }) {
  return (
    <div className="flex gap-3">
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? EDITORIAL_COPY.saving : save}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
        {EDITORIAL_COPY.cancel}
      </Button>
    </div>
  );
}

export function SummaryEditor({ video }: { video: ContentVideoDetails }) {
  if (!video.analysis) return null;
  const summary = video.analysis.summary;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Disclosure label={EDITORIAL_COPY.editSummary}>
        {(close, firstFieldId) => (
          <SummaryForm videoId={video.id} summary={summary} id={firstFieldId} onDone={close} />
        )}
      </Disclosure>
      {video.analysisAttribution.editedAt ? (
        <ContentActionButton
          videoId={video.id}
          intent={CONTENT_INTENTS.restoreAnalysis}
          label={EDITORIAL_COPY.restoreMachine}
        />
      ) : null}
    </div>
  );
}

function SummaryForm(props: { videoId: string; summary: string; id: string; onDone: () => void }) {
  const fetcher = useContentFetcher(props.onDone);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label={EDITORIAL_COPY.editSummary}>
      <input type="hidden" name="intent" value={CONTENT_INTENTS.editSummary} />
      <input type="hidden" name="videoId" value={props.videoId} />
      <TextAreaField
        id={props.id}
        label={EDITORIAL_COPY.summaryLabel}
        name="summary"
        rows={6}
        required
        maxLength={EDIT_LIMITS.summary}
        defaultValue={props.summary}
      />
      <SaveAndCancel busy={busy} save={EDITORIAL_COPY.saveSummary} onCancel={props.onDone} />
    </fetcher.Form>
  );
}

export function StoryEditor({ video }: { video: ContentVideoDetails }) {
  const article = video.story?.kind === "article" ? video.story.story : null;
  if (!article) return null;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Disclosure label={EDITORIAL_COPY.editStory}>
        {(close, firstFieldId) => (
          <StoryForm
            videoId={video.id}
            id={firstFieldId}
            onDone={close}
            headline={article.article.headline}
            body={article.article.body}
            background={article.sidebar_elements.background}
            quickFacts={article.sidebar_elements.quick_facts.join("\n")}
          />
        )}
      </Disclosure>
      {video.storyAttribution.editedAt ? (
        <ContentActionButton
          videoId={video.id}
          intent={CONTENT_INTENTS.restoreStory}
          label={EDITORIAL_COPY.restoreMachine}
        />
      ) : null}
    </div>
  );
}

function StoryForm(props: {
  videoId: string;
  id: string;
  onDone: () => void;
  headline: string;
  body: string;
  background: string;
  quickFacts: string;
}) {
  const fetcher = useContentFetcher(props.onDone);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-3" aria-label={EDITORIAL_COPY.editStory}>
      <input type="hidden" name="intent" value={CONTENT_INTENTS.editStory} />
      <input type="hidden" name="videoId" value={props.videoId} />
      <TextField
        id={props.id}
        label={EDITORIAL_COPY.headlineLabel}
        name="headline"
        required
        maxLength={EDIT_LIMITS.headline}
        defaultValue={props.headline}
      />
      <TextAreaField
        label={EDITORIAL_COPY.bodyLabel}
        name="body"
        rows={10}
        required
        maxLength={EDIT_LIMITS.body}
        defaultValue={props.body}
      />
      <TextAreaField
        label={EDITORIAL_COPY.backgroundLabel}
        name="background"
        rows={3}
        maxLength={EDIT_LIMITS.background}
        defaultValue={props.background}
      />
      <TextAreaField
        label={EDITORIAL_COPY.quickFactsLabel}
        name="quickFacts"
        rows={4}
        maxLength={EDIT_LIMITS.quickFacts}
        defaultValue={props.quickFacts}
      />
      <SaveAndCancel busy={busy} save={EDITORIAL_COPY.saveStory} onCancel={props.onDone} />
    </fetcher.Form>
  );
}

export function PublishControl({ video }: { video: ContentVideoDetails }) {
  if (!video.story) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className={video.storyPublished ? "text-sm text-emerald-800" : "text-sm font-semibold text-amber-900"}
      >
        {video.storyPublished ? EDITORIAL_COPY.published : EDITORIAL_COPY.notPublished}
      </p>
      <ContentActionButton
        videoId={video.id}
        intent={video.storyPublished ? CONTENT_INTENTS.unpublishStory : CONTENT_INTENTS.publishStory}
        label={video.storyPublished ? EDITORIAL_COPY.unpublishStory : EDITORIAL_COPY.publishStory}
        variant={video.storyPublished ? "outline" : "primary"}
      />
    </div>
  );
}

const STEP_NAMES: Record<PipelineStepRow["step"], string> = {
  transcript: "Transcript",
  analysis: "Analysis",
  story: "Story",
};

/** Fetch Transcript, and Retry for each step that failed. */
export function StepActions({ video }: { video: ContentVideoDetails }) {
  const failed = video.pipelineSteps.filter((step) => step.state === "failed");
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <ContentActionButton
        videoId={video.id}
        intent={CONTENT_INTENTS.fetchTranscript}
        label={EDITORIAL_COPY.fetchTranscript}
      />
      {failed.map((step) => (
        <ContentActionButton
          key={step.step}
          videoId={video.id}
          intent={CONTENT_INTENTS.retryStep}
          fields={{ step: step.step }}
          label={EDITORIAL_COPY.retry(STEP_NAMES[step.step])}
        />
      ))}
    </div>
  );
}
