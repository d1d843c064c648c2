// The selected video's four panels: Details, Transcript (with the upload), Analysis and Story, each with the
// spec's empty text (001 section 2). Transcript, analysis and story scroll inside their panel beyond 24rem.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { AnalysisDetails } from "~/features/analysis/components/analysis-details";
import { ContentAttribution } from "~/features/meetings/components/content-attribution";
import type { VideoSource } from "~/features/meetings/meetings.schema";
import { PipelineStatus } from "~/features/pipeline/components/pipeline-status";
import { GeneratedAt, StoryPreview } from "~/features/stories/components/story-preview";
import { meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import {
  ANALYSIS_TITLE,
  DETAIL_LABELS,
  DETAILS_TITLE,
  NO_ANALYSIS,
  NO_STORY,
  NO_TRANSCRIPT,
  NO_VIDEO_DETAILS,
  OPEN_MEETING_PAGE,
  OPEN_STORY_PAGE,
  STORY_TITLE,
  TRANSCRIPT_TITLE,
  transcriptCharacters,
} from "../admin-content.copy";
import type { ContentVideoDetails } from "../admin-content.server";
import { PublishControl, StepActions, StoryEditor, SummaryEditor } from "./editorial-controls";
import { TranscriptUploadForm } from "./transcript-upload-form";

/** In the admin panel timestamps are read, not played: there is no player on this page. */
const NO_PLAYER: VideoSource = { kind: "unembeddable", watchUrl: null, host: "other" };

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </>
  );
}

export function DetailsPanel({
  video,
  locationKey,
}: {
  video: ContentVideoDetails | null;
  locationKey: string;
}) {
  return (
    <Panel id="details-panel" title={DETAILS_TITLE}>
      {video ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <DetailRow label={DETAIL_LABELS.title}>{video.title}</DetailRow>
            <DetailRow label={DETAIL_LABELS.description}>
              <span className="whitespace-pre-line">{video.description || "—"}</span>
            </DetailRow>
            <DetailRow label={DETAIL_LABELS.videoId}>{video.videoId}</DetailRow>
            <DetailRow label={DETAIL_LABELS.videoUrl}>{video.videoUrl || "—"}</DetailRow>
            <DetailRow label={DETAIL_LABELS.channelTitle}>{video.channelTitle || "—"}</DetailRow>
            <DetailRow label={DETAIL_LABELS.publishedAt}>
              {video.publishedAt ? <GeneratedAt iso={video.publishedAt} /> : "—"}
            </DetailRow>
            <DetailRow label={DETAIL_LABELS.createdAt}>
              <GeneratedAt iso={video.createdAt} />
            </DetailRow>
            <DetailRow label={DETAIL_LABELS.transcriptSource}>{video.transcriptSource || "—"}</DetailRow>
            <DetailRow label={DETAIL_LABELS.analyzedAt}>
              {video.analyzedAt ? <GeneratedAt iso={video.analyzedAt} /> : "—"}
            </DetailRow>
          </dl>
          <p className="mt-3 flex flex-wrap gap-4 text-sm">
            <Link className="font-semibold text-teal-800 underline" to={meetingPath(locationKey, video.id)}>
              {OPEN_MEETING_PAGE}
            </Link>
            <Link
              className="font-semibold text-teal-800 underline"
              to={meetingStoryPath(locationKey, video.id)}
            >
              {OPEN_STORY_PAGE}
            </Link>
          </p>
          {video.pipelineSteps.length > 0 ? <PipelineStatus steps={video.pipelineSteps} /> : null}
          <StepActions video={video} />
        </>
      ) : (
        <Empty>{NO_VIDEO_DETAILS}</Empty>
      )}
    </Panel>
  );
}

export function TranscriptPanel({ video }: { video: ContentVideoDetails | null }) {
  return (
    <Panel id="transcript-panel" title={TRANSCRIPT_TITLE}>
      {video?.transcript ? (
        <>
          <p className="mb-2 text-sm text-slate-600">{transcriptCharacters(video.transcript.length)}</p>
          <ScrollRegion label={TRANSCRIPT_TITLE} className="bg-slate-50 p-3">
            <pre className="whitespace-pre-wrap break-words font-mono text-sm text-slate-800">
              {video.transcript}
            </pre>
          </ScrollRegion>
        </>
      ) : (
        <Empty>{NO_TRANSCRIPT}</Empty>
      )}
      {video ? <TranscriptUploadForm videoId={video.id} /> : null}
    </Panel>
  );
}

export function AnalysisPanel({ video }: { video: ContentVideoDetails | null }) {
  return (
    <Panel id="analysis-panel" title={ANALYSIS_TITLE}>
      {video?.analysis ? (
        <>
          <ContentAttribution attribution={video.analysisAttribution} />
          <div className="mt-2 mb-2">
            <SummaryEditor video={video} />
          </div>
          <ScrollRegion label={ANALYSIS_TITLE} className="p-3">
            <div className="-mt-8">
              <AnalysisDetails analysis={video.analysis} source={NO_PLAYER} onSeek={() => {}} />
            </div>
          </ScrollRegion>
        </>
      ) : (
        <Empty>{NO_ANALYSIS}</Empty>
      )}
    </Panel>
  );
}

export function StoryPanel({ video }: { video: ContentVideoDetails | null }) {
  return (
    <Panel id="story-panel" title={STORY_TITLE}>
      {video?.story ? (
        <>
          <PublishControl video={video} />
          <div className="mt-2">
            <ContentAttribution attribution={video.storyAttribution} />
          </div>
          <div className="my-2">
            <StoryEditor video={video} />
          </div>
          <StoryPreview story={video.story} generatedAt={video.storyGeneratedAt} label={STORY_TITLE} />
        </>
      ) : (
        <Empty>{NO_STORY}</Empty>
      )}
    </Panel>
  );
}
