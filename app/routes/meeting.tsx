// The meeting analysis page (spec 000 section 2): the video, its description and the AI analysis.
import { useRef, useState } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { getViewer, requireAdmin } from "~/features/accounts/accounts.server";
import { FOLLOW_BODY, FOLLOW_CITY } from "~/features/alerts/alerts.copy";
import { bodyOfMeeting, isFollowing, listCityBodies } from "~/features/alerts/alerts.server";
import { FollowButton } from "~/features/alerts/components/follow-button";
import {
  ANALYSIS_QUEUED_HINT,
  ANALYZING_MEETING,
  analysisFailedMessage,
  NOT_ANALYZED_YET,
  PUBLISHED_LABEL,
  REANALYSIS_QUEUED,
  TRANSCRIPT_UNRELIABLE,
  TRANSCRIPT_UNRELIABLE_DETAIL,
  VIDEO_NOT_FOUND,
  VIEW_STORY,
} from "~/features/analysis/analysis.copy";
import { meetingPageQuerySchema, reanalyzeFormSchema } from "~/features/analysis/analysis.schema";
import { getMeetingAnalysisPage, requestReanalysisForAdmin } from "~/features/analysis/analysis.server";
import { AnalysisDetails } from "~/features/analysis/components/analysis-details";
import { AnalysisPreview } from "~/features/analysis/components/analysis-preview";
import { LongDate } from "~/features/analysis/components/long-date";
import { MeetingChapters, TranscriptUnreliableNotice } from "~/features/analysis/components/meeting-chapters";
import { ReanalyzeForm } from "~/features/analysis/components/reanalyze-form";
import { RunProgress } from "~/features/analysis/components/run-progress";
import { highlightMoments } from "~/features/analysis/timestamps";
import { CityHeader } from "~/features/cities/components/city-header";
import { ContentAttribution } from "~/features/meetings/components/content-attribution";
import { MeetingPlayer, type PlayerSeek } from "~/features/meetings/components/meeting-player";
import pageIsland from "~/features/meetings/meeting-page.island?worker&url";
import { socialMeta } from "~/features/meetings/page-meta";
import { meetingPageStructuredData } from "~/features/meetings/structured-data.server";
import { resolveVideoSource } from "~/features/meetings/video-embed";
import { MeetingMemory } from "~/features/memory/components/memory-lists";
import { getMeetingMemory } from "~/features/memory/memory.server";
import { PipelineStatus } from "~/features/pipeline/components/pipeline-status";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import { markTranscriptMatches } from "~/features/search/search.server";
import { shareCardFor, shareImageOf } from "~/features/share-cards/share-cards.server";
import { type IslandHandle, usePageIsland } from "~/features/shell/page-island";
import { ALWAYS_CITY_HEADER, type ShellHandle } from "~/features/shell/shell-handle";
import { cityFeedLink } from "~/features/stories/feeds";
import { TranscriptDownloadLinks } from "~/features/transcripts/components/transcript-download-links";
import { TranscriptPanel } from "~/features/transcripts/components/transcript-panel";
import { useWholeTranscript } from "~/features/transcripts/components/use-whole-transcript";
import { parseMomentParam } from "~/features/transcripts/moment";
import { transcriptDownloadLinks } from "~/features/transcripts/transcript-download-formats";
import { transcriptPart } from "~/features/transcripts/transcript-parts";
import { listTranscriptLines } from "~/features/transcripts/transcripts.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData, parseLoaderInput } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { meetingPath, meetingTranscriptLinesPath } from "~/lib/meeting-paths";
import { getVideoSteps } from "~/lib/pipeline-steps.server";
import type { Route } from "./+types/meeting";

/**
 * A visitor reads a meeting as HTML without the app (ADR 0053): the island plays the video from a moment, keeps the
 * transcript on the line being said, brings the whole of a long transcript when it is needed, and follows an analysis
 * under way.
 */
export const handle: ShellHandle & IslandHandle = { ...ALWAYS_CITY_HEADER, island: pageIsland };

