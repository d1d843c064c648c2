// Plans each source's meeting calendar (counted back from when the seed runs) and turns every meeting into a
// city_videos row with its transcript segments, and picks the meetings the pipeline analyses at first start.
import { formatTranscriptText, type TranscriptSegment } from "~/lib/transcript-format";
import { type CitySeed, LIVE_CITY_SEEDS, type SourceSeed } from "./cities";
import { addDays, DAY_MS, formatLongDate, startOfUtcDay } from "./dates";
import { type GeneratedMeeting, generateMeeting, type MeetingKind } from "./meeting-transcripts";
import { createRandom, type Random, YOUTUBE_ID_ALPHABET } from "./random";

/** Nothing older than about two years, so the demo always looks current. */
const MAX_DAYS_AGO = 730;

/** Meetings that are not ordinary regular meetings, by source and position (0 = newest). */
const SPECIAL_MEETINGS: Record<string, Record<number, MeetingKind>> = {
  "hp-council": { 2: "workshop", 4: "marathon", 7: "special" },
  "hp-planning": { 2: "cancelled", 4: "study" },
  "hp-school": { 3: "special" },
  "jm-council": { 5: "special" },
  "jm-supervisors": { 1: "closed" },
  "ls-council": { 6: "special" },
  "ls-school": { 2: "special" },
};

/** Recordings whose transcript has not been fetched yet (the newest ones, and one whose captions failed). */
const MISSING_TRANSCRIPTS: Record<string, readonly number[]> = {
  "jm-council": [0],
  "ls-council": [0],
  "ls-parks": [3],
};

export const DEMO_THUMBNAILS = [
  "/demo/thumbnails/council-chamber.svg",
  "/demo/thumbnails/dais-wide.svg",
  "/demo/thumbnails/podium.svg",
  "/demo/thumbnails/board-room.svg",
  "/demo/thumbnails/town-hall.svg",
];

export type SeedVideo = {
  cityKey: string;
  sourceKey: string;
  title: string;
  description: string | null;
  transcript: string | null;
  segments: TranscriptSegment[];
  videoId: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  channelTitle: string;
  publishedAt: Date;
  /** The day the meeting was held (ISO), as the source's calendar says: the recording goes up the morning after. */
  meetingDate: string;
  /**
   * The seed hands this meeting's transcript to the pipeline, whose engine writes its analysis and story as for any
   * meeting. The others wait, as a meeting nobody has opened yet does, until someone opens their page.
   */
  throughPipeline: boolean;
};

type PlannedMeeting = {
  city: CitySeed;
  source: SourceSeed;
  position: number;
  kind: MeetingKind;
  meetingDate: Date;
  previousMeetingDate: Date;
  nextMeetingDate: Date;
  transcriptMissing: boolean;
};

function meetingDaysAgo(source: SourceSeed): number[] {
  const random = createRandom(`schedule:${source.key}`);
  const { count, minGapDays, maxGapDays, firstOffsetDays } = source.schedule;
  const days = [firstOffsetDays + random.int(0, 2)];
  while (days.length < count) {
    const next = (days.at(-1) ?? 0) + random.int(minGapDays, maxGapDays);
    if (next > MAX_DAYS_AGO) break;
    days.push(next);
  }
  return days;
}

function planMeetings(referenceDay: Date): PlannedMeeting[] {
  const planned: PlannedMeeting[] = [];
  for (const city of LIVE_CITY_SEEDS) {
    for (const source of city.sources) {
      const days = meetingDaysAgo(source);
      const typicalGap = Math.round((source.schedule.minGapDays + source.schedule.maxGapDays) / 2);
      days.forEach((daysAgo, position) => {
        const newer = days[position - 1];
        const older = days[position + 1];
        planned.push({
          city,
          source,
          position,
          kind: SPECIAL_MEETINGS[source.key]?.[position] ?? "regular",
          meetingDate: addDays(referenceDay, -daysAgo),
          previousMeetingDate: addDays(referenceDay, -(older ?? daysAgo + typicalGap)),
          nextMeetingDate: addDays(referenceDay, -(newer ?? daysAgo - typicalGap)),
          transcriptMissing: MISSING_TRANSCRIPTS[source.key]?.includes(position) ?? false,
        });
      });
    }
  }
  return planned;
}

