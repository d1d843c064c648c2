// The City Management service: cities, their URLs and the videos found at them, for administrators. The writes
// belong to the areas that own the tables (cities, sources, meetings, transcripts; ADR 0036); this service parses
// what the admin sent, calls them, and says their refusals in City Management's words.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { cities, cityVideos } from "#db/schema";
import { type City, getCityById } from "~/features/cities/cities.server";
import {
  CITY_REFUSALS,
  type CityDeletion,
  cityDeletion,
  createCity as createCityRow,
  deleteCity as deleteCityRow,
  saveCityImage,
  updateCity as updateCityRow,
} from "~/features/cities/city-writes.server";
import {
  deleteCityVideo as deleteCityVideoRow,
  MEETING_REFUSALS,
  requireCityVideo,
  updateCityVideo as updateCityVideoRow,
} from "~/features/meetings/meeting-writes.server";
import {
  readVideosWithSteps,
  requestAnalysis,
  requestStory,
  requestTranscript,
} from "~/features/pipeline/pipeline.server";
import {
  createCitySource,
  deleteCitySource,
  requireCitySource,
  SOURCE_REFUSALS,
  updateCitySource,
} from "~/features/sources/city-source-writes.server";
import { functionCallFailed } from "~/features/sources/sources.schema";
import { listCitySourceStatus, refreshSource, type SourceStatus } from "~/features/sources/sources.server";
import {
  getEditableTranscript,
  replaceEditedTranscript,
  TRANSCRIPT_EDIT_REFUSALS,
} from "~/features/transcripts/transcript-edits.server";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { IMAGE_UPLOADED, UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "~/lib/image-upload";
import { checkUploadedImage, imageStorageKey, storeImageThen } from "~/lib/image-upload.server";
import type { PipelineState, PipelineStep } from "~/lib/pipeline-steps.server";
import { CITY_IMAGES_FOLDER, EDIT_SOURCE_TYPES, INTENTS, LIMITS } from "./admin-cities.constants";
import { CITY_NOT_FOUND, MESSAGES, newVideosFound, TOASTS } from "./admin-cities.copy";
import type {
  CityManagementAction,
  CreateCityInput,
  CreateUrlInput,
  Selection,
  UpdateCityInput,
  UpdateUrlInput,
  UpdateVideoInput,
} from "./admin-cities.schema";
import { uploadCityImageFieldsSchema } from "./admin-cities.schema";
import { slugifyLocationKey } from "./city-keys";

export type { City, CityDeletion };
export type CityPickerOption = Pick<City, "id" | "name" | "state" | "status">;

// ---- the owners' refusals in City Management's words ----

/** Each owner's refusal (its `reason`) as this screen says it, from the facts the refusal carries. */
const REFUSAL_MESSAGES: Record<string, (facts: Record<string, unknown>) => string> = {
  [CITY_REFUSALS.nameTaken]: (facts) => MESSAGES.cityNameTaken(String(facts.name), String(facts.state)),
  [CITY_REFUSALS.locationKeyTaken]: () => MESSAGES.locationKeyTaken,
  [CITY_REFUSALS.locationKeyInvalid]: () => MESSAGES.locationKeyInvalid,
  [CITY_REFUSALS.notArchived]: () => MESSAGES.cityNotArchived,
  [CITY_REFUSALS.notEmpty]: (facts) =>
    MESSAGES.cityNotEmpty(Number(facts.videoCount), Number(facts.listingCount)),
  [SOURCE_REFUSALS.notFound]: () => MESSAGES.urlNotFound,
  [SOURCE_REFUSALS.duplicate]: () => MESSAGES.urlDuplicate,
  [SOURCE_REFUSALS.sourceTypeNotAllowed]: () => MESSAGES.editSourceTypeInvalid,
  [MEETING_REFUSALS.notFound]: () => MESSAGES.videoNotFound,
  [TRANSCRIPT_EDIT_REFUSALS.changed]: () => MESSAGES.transcriptChanged,
  [TRANSCRIPT_EDIT_REFUSALS.empty]: () => MESSAGES.transcriptEmpty,
};

/** Runs an owner's write; a refusal it names comes back with this screen's message and without the owner's facts. */
async function inAdminWords<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    const reason = isAppError(error) ? error.details?.reason : undefined;
    const message = typeof reason === "string" ? REFUSAL_MESSAGES[reason] : undefined;
    if (!isAppError(error) || !message) throw error;
    throw new AppError(error.code, message(error.details ?? {}));
  }
}

