// Picks demo meetings from the seed's own builder, so browser tests follow the seeded data instead of copying ids.
// The server seeds the same deterministic videos; pages are opened by YouTube id and follow the 301 to their
// canonical address. The seed writes no analysis or story: the server's pipeline writes them with the offline engine
// (ADR 0035), so the meetings it was handed carry here what that engine, its grounding and the writing rules make of
// the same transcript.
import type { AnalysisResults, NewsStory } from "../../../app/features/analysis/analysis.schema";
import {
  groundAnalysis,
  groundStory,
  indexTranscript,
} from "../../../app/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "../../../app/features/analysis/offline-engine.server";
import { meetingFactsOf } from "../../../app/features/meetings/meeting-facts.server";
import { checkStory } from "../../../app/features/stories/story-rules.server";
import { CITY_SEEDS } from "../../../db/seed/cities";
import { buildDemoVideos, type SeedVideo } from "../../../db/seed/meeting-videos";
import { E2E_SEED_NOW } from "./e2e-server";

/** A seeded meeting, with what the server's pipeline writes for it at first start (null for the others). */
export type DemoMeeting = SeedVideo & {
  analysisResults: AnalysisResults | null;
  newsStory: NewsStory | null;
  /** The story keeps every writing rule, so it was published at once (every seeded city is Live). */
  storyPublished: boolean;
};

function throughTheEngine(video: SeedVideo): DemoMeeting {
  if (!video.throughPipeline)
    return { ...video, analysisResults: null, newsStory: null, storyPublished: false };
  const index = indexTranscript(video.segments);
  const city = CITY_SEEDS.find((candidate) => candidate.key === video.cityKey);
  const source = city?.sources.find((candidate) => candidate.key === video.sourceKey);
  // As the stories service reads them: the meeting's date field, and the body from the source with its city.
  const meeting = meetingFactsOf({
    title: video.title,
    meetingDate: video.meetingDate,
    publishedAt: video.publishedAt,
    cityName: city?.name ?? "",
    entityType: source?.entityType ?? null,
    sourceTitle: source?.title ?? null,
  });
  const { analysis } = groundAnalysis(
    analyzeOffline({
      title: video.title,
      description: video.description,
      segments: video.segments,
      meetingDate: meeting.date,
      body: meeting.body,
    }),
    index,
  );
  // As composeMeetingStory does: the stored analysis is grounded again before the story is written from it.
  const again = groundAnalysis(analysis, index);
  const story = groundStory(
    writeStoryOffline({
      title: video.title,
      analysis: again.analysis,
      meeting,
      droppedQuotes: again.droppedQuotes,
    }),
    index,
    again.droppedQuotes,
  );
  const storyPublished = checkStory({ story, analysis, index, title: video.title, meeting }).length === 0;
  return { ...video, analysisResults: analysis, newsStory: story, storyPublished };
}

let cached: DemoMeeting[] | undefined;

/** Every seeded meeting, in the seed's order. */
export function demoMeetings(): DemoMeeting[] {
  cached ??= buildDemoVideos(E2E_SEED_NOW).map(throughTheEngine);
  return cached;
}

function pick(description: string, predicate: (video: DemoMeeting) => boolean): DemoMeeting {
  const video = demoMeetings().find(predicate);
  if (!video) throw new Error(`The demo seed has no ${description}`);
  return video;
}

/** An analysed meeting with a published story and more than three highlights and action items (the "+N more" case). */
export function showcaseMeeting(): DemoMeeting & {
  analysisResults: AnalysisResults;
  newsStory: NewsStory;
} {
  return pick(
    "analysed meeting with a published story and more than three highlights and action items",
    (video) =>
      video.storyPublished &&
      (video.analysisResults?.highlights.length ?? 0) > 3 &&
      (video.analysisResults?.action_items.length ?? 0) > 3 &&
      (video.analysisResults?.entities.length ?? 0) > 0,
  ) as DemoMeeting & { analysisResults: AnalysisResults; newsStory: NewsStory };
}

/** A meeting with a transcript that has not been analysed. */
export function unanalysedMeeting(): DemoMeeting {
  return pick(
    "meeting with a transcript but no analysis",
    (video) => (video.transcript?.length ?? 0) > 1000 && video.analysisResults === null,
  );
}

/** A meeting whose transcript was never fetched: it cannot be analyzed, so it never gets a story either. */
export function meetingWithoutTranscript(): DemoMeeting {
  return pick("meeting without a transcript", (video) => video.transcript === null);
}

/**
 * An analyzed meeting with no description, listed newest first among its city's meetings: the city list shows its
 * analysis summary instead of the transcript's first 200 characters. `position` is its place in the city's list.
 */
export function analyzedMeetingWithoutDescription(): { video: DemoMeeting; position: number } {
  const video = pick(
    "analyzed meeting without a description",
    (candidate) => candidate.description === null && candidate.analysisResults !== null,
  );
  const cityVideos = demoMeetings()
    .filter((candidate) => candidate.cityKey === video.cityKey)
    .sort((first, second) => second.publishedAt.getTime() - first.publishedAt.getTime());
  return { video, position: cityVideos.indexOf(video) };
}

/** The seeded city's display name for a location key. */
export function cityNameOf(locationKey: string): string {
  const city = CITY_SEEDS.find((candidate) => candidate.key === locationKey);
  if (!city) throw new Error(`The demo seed has no city "${locationKey}"`);
  return city.name;
}

/** A meeting whose transcript is longer than one part (transcript-parts.ts): its page is sent in parts. */
export function longTranscriptMeeting(minimumLines: number): DemoMeeting {
  return pick(`meeting with more than ${minimumLines} transcript lines`, (video) => {
    return video.segments.length > minimumLines;
  });
}
