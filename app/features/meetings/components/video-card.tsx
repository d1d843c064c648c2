// One meeting video in the city page's list: thumbnail, title, summary, date, story and analysis links, badge.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { FetchTranscriptButton } from "~/features/transcripts/components/fetch-transcript-button";
import {
  ANALYSIS_UNAVAILABLE_HINT,
  READ_STORY,
  TRANSCRIPT_INSUFFICIENT,
  thumbnailAlt,
  VIEW_ANALYSIS,
} from "../meetings.copy";
import type { VideoListItem } from "../video-list-item";
import { PublishedDate } from "./published-date";

export const DEFAULT_THUMBNAIL_SRC = "/images/default-thumbnail.svg";

export function meetingHref(locationKey: string, videoId: string): string {
  return `/city/${locationKey}/meeting/${videoId}`;
}

export function meetingStoryHref(locationKey: string, videoId: string): string {
  return `/city/${locationKey}/meeting-story/${videoId}`;
}

export function VideoCard({
  video,
  locationKey,
  headingRef,
  canFetchTranscript = false,
}: {
  video: VideoListItem;
  locationKey: string;
  /** Admins see "Fetch Transcript" when the transcript is missing or too short. */
  canFetchTranscript?: boolean;
  /** Lets the list move focus to the first newly loaded item after Load More. */
  headingRef?: (element: HTMLHeadingElement | null) => void;
}) {
  const hintId = `analysis-hint-${video.id}`;
  return (
    <article className="flex flex-col gap-4 py-5 sm:flex-row">
      <img
        src={video.thumbnailUrl || DEFAULT_THUMBNAIL_SRC}
        alt={thumbnailAlt(video.title)}
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full shrink-0 rounded-md bg-slate-100 object-cover sm:w-48"
      />
      <div className="min-w-0 flex-1">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {video.title}
        </h3>
        <PublishedDate iso={video.publishedAt} className="mt-1 block text-sm text-slate-600" />
        {video.summary ? <p className="mt-2 break-words text-slate-700">{video.summary}</p> : null}
        {video.transcriptInsufficient ? (
          <p className="mt-2">
            <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {TRANSCRIPT_INSUFFICIENT}
            </span>
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {video.hasStory ? (
            <Link to={meetingStoryHref(locationKey, video.id)} className={buttonClasses("primary", "sm")}>
              {READ_STORY}
              <span className="sr-only">: {video.title}</span>
            </Link>
          ) : null}
          {video.analysisLinkEnabled ? (
            <Link to={meetingHref(locationKey, video.id)} className={buttonClasses("outline", "sm")}>
              {VIEW_ANALYSIS}
              <span className="sr-only">: {video.title}</span>
            </Link>
          ) : (
            <>
              <button
                type="button"
                disabled
                aria-disabled="true"
                aria-describedby={hintId}
                className={buttonClasses("outline", "sm")}
              >
                {VIEW_ANALYSIS}
              </button>
              <span id={hintId} className="sr-only">
                {ANALYSIS_UNAVAILABLE_HINT}
              </span>
            </>
          )}
          {canFetchTranscript ? <FetchTranscriptButton videoId={video.id} title={video.title} /> : null}
        </div>
      </div>
    </article>
  );
}