/** Every city, whatever its status, for the admin's picker (spec 001 section 7: ordered by name). */
export async function listCitiesForAdmin(): Promise<CityPickerOption[]> {
  return db()
    .select({ id: cities.id, name: cities.name, state: cities.state, status: cities.status })
    .from(cities)
    .orderBy(asc(cities.name), asc(cities.state));
}

export async function getCityForAdmin(options: { cityId: string }): Promise<City | undefined> {
  const [city] = await db().select().from(cities).where(eq(cities.id, options.cityId)).limit(1);
  return city;
}

/**
 * Creates a city. Its name must be free in its state (ADR 0022). A key the form generated from the name (or none)
 * is made unique with a numbered suffix; a key the admin typed must be free, or the answer is 409.
 */
export async function createCity(input: CreateCityInput): Promise<City> {
  return inAdminWords(() =>
    createCityRow(input, {
      locationKey: input.locationKey || slugifyLocationKey(input.name),
      generated: input.locationKeyGenerated || input.locationKey === "",
      maxLength: LIMITS.locationKey,
    }),
  );
}

export async function updateCity(input: UpdateCityInput): Promise<City> {
  return inAdminWords(() => updateCityRow(input));
}

/**
 * An admin's image for the city: judged by its bytes (ADR 0013), stored as `city-images/<key>-<ms>.<ext>` and its
 * public address saved on the city at once (as listing images are), so a later edit form keeps it. If saving the
 * address fails, the stored file is removed again.
 */
export async function uploadCityImage(upload: {
  fields: Record<string, string>;
  file: { bytes: Uint8Array } | null;
  fileTooLarge: boolean;
}): Promise<{ imageUrl: string }> {
  const image = checkUploadedImage(upload);
  const fields = uploadCityImageFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const message = fields.error.issues[0]?.message ?? UPLOAD_FAILED_DESCRIPTION;
    throw new AppError("BAD_REQUEST", message, { title: UPLOAD_FAILED });
  }
  const { cityId } = fields.data;
  const city = await getCityById({ cityId });
  if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND, { title: UPLOAD_FAILED });
  const key = imageStorageKey({
    folder: CITY_IMAGES_FOLDER,
    name: city.locationKey,
    fallbackName: "city",
    extension: image.type.extension,
  });
  return storeImageThen({
    key,
    image,
    save: async (publicUrl) => {
      if (!(await saveCityImage({ cityId, imageUrl: publicUrl })))
        throw new AppError("NOT_FOUND", CITY_NOT_FOUND, { title: UPLOAD_FAILED });
      return { imageUrl: publicUrl };
    },
  });
}

/** The upload's answer for the page: the spec's success toast and the stored address. */
export async function runCityImageUpload(upload: Parameters<typeof uploadCityImage>[0]) {
  const { imageUrl } = await uploadCityImage(upload);
  return { toast: { title: IMAGE_UPLOADED }, imageUrl };
}

/** Deletes an archived, empty city (ADR 0022); the cities service says what goes with it. */
export async function deleteCity(options: { cityId: string }): Promise<void> {
  await inAdminWords(() => deleteCityRow(options));
}

// ---- URLs ----

export type CityUrl = SourceStatus;

/** A city's URLs with how each was last read (the sources service's view of them). */
export async function listCityUrls(options: { cityId: string }): Promise<CityUrl[]> {
  return listCitySourceStatus({ cityId: options.cityId });
}

/** Inserts the URL, then its link to the city (spec 001 section 7), together. */
export async function createCityUrl(input: CreateUrlInput): Promise<{ id: string }> {
  return inAdminWords(() => createCitySource(input));
}

/** The edit list's source types, or the type the URL already has (ADR 0023). */
export async function updateCityUrl(input: UpdateUrlInput): Promise<void> {
  await inAdminWords(() => updateCitySource(input, { sourceTypes: EDIT_SOURCE_TYPES }));
}

/** Removes the URL; its videos stay in the city without a source (spec 001 section 7). */
export async function deleteCityUrl(options: { cityId: string; urlId: string }): Promise<void> {
  await inAdminWords(() => deleteCitySource(options));
}

/** The admin's "Refresh Videos" for a URL of this city: listed now, new videos queued for their transcripts. */
export async function refreshCityUrlVideos(options: {
  cityId: string;
  urlId: string;
}): Promise<{ newVideos: number; totalVideos: number; note?: string }> {
  await inAdminWords(() => requireCitySource(db(), options.cityId, options.urlId));
  const result = await refreshSource({ sourceId: options.urlId });
  return {
    newVideos: result.newVideoIds.length,
    totalVideos: result.total,
    ...(result.note ? { note: result.note } : {}),
  };
}

