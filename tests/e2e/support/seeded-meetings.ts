// Picks demo meetings from the seed's own builder, so browser tests follow the seeded data instead of copying ids.
// The server seeds the same deterministic videos; pages are opened by YouTube id and follow the 301 to their
// canonical address.
import { CITY_SEEDS } from "../../../db/seed/cities";
import { buildDemoVideos, type SeedVideo } from "../../../db/seed/meeting-videos";
import { E2E_SEED_NOW } from "./e2e-server";

let cached: SeedVideo[] | undefined;

function demoVideos(): SeedVideo[] {
  cached ??= buildDemoVideos(E2E_SEED_NOW);
  return cached;
}

function pick(description: string, predicate: (video: SeedVideo) => boolean): SeedVideo {
  const video = demoVideos().find(predicate);
  if (!video) throw new Error(`The demo seed has no ${description}`);
  return video;
}

/** An analysed meeting with a story and more than three highlights and action items (the "+N more" case). */
export function showcaseMeeting(): SeedVideo & {
  analysisResults: NonNullable<SeedVideo["analysisResults"]>;
} {
  return pick(
    "analysed meeting with a story and more than three highlights and action items",
    (video) =>
      video.newsStory !== null &&
      (video.analysisResults?.highlights.length ?? 0) > 3 &&
      (video.analysisResults?.action_items.length ?? 0) > 3 &&
      (video.analysisResults?.entities.length ?? 0) > 0,
  ) as SeedVideo & { analysisResults: NonNullable<SeedVideo["analysisResults"]> };
}

/** A meeting with a transcript that has not been analysed. */
export function unanalysedMeeting(): SeedVideo {
  return pick(
    "meeting with a transcript but no analysis",
    (video) => (video.transcript?.length ?? 0) > 1000 && video.analysisResults === null,
  );
}

/** A meeting whose transcript was never fetched: it cannot be analyzed, so it never gets a story either. */
export function meetingWithoutTranscript(): SeedVideo {
  return pick("meeting without a transcript", (video) => video.transcript === null);
}

/**
 * An analyzed meeting with no description, listed newest first among its city's meetings: the city list shows its
 * analysis summary instead of the transcript's first 200 characters. `position` is its place in the city's list.
 */
export function analyzedMeetingWithoutDescription(): { video: SeedVideo; position: number } {
  const video = pick(
    "analyzed meeting without a description",
    (candidate) => candidate.description === null && candidate.analysisResults !== null,
  );
  const cityVideos = demoVideos()
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
