// The videos table's file forms (issue #13, ADR 0027): a meeting an admin adds by hand to a URL whose site we cannot
// read, saved with its transcript in one transaction, and a feed file imported for a URL the server cannot reach,
// stored as a refresh stores a listing. Both go on through the pipeline from inside the services they call.
import { addSourceVideoByHand, getCitySource, importSourceFeed } from "~/features/sources/sources.server";
import { importTranscript, readTranscriptFile } from "~/features/transcripts/transcripts.server";
import { AppError } from "~/lib/app-error";
import { uploadedFile } from "~/lib/http.server";
import { FILE_INTENTS } from "./admin-cities.constants";
import { MEETING_COPY, MESSAGES, meetingAddedDescription, newVideosFound, TOASTS } from "./admin-cities.copy";
import type { ActionOutcome } from "./admin-cities.server";
import type { AddMeetingInput, CityVideoFileAction, ImportFeedInput } from "./city-video-files.schema";

async function requireCityUrl(cityId: string, urlId: string): Promise<void> {
  if (!(await getCitySource({ cityId, sourceId: urlId })))
    throw new AppError("NOT_FOUND", MESSAGES.urlNotFound);
}

export type AddedMeeting = {
  id: string;
  hasVideo: boolean;
  transcript: { segmentCount: number; analysisQueued: boolean } | null;
};

/**
 * Adds a meeting to the URL. Its transcript file, when there is one, is read and checked first (Content Management's
 * checks and 5 MB limit), then saved through the transcripts service in the transaction that inserts the row, so a
 * file that cannot be parsed leaves no meeting behind and the analysis is queued only with both committed.
 */
export async function addMeetingByHand(
  input: AddMeetingInput,
  fileEntry: FormDataEntryValue | null,
): Promise<AddedMeeting> {
  await requireCityUrl(input.cityId, input.urlId);
  const file = uploadedFile(fileEntry);
  const transcript = file ? { text: await readTranscriptFile(file), filename: file.name } : null;
  const added = await addSourceVideoByHand({
    cityId: input.cityId,
    sourceId: input.urlId,
    meeting: {
      title: input.title,
      publishedAt: input.meetingDate,
      description: input.description,
      url: input.videoUrl ?? null,
    },
    ...(transcript
      ? {
          saveTranscript: async ({ videoId, tx }) => {
            const saved = await importTranscript({ videoId, ...transcript, tx });
            return { segmentCount: saved.segmentCount, analysisQueued: saved.analysisQueued };
          },
        }
      : {}),
  });
  return { id: added.id, hasVideo: added.hasVideo, transcript: added.transcript };
}

/** Imports a feed file for the URL: its videos are upserted as a refresh would, new ones go to their transcripts. */
export async function importCityUrlFeed(
  input: ImportFeedInput,
  fileEntry: FormDataEntryValue | null,
): Promise<{ newVideos: number; totalVideos: number }> {
  await requireCityUrl(input.cityId, input.urlId);
  const result = await importSourceFeed({ sourceId: input.urlId, file: fileEntry });
  return { newVideos: result.newVideoIds.length, totalVideos: result.total };
}

/** Runs one of the file forms; every failure is an AppError with words for the admin. */
export async function runCityVideoFileAction(
  input: CityVideoFileAction,
  file: FormDataEntryValue | null,
): Promise<ActionOutcome> {
  switch (input.intent) {
    case FILE_INTENTS.addMeeting: {
      const added = await addMeetingByHand(input, file);
      return { toast: { title: MEETING_COPY.meetingAdded, description: meetingAddedDescription(added) } };
    }
    case FILE_INTENTS.importFeed: {
      const result = await importCityUrlFeed(input, file);
      return { toast: { title: TOASTS.videosRefreshed, description: newVideosFound(result.newVideos) } };
    }
  }
}