// ---- videos ----

export type VideoStepState = { state: PipelineState; lastError: string | null };

export type AdminVideoRow = {
  id: string;
  title: string;
  description: string | null;
  videoId: string;
  videoUrl: string | null;
  publishedAt: Date | null;
  transcriptLength: number;
  hasAnalysis: boolean;
  hasStory: boolean;
  storyPublished: boolean;
  /** Where each pipeline step of the video stands, with the reason of a failure (ADR 0025). */
  steps: Partial<Record<PipelineStep, VideoStepState>>;
};

/** The newest `limit` videos of one URL of the city (newest first, spec 001 section 7) and how many there are. */
export async function listUrlVideos(options: {
  cityId: string;
  urlId: string;
  limit: number;
}): Promise<{ videos: AdminVideoRow[]; total: number }> {
  const where = and(eq(cityVideos.cityId, options.cityId), eq(cityVideos.cityUrlsId, options.urlId));
  const order = [sql`${cityVideos.publishedAt} desc nulls last`, desc(cityVideos.createdAt)] as const;
  const [videos, [totals]] = await Promise.all([
    readVideosWithSteps((executor) =>
      executor
        .select({
          id: cityVideos.id,
          title: cityVideos.title,
          description: cityVideos.description,
          videoId: cityVideos.videoId,
          videoUrl: cityVideos.videoUrl,
          publishedAt: cityVideos.publishedAt,
          // Transcripts can be long: the table needs only their length; the editor loads the text itself.
          transcriptLength: sql<number>`coalesce(length(${cityVideos.transcript}), 0)::int`,
          hasAnalysis: sql<boolean>`${cityVideos.analysisResults} is not null`,
          hasStory: sql<boolean>`${cityVideos.newsStory} is not null`,
          storyPublished: sql<boolean>`${cityVideos.storyPublishedAt} is not null`,
        })
        .from(cityVideos)
        .where(where)
        .orderBy(...order)
        .limit(options.limit),
    ),
    db().select({ total: count() }).from(cityVideos).where(where),
  ]);
  return {
    videos: videos.map(({ pipelineSteps, ...video }) => ({
      ...video,
      steps: Object.fromEntries(
        pipelineSteps.map((step) => [step.step, { state: step.state, lastError: step.lastError }]),
      ),
    })),
    total: Number(totals?.total ?? 0),
  };
}

/** One video's transcript and its revision, for the video editor. */
export async function getVideoTranscript(options: {
  videoId: string;
}): Promise<{ transcript: string | null; revision: string }> {
  const editable = await getEditableTranscript(options);
  if (!editable) throw new AppError("NOT_FOUND", MESSAGES.videoNotFound);
  return editable;
}

/**
 * Saves what an admin changed of a video, in one transaction (the meetings service's); a field that is absent is
 * not written. A transcript is replaced only when it is sent with the revision it was edited from and that is still
 * the stored one (the transcripts service decides), which has the pipeline redo the analysis and the story.
 */
export async function updateCityVideo(input: UpdateVideoInput): Promise<void> {
  const { transcript } = input;
  await inAdminWords(() =>
    updateCityVideoRow({
      cityId: input.cityId,
      videoId: input.videoId,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(transcript !== undefined
        ? {
            saveTranscript: ({ current, tx }) =>
              replaceEditedTranscript({
                videoId: input.videoId,
                stored: current.transcript,
                edit: { text: transcript, revision: input.transcriptRevision },
                tx,
              }),
          }
        : {}),
    }),
  );
}

/** Deletes the video; its transcript segments and pipeline steps go with it. */
export async function deleteCityVideo(options: { cityId: string; videoId: string }): Promise<void> {
  await inAdminWords(() => deleteCityVideoRow(options));
}

/** The video is this city's, or the action stops with "Video not found". */
async function requireVideoOfCity(cityId: string, videoId: string): Promise<void> {
  await inAdminWords(() => requireCityVideo(db(), cityId, videoId));
}

// ---- the page ----

export type CityManagementPage = {
  cities: CityPickerOption[];
  city: City | null;
  /** A city id was asked for and there is no such city. */
  cityNotFound: boolean;
  urls: CityUrl[];
  selectedUrl: CityUrl | null;
  videos: { rows: AdminVideoRow[]; total: number; shown: number } | null;
  cityVideoCount: number;
  /** What a delete of the selected city would meet (null without a city). */
  deletion: CityDeletion | null;
};

