// Meeting-video factories for the city page and search tests: transcripts of a chosen length and sourced videos.
import { createSource, createVideo } from "./cities";

/** A transcript of exactly `length` characters, made of ordinary meeting words so text search has lexemes. */
export function transcriptOfLength(length: number, words = "the council discussed the agenda item"): string {
  let text = "";
  while (text.length < length) text += `${words}. `;
  return text.slice(0, length);
}

export const LONG_TRANSCRIPT = transcriptOfLength(1500);

/** `count` videos one day apart, the newest first by `publishedAt` (day `count` is the newest). */
export async function createDailyVideos(
  cityId: string,
  count: number,
  overrides: { titlePrefix?: string; cityUrlsId?: string; startDay?: number } = {},
) {
  const videos = [];
  const startDay = overrides.startDay ?? 1;
  for (let day = startDay; day < startDay + count; day++) {
    videos.push(
      await createVideo(cityId, {
        title: `${overrides.titlePrefix ?? "Meeting of day"} ${day}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + (day - 1) * 86_400_000),
        cityUrlsId: overrides.cityUrlsId,
      }),
    );
  }
  return videos;
}

/** A video source of the city with its (source_type, entity_type) pair, and `count` videos from it. */
export async function createSourceWithVideos(
  cityId: string,
  pair: { sourceType: string; entityType: string },
  count: number,
  startDay = 1,
) {
  const source = await createSource(cityId, { ...pair, title: `${pair.entityType} channel` });
  const videos = await createDailyVideos(cityId, count, {
    titlePrefix: `${pair.entityType} meeting`,
    cityUrlsId: source.id,
    startDay,
  });
  return { source, videos };
}