function meetingTitle(source: SourceSeed, kind: MeetingKind, date: Date): string {
  const body = source.shortBodyName;
  const when = formatLongDate(date);
  const isCommission = source.bodyKind === "planning" || source.bodyKind === "parks";
  switch (kind) {
    case "special":
      return `${body} Special Meeting - ${when}`;
    case "workshop":
      return `${body} Budget Workshop - ${when}`;
    case "study":
      return `${body} Study Session - ${when}`;
    case "marathon":
      return `${body} Budget Hearing - ${when}`;
    case "cancelled":
      return `${body} Meeting (Canceled) - ${when}`;
    case "closed":
      return `${body} Special Meeting - Closed Session - ${when}`;
    default:
      return isCommission ? `${body} Meeting - ${when}` : `${body} Regular Meeting - ${when}`;
  }
}

function meetingDescription(meeting: GeneratedMeeting, random: Random, mustHaveOne: boolean): string | null {
  const when = formatLongDate(meeting.meetingDate);
  if (meeting.kind === "cancelled")
    return `The meeting scheduled for ${when} was canceled for lack of a quorum.`;
  if (meeting.kind === "closed")
    return "Special meeting to hold a closed session with legal counsel on pending litigation.";
  // Several meetings have no description, so the list falls back to the transcript for its summary.
  if (!mustHaveOne && random.chance(0.2)) return null;
  const titles = meeting.items.slice(0, 5).map((item) => item.title);
  const topics = titles.join("; ");
  return random.pick([
    `Meeting of the ${meeting.source.bodyName} held ${when}. Agenda items include: ${topics}.`,
    `${meeting.source.bodyName}, ${when}. Items: ${topics}. Public comment was taken on each item.`,
    `Video of the ${when} meeting of the ${meeting.source.bodyName}. Topics: ${topics}.`,
  ]);
}

function uniqueVideoId(random: Random, used: Set<string>): string {
  for (;;) {
    const id = random.string(11, YOUTUBE_ID_ALPHABET);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/** Hands about half the meetings that have enough transcript to the pipeline, picked the same way every time. */
function pickMeetingsForThePipeline(
  videos: SeedVideo[],
  meetings: ReadonlyMap<SeedVideo, GeneratedMeeting>,
): void {
  const selection = createRandom("analysis-selection");
  const eligible = selection.shuffle(videos.filter((video) => (video.transcript?.length ?? 0) >= 1000));
  // One meeting with plenty of decisions is always among them, so the "+N more" previews have something to show.
  const showcaseIndex = eligible.findIndex(
    (video) => (meetings.get(video)?.items.filter((item) => item.motion?.passed).length ?? 0) >= 4,
  );
  const [showcase] = showcaseIndex >= 0 ? eligible.splice(showcaseIndex, 1) : [];
  if (showcase) eligible.unshift(showcase);
  for (const video of eligible.slice(0, Math.ceil(eligible.length / 2))) video.throughPipeline = true;
}

/** Every demo meeting video; `now` anchors the calendar so the newest meetings are always a few days old. */
export function buildDemoVideos(now: Date): SeedVideo[] {
  const referenceDay = startOfUtcDay(now);
  const idRandom = createRandom("video-ids");
  const thumbnailRandom = createRandom("thumbnails");
  const usedIds = new Set<string>();
  const meetings = new Map<SeedVideo, GeneratedMeeting>();
  const videos = planMeetings(referenceDay).map((plan, index) => {
    const random = createRandom(`meeting:${plan.source.key}:${plan.position}`);
    const meeting = generateMeeting({ ...plan, random });
    const videoId = uniqueVideoId(idRandom, usedIds);
    const thumbnail = thumbnailRandom.pick(DEMO_THUMBNAILS);
    const video: SeedVideo = {
      cityKey: plan.city.key,
      sourceKey: plan.source.key,
      title: meetingTitle(plan.source, plan.kind, plan.meetingDate),
      description: meetingDescription(meeting, random, plan.transcriptMissing),
      transcript: plan.transcriptMissing ? null : formatTranscriptText(meeting.segments),
      segments: plan.transcriptMissing ? [] : meeting.segments,
      videoId,
      videoUrl: `https://www.youtube.com/watch?v=${videoId}`,
      // About a quarter have no thumbnail, so the default thumbnail shows up in the lists.
      thumbnailUrl: index % 4 === 3 ? null : thumbnail,
      channelTitle: plan.source.channelTitle,
      // Recordings go up the morning after the meeting.
      publishedAt: new Date(plan.meetingDate.getTime() + DAY_MS + 2 * 60 * 60 * 1000),
      meetingDate: plan.meetingDate.toISOString().slice(0, 10),
      throughPipeline: false,
    };
    meetings.set(video, meeting);
    return video;
  });
  pickMeetingsForThePipeline(videos, meetings);
  return videos;
}