/** Everything City Management shows for a selection; unknown or malformed ids select nothing. */
export async function loadCityManagement(selection: Selection): Promise<CityManagementPage> {
  const pickerCities = await listCitiesForAdmin();
  const empty = { urls: [], selectedUrl: null, videos: null, cityVideoCount: 0, deletion: null };
  if (!selection.cityId) return { cities: pickerCities, city: null, cityNotFound: false, ...empty };
  const city = isUuid(selection.cityId) ? await getCityForAdmin({ cityId: selection.cityId }) : undefined;
  if (!city) return { cities: pickerCities, city: null, cityNotFound: true, ...empty };
  const [urls, deletion] = await Promise.all([listCityUrls({ cityId: city.id }), cityDeletion(db(), city)]);
  const selectedUrl = urls.find((url) => url.id === selection.urlId) ?? null;
  let videos: CityManagementPage["videos"] = null;
  if (selectedUrl) {
    const listed = await listUrlVideos({ cityId: city.id, urlId: selectedUrl.id, limit: selection.show });
    videos = { rows: listed.videos, total: listed.total, shown: listed.videos.length };
  }
  return {
    cities: pickerCities,
    city,
    cityNotFound: false,
    urls,
    selectedUrl,
    videos,
    cityVideoCount: deletion.videoCount,
    deletion,
  };
}

// ---- the page's actions ----

const STEP_NAMES: Record<PipelineStep, string> = {
  transcript: "Transcript",
  analysis: "Analysis",
  story: "Story",
};

export type ActionOutcome = {
  toast: { title: string; description?: string };
  /** Where the page goes next, when the action changes the selection (a new city, a deleted URL). */
  select?: { cityId: string | null; urlId: string | null };
};

/**
 * Spec 001 sections 7 and 8: the refresh is the spec's fetchYoutubeVideos call, whose non-OK answer reaches the
 * admin as "Function call failed: {status} - {body}" (the toast's description, under "Error refreshing videos").
 */
async function asFunctionCall<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code, functionCallFailed(error.status, error.message), error.details);
  }
}

/** Runs one of the page's forms; every failure is an AppError with words for the admin. */
export async function runCityManagementAction(input: CityManagementAction): Promise<ActionOutcome> {
  switch (input.intent) {
    case INTENTS.createCity: {
      const city = await createCity(input);
      return { toast: { title: TOASTS.cityCreated }, select: { cityId: city.id, urlId: null } };
    }
    case INTENTS.updateCity:
      await updateCity(input);
      return { toast: { title: TOASTS.cityUpdated } };
    case INTENTS.deleteCity:
      await deleteCity(input);
      return { toast: { title: TOASTS.cityDeleted }, select: { cityId: null, urlId: null } };
    case INTENTS.createUrl:
      await createCityUrl(input);
      return { toast: { title: TOASTS.urlCreated } };
    case INTENTS.updateUrl:
      await updateCityUrl(input);
      return { toast: { title: TOASTS.urlUpdated } };
    case INTENTS.deleteUrl:
      await deleteCityUrl(input);
      return { toast: { title: TOASTS.urlDeleted }, select: { cityId: input.cityId, urlId: null } };
    case INTENTS.refreshVideos: {
      const result = await asFunctionCall(() => refreshCityUrlVideos(input));
      return { toast: { title: TOASTS.videosRefreshed, description: newVideosFound(result.newVideos) } };
    }
    case INTENTS.updateVideo:
      await updateCityVideo(input);
      return { toast: { title: TOASTS.videoUpdated } };
    case INTENTS.deleteVideo:
      await deleteCityVideo(input);
      return { toast: { title: TOASTS.videoDeleted } };
    case INTENTS.fetchTranscript:
      await requireVideoOfCity(input.cityId, input.videoId);
      await requestTranscript({ videoId: input.videoId });
      return { toast: { title: TOASTS.transcriptQueued } };
    case INTENTS.retryStep: {
      await requireVideoOfCity(input.cityId, input.videoId);
      const { videoId } = input;
      if (input.step === "transcript") await requestTranscript({ videoId });
      else if (input.step === "analysis") await requestAnalysis({ videoId, force: true });
      else await requestStory({ videoId, force: true });
      return { toast: { title: TOASTS.stepQueued(STEP_NAMES[input.step]) } };
    }
  }
}