/** The transcript's place on the page, where the part links land. */
const TRANSCRIPT_ANCHOR = "transcript";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: VIDEO_NOT_FOUND }];
  const { video, city, canonicalUrl, metaDescription } = loaderData;
  return [
    ...socialMeta({
      title: `${video.title} | ${city.name}`,
      headline: video.title,
      description: metaDescription,
      url: canonicalUrl,
      type: "video.other",
      image: loaderData.shareImage,
    }),
    cityFeedLink(city.locationKey, city.name),
    jsonLdMeta(loaderData.structuredData),
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // ?t= opens the video at a moment; ?q= is the search that led here, whose matching lines are marked.
  const {
    q: query,
    t: moment,
    part,
  } = parseLoaderInput(meetingPageQuerySchema, {
    q: url.searchParams.get("q") ?? undefined,
    t: url.searchParams.get("t") ?? undefined,
    part: url.searchParams.get("part") ?? undefined,
  });
  const viewer = await getViewer(request);
  const result = await getMeetingAnalysisPage({
    videoParam: params.videoId,
    locationKey: "locationKey" in params ? params.locationKey : undefined,
    viewer,
  });
  if (result.kind === "missing") throw data(VIDEO_NOT_FOUND, { status: 404 });
  // The moment and search of a shared link (?t=, ?q=) go along to the canonical address.
  if (result.kind === "redirect") throw redirect(`${result.location}${url.search}`, 301);
  // Admins see where each pipeline step of this video stands, with its last error.
  const videoId = result.page.video.id;
  const [pipelineSteps, transcriptLines, transcriptMatches, body, memory, bodies] = await Promise.all([
    viewer?.isAdmin ? getVideoSteps({ videoId }) : null,
    listTranscriptLines({ videoId }),
    query ? markTranscriptMatches({ videoId, query }) : {},
    bodyOfMeeting({ videoId }),
    // Its decisions and promises (issue #19).
    getMeetingMemory({ videoId, locationKey: result.page.city.locationKey }),
    // A visitor's Follow form offers the city's bodies as a list (a member follows this one in one click).
    viewer ? [] : listCityBodies({ cityId: result.page.city.id }),
  ]);
  const following = viewer
    ? await isFollowing({
        email: viewer.email,
        kind: body ? "body" : "city",
        cityId: result.page.city.id,
        body,
      })
    : false;
  const momentSeconds = parseMomentParam(moment);
  const { page } = result;
  // Built here, on the server, so the page's JavaScript carries none of the builders (ADR 0038).
  const structuredData = meetingPageStructuredData(
    {
      siteUrl: page.canonicalUrl.slice(0, -meetingPath(page.city.locationKey, videoId).length),
      city: page.city,
      video: page.video,
      source: resolveVideoSource(page.video),
    },
    { segments: transcriptLines, moments: highlightMoments(page.analysis) },
  );
  const shareImage = shareImageOf(
    page.canonicalUrl,
    shareCardFor({
      kind: "meeting",
      headline: page.video.title,
      city: page.city,
      date: page.video.publishedAt,
    }),
  );
  return {
    ...page,
    structuredData,
    shareImage,
    transcriptDownloads: transcriptDownloadLinks(meetingPath(page.city.locationKey, videoId)),
    follow: { body, following, bodies },
    pipelineSteps,
    // One part of a long transcript; the page fetches the rest once it runs (transcript-parts.ts).
    transcript: transcriptPart(transcriptLines, {
      part,
      moment: momentSeconds,
      matchedIds: Object.keys(transcriptMatches).map(Number),
    }),
    transcriptMatches,
    memory,
    momentSeconds,
  };
}

