// The selected URL's videos: view and edit (title, description, transcript), delete, refresh from the source with
// progress and the count of new videos, and the file forms beside Refresh: Add Meeting and Import Feed File.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import { meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import {
  INTENTS,
  VIDEO_DESCRIPTION_ROWS,
  VIDEO_TRANSCRIPT_ROWS,
  VIDEOS_PAGE_SIZE,
} from "../admin-cities.constants";
import { ADMIN_LOADING, LABELS, NO_VIDEOS_FOR_URL } from "../admin-cities.copy";
import type { AdminVideoRow, CityUrl, VideoStepState } from "../admin-cities.server";
import { ConfirmDelete } from "./confirm-delete";
import { VideoFileForms } from "./video-file-forms";

type Props = {
  cityId: string;
  /** For the links to the meeting and story pages. */
  locationKey: string;
  url: CityUrl;
  videos: { rows: AdminVideoRow[]; total: number; shown: number };
};

const COLUMNS = [
  LABELS.title,
  LABELS.published,
  LABELS.transcript,
  LABELS.analysis,
  LABELS.story,
  LABELS.actions,
];

function publishedDate(value: Date | string | null): string {
  if (!value) return "-";
  return new Date(value).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

export function CityVideosTable({ cityId, locationKey, url, videos }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // Rows follow their jobs (queued, running, done, failed) without a reload.
  const states = videos.rows.flatMap((video) => Object.values(video.steps).map((step) => step?.state));
  useLiveProgress(
    states.some((state) => state === "queued" || state === "running"),
    videos.rows.map((video) => JSON.stringify(video.steps)).join("|"),
  );
  const name = url.title || url.url;
  const moreHref = `?${new URLSearchParams({ cityId, urlId: url.id, show: String(videos.shown + VIDEOS_PAGE_SIZE) })}`;
  return (
    <section
      aria-labelledby="city-videos-heading"
      className="relative rounded-lg border border-slate-200 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="city-videos-heading" className="text-lg font-semibold">
          {LABELS.videosOf(name)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <VideoFileForms cityId={cityId} urlId={url.id} />
          <RefreshVideosButton cityId={cityId} urlId={url.id} />
        </div>
      </div>
      {url.lastRefreshNote ? <p className="mt-2 text-sm text-slate-600">{url.lastRefreshNote}</p> : null}
      {url.lastRefreshError ? (
        <p className="mt-2 text-sm text-red-800">Last refresh failed: {url.lastRefreshError}</p>
      ) : null}
      {videos.rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{NO_VIDEOS_FOR_URL}</p>
      ) : (
        <>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{LABELS.videosOf(name)}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-2 py-2 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {videos.rows.map((video) =>
                  editingId === video.id ? (
                    <tr key={video.id}>
                      <td colSpan={COLUMNS.length} className="bg-slate-50 p-3">
                        <VideoEditor cityId={cityId} video={video} onDone={() => setEditingId(null)} />
                      </td>
                    </tr>
                  ) : (
                    <tr key={video.id} className="border-b border-slate-100 align-top">
                      <td className="px-2 py-2">
                        <p className="font-medium">{video.title}</p>
                        {video.description ? (
                          <p className="mt-1 line-clamp-2 text-slate-600">{video.description}</p>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2">{publishedDate(video.publishedAt)}</td>
                      <td className="px-2 py-2">
                        <StepCell
                          step={video.steps.transcript}
                          done={
                            video.transcriptLength > 0
                              ? `${video.transcriptLength.toLocaleString("en-US")} characters`
                              : null
                          }
                          empty={LABELS.noTranscript}
                        />
                      </td>
                      <td className="px-2 py-2">
                        <StepCell
                          step={video.steps.analysis}
                          done={video.hasAnalysis ? LABELS.ready : null}
                          empty={LABELS.none}
                        />
                      </td>
                      <td className="px-2 py-2">
                        <StepCell
                          step={video.steps.story}
                          done={
                            video.hasStory
                              ? video.storyPublished
                                ? LABELS.storyPublished
                                : LABELS.storyNotPublished
                              : null
                          }
                          empty={LABELS.none}
                        />
                      </td>
                      <td className="whitespace-nowrap px-2 py-2">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={LABELS.editVideo(video.title)}
                          disabled={editingId !== null}
                          onClick={() => setEditingId(video.id)}
                        >
                          {LABELS.edit}
                        </Button>
                        <VideoLinks cityId={cityId} locationKey={locationKey} urlId={url.id} video={video} />
                        <StepButtons cityId={cityId} video={video} disabled={editingId !== null} />
                        <ConfirmDelete
                          label={LABELS.deleteVideo(video.title)}
                          title={LABELS.confirmDeleteVideoTitle}
                          description={LABELS.confirmDeleteVideo}
                          fields={{ intent: INTENTS.deleteVideo, cityId, videoId: video.id }}
                          disabled={editingId !== null}
                        />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-600">{LABELS.showingVideos(videos.shown, videos.total)}</p>
          {videos.shown < videos.total ? (
            <Link
              to={moreHref}
              preventScrollReset
              className="mt-2 inline-block text-sm text-teal-800 underline"
            >
              {LABELS.showMoreVideos}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

const STEP_NAMES = { transcript: LABELS.transcript, analysis: LABELS.analysis, story: LABELS.story } as const;

/** A step's cell: its output when done, else where its run stands, with a failure's reason. */
function StepCell({
  step,
  done,
  empty,
}: {
  step: VideoStepState | undefined;
  done: string | null;
  empty: string;
}) {
  if (step?.state === "failed")
    return (
      <span className="text-red-800">
        <span className="font-semibold">{LABELS.stepFailed}</span>
        {step.lastError ? <span className="block text-xs">{step.lastError}</span> : null}
        {done ? <span className="block text-xs text-slate-600">{done}</span> : null}
      </span>
    );
  if (step?.state === "queued" || step?.state === "running")
    return (
      <span className="text-sky-900">
        {step.state === "queued" ? LABELS.stepQueued : LABELS.stepRunning}
        {done ? <span className="block text-xs text-slate-600">{done}</span> : null}
      </span>
    );
  return <span className={done ? "" : "text-slate-500"}>{done ?? empty}</span>;
}

function VideoLinks(props: { cityId: string; locationKey: string; urlId: string; video: AdminVideoRow }) {
  const { video } = props;
  const content = `/admin/content-management?${new URLSearchParams({
    cityId: props.cityId,
    sourceUrlId: props.urlId,
    videoId: video.id,
  })}`;
  const linkClass = "mr-3 text-sm text-teal-800 underline";
  return (
    <span className="mb-1 block">
      <Link to={content} className={linkClass} aria-label={LABELS.openContentManagement(video.title)}>
        {LABELS.contentManagementLink}
      </Link>
      <Link
        to={meetingPath(props.locationKey, video.id)}
        className={linkClass}
        aria-label={LABELS.openMeetingPage(video.title)}
      >
        {LABELS.meetingPageLink}
      </Link>
      {video.hasStory ? (
        <Link
          to={meetingStoryPath(props.locationKey, video.id)}
          className={linkClass}
          aria-label={LABELS.openStoryPage(video.title)}
        >
          {LABELS.storyPageLink}
        </Link>
      ) : null}
    </span>
  );
}

/** Fetch Transcript for a video without one, and Retry for each step that failed. */
function StepButtons({
  cityId,
  video,
  disabled,
}: {
  cityId: string;
  video: AdminVideoRow;
  disabled: boolean;
}) {
  const failed = (["transcript", "analysis", "story"] as const).filter(
    (step) => video.steps[step]?.state === "failed",
  );
  return (
    <>
      {video.transcriptLength === 0 && !failed.includes("transcript") ? (
        <StepButton
          fields={{ intent: INTENTS.fetchTranscript, cityId, videoId: video.id }}
          label={LABELS.fetchTranscript}
          accessibleName={LABELS.fetchTranscriptFor(video.title)}
          disabled={disabled}
        />
      ) : null}
      {failed.map((step) => (
        <StepButton
          key={step}
          fields={{ intent: INTENTS.retryStep, cityId, videoId: video.id, step }}
          label={LABELS.retryStep(STEP_NAMES[step])}
          accessibleName={LABELS.retryStepFor(STEP_NAMES[step], video.title)}
          disabled={disabled}
        />
      ))}
    </>
  );
}

function StepButton(props: {
  fields: Record<string, string>;
  label: string;
  accessibleName: string;
  disabled: boolean;
}) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const busy = isBusy(fetcher.state);
  return (
    <fetcher.Form method="post" className="inline">
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={props.accessibleName}
        disabled={busy || props.disabled}
      >
        {props.label}
      </Button>
    </fetcher.Form>
  );
}

function RefreshVideosButton({ cityId, urlId }: { cityId: string; urlId: string }) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const busy = isBusy(fetcher.state);
  return (
    <fetcher.Form method="post" className="flex items-center gap-3">
      <input type="hidden" name="intent" value={INTENTS.refreshVideos} />
      <input type="hidden" name="cityId" value={cityId} />
      <input type="hidden" name="urlId" value={urlId} />
      <p role="status" className="text-sm text-slate-600">
        {busy ? LABELS.refreshingStatus : ""}
      </p>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? LABELS.refreshing : LABELS.refreshVideos}
      </Button>
    </fetcher.Form>
  );
}

type TranscriptAnswer = { transcript: string | null; revision: string } | { error: string };

/**
 * Sends only what the person changed. The server reads an absent field as "unchanged", so an untouched description
 * is never rewritten and a transcript still loading is never sent (issue #13: "Loading..." once replaced one).
 */
function changedFields(form: FormData, video: AdminVideoRow, transcriptEdited: boolean): FormData {
  if (form.get("title") === video.title) form.delete("title");
  if (form.get("description") === (video.description ?? "")) form.delete("description");
  if (!transcriptEdited) {
    form.delete("transcript");
    form.delete("transcriptRevision");
  }
  return form;
}

function VideoEditor({
  cityId,
  video,
  onDone,
}: {
  cityId: string;
  video: AdminVideoRow;
  onDone: () => void;
}) {
  const fetcher = useFetcher();
  const transcriptLoader = useFetcher<TranscriptAnswer>();
  const [transcriptEdited, setTranscriptEdited] = useState(false);
  useActionToast(fetcher, { onSuccess: onDone });
  const busy = isBusy(fetcher.state);

  const { load } = transcriptLoader;
  useEffect(() => {
    load(`/admin/city-management/videos/${video.id}/transcript`);
  }, [load, video.id]);
  const answer = transcriptLoader.data;
  const loaded = answer !== undefined && "transcript" in answer ? answer : null;

  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label={LABELS.editVideo(video.title)}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = changedFields(new FormData(event.currentTarget), video, transcriptEdited);
        fetcher.submit(form, { method: "post" });
      }}
    >
      <input type="hidden" name="intent" value={INTENTS.updateVideo} />
      <input type="hidden" name="cityId" value={cityId} />
      <input type="hidden" name="videoId" value={video.id} />
      <TextField label={LABELS.title} name="title" defaultValue={video.title} aria-required="true" />
      <TextAreaField
        label={LABELS.description}
        name="description"
        rows={VIDEO_DESCRIPTION_ROWS}
        defaultValue={video.description ?? ""}
      />
      {loaded ? (
        <>
          <input type="hidden" name="transcriptRevision" value={loaded.revision} />
          <TextAreaField
            // A new element, not the placeholder's: a textarea keeps its first value when only defaultValue changes.
            key="transcript-loaded"
            label={LABELS.transcript}
            name="transcript"
            rows={VIDEO_TRANSCRIPT_ROWS}
            defaultValue={loaded.transcript ?? ""}
            onChange={() => setTranscriptEdited(true)}
            className="[&_textarea]:font-mono"
          />
        </>
      ) : (
        <TextAreaField
          key="transcript-placeholder"
          label={LABELS.transcript}
          rows={VIDEO_TRANSCRIPT_ROWS}
          disabled
          value={answer && "error" in answer ? answer.error : ADMIN_LOADING}
          readOnly
        />
      )}
      <div className="flex gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? LABELS.saving : LABELS.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={busy}>
          {LABELS.cancel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