/** The admin's Re-Analyze Meeting: admin-checked, queued as the analysis job; the page follows its progress. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    await parseFormData(request, reanalyzeFormSchema);
    await requestReanalysisForAdmin({
      videoParam: params.videoId,
      locationKey: "locationKey" in params ? params.locationKey : undefined,
    });
    return actionSuccess({ title: REANALYSIS_QUEUED });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function MeetingPage({ loaderData, matches }: Route.ComponentProps) {
  const { video, city, analysis, storyPath, analysisStatus } = loaderData;
  const viewer = matches[0].loaderData.viewer;
  const running = analysisStatus.state === "queued" || analysisStatus.state === "running";
  // A re-run over an analysis already shown is followed for admins, who start it; a reader keeps the analysis.
  const pending = running && (!analysis || Boolean(viewer?.isAdmin));
  useLiveProgress(pending);
  const failure = analysisStatus.state === "failed" ? analysisFailedMessage(analysisStatus.error) : null;
  const source = resolveVideoSource(video);
  // View Story only when there is a story this visitor may read, or one the story page can write from the analysis.
  const offersStory = loaderData.hasStory ? !loaderData.storyWithheld || viewer?.isAdmin : analysis !== null;
  const [seek, setSeek] = useState<PlayerSeek | null>(null);
  const [playing, setPlaying] = useState<number | null>(loaderData.momentSeconds);
  const playerRef = useRef<HTMLDivElement>(null);
  const transcriptRef = useRef<HTMLDivElement>(null);
  const seekTo = (seconds: number) =>
    setSeek((previous) => ({ seconds, request: (previous?.request ?? 0) + 1 }));
  const playFrom = (seconds: number) => {
    // The transcript marks the moment at once (a demo meeting has no player to report it).
    setPlaying(seconds);
    seekTo(seconds);
    // A demo meeting has no player: its moments are found in the transcript.
    const target = source.kind === "demo" ? transcriptRef.current : playerRef.current;
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const part = loaderData.transcript;
  const lines = useWholeTranscript(part, meetingTranscriptLinesPath(city.locationKey, video.id));
  const location = useLocation();
  const servedWithoutApp = usePageIsland() !== null;
  // A reader without JavaScript moves between the parts of a long transcript by these links (the search's marks kept).
  const partHref = (partNumber: number) => {
    const query = new URLSearchParams(location.search);
    query.delete("t");
    query.set("part", String(partNumber));
    return `?${query.toString()}#${TRANSCRIPT_ANCHOR}`;
  };

  return (
    <>
      <CityHeader city={city} viewer={viewer} onMeetingPage nameIsPageHeading={false} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {/* On a phone the words come before the long transcript box; on a wide screen the transcript sits beside
            the player (the grid's first row) and the words span the row below. The transcript is last in the HTML
            too, not moved there by CSS order: a phone paints the page while it streams in, and a box drawn under the
            player and then pushed below the words was a layout shift Lighthouse counted (ADR 0038). */}
        <article
          className={
            lines.length > 0
              ? "lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[26rem_auto] lg:gap-x-4"
              : undefined
          }
        >
          <div className="min-h-0 lg:col-start-1 lg:row-start-1">
            <MeetingPlayer
              key={video.id}
              ref={playerRef}
              source={source}
              title={video.title}
              seek={seek}
              startSeconds={loaderData.momentSeconds}
              onTime={setPlaying}
              servedWithoutApp={servedWithoutApp}
            />
          </div>
          {/* Reading width for the words below the player. */}
          <div className="max-w-4xl lg:col-span-2 lg:row-start-2">
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {video.title}
            </h1>
            {video.publishedAt ? (
              <p className="mt-1 text-sm text-slate-600">
                {PUBLISHED_LABEL} <LongDate iso={video.publishedAt} />
              </p>
            ) : null}
            {video.description ? (
              <p className="mt-4 whitespace-pre-line leading-relaxed text-slate-700">{video.description}</p>
            ) : null}
            <div className="mt-4">
              <FollowButton
                target={
                  loaderData.follow.body
                    ? { kind: "body", cityKey: city.locationKey, body: loaderData.follow.body }
                    : { kind: "city", cityKey: city.locationKey }
                }
                label={loaderData.follow.body ? FOLLOW_BODY(loaderData.follow.body) : FOLLOW_CITY}
                signedIn={Boolean(viewer)}
                following={loaderData.follow.following}
                bodies={loaderData.follow.bodies}
              />
            </div>
            {lines.length > 0 ? <TranscriptDownloadLinks links={loaderData.transcriptDownloads} /> : null}
            {!offersStory ? null : (
              <p className="mt-4">
                <Link
                  to={storyPath}
                  className="inline-flex items-center rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
                >
                  {VIEW_STORY}
                </Link>
              </p>
            )}
            {viewer?.isAdmin && analysisStatus.state !== "unavailable" ? <ReanalyzeForm /> : null}
            {loaderData.pipelineSteps ? <PipelineStatus steps={loaderData.pipelineSteps} /> : null}
            <RunProgress
              pending={pending}
              pendingTitle={ANALYZING_MEETING}
              pendingHint={ANALYSIS_QUEUED_HINT}
              failure={failure && (!analysis || viewer?.isAdmin) ? failure : null}
            />
            {analysis ? (
              <>
                <div className="mt-6">
                  <ContentAttribution attribution={loaderData.analysisAttribution} />
                </div>
                {analysis.reliability?.reliable === false ? (
                  <TranscriptUnreliableNotice
                    title={TRANSCRIPT_UNRELIABLE}
                    detail={TRANSCRIPT_UNRELIABLE_DETAIL}
                  />
                ) : null}
                <MeetingChapters analysis={analysis} onSeek={playFrom} />
                <AnalysisPreview analysis={analysis} source={source} onSeek={playFrom} />
                <AnalysisDetails analysis={analysis} source={source} onSeek={playFrom} />
                <MeetingMemory
                  decisions={loaderData.memory.decisions}
                  commitments={loaderData.memory.commitments}
                />
              </>
            ) : pending || failure ? null : (
              <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
                {NOT_ANALYZED_YET}
              </p>
            )}
          </div>
          {lines.length > 0 ? (
            <div
              id={TRANSCRIPT_ANCHOR}
              ref={transcriptRef}
              className="mt-6 flex min-h-0 scroll-mt-20 lg:col-start-2 lg:row-start-1 lg:mt-0"
            >
              <TranscriptPanel
                lines={lines}
                currentSeconds={playing}
                matches={loaderData.transcriptMatches}
                canSeek={source.kind === "youtube" || source.kind === "demo"}
                hasVideo={source.kind !== "demo"}
                onSeek={(seconds) => {
                  setPlaying(seconds);
                  seekTo(seconds);
                }}
                part={lines === part.lines && part.count > 1 ? part : undefined}
                partHref={partHref}
              />
            </div>
          ) : null}
        </article>
      </main>
    </>
  );
}
