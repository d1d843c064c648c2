// The City Management service: cities, their URLs and the videos found at them, for administrators. Every
// write checks that the row belongs to the city the admin is working on, and writes that must succeed
// together run in one transaction.
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, like, ne, or, sql } from "drizzle-orm";
import {
  businessListings,
  cities,
  citiesUrls,
  cityNameKey,
  cityUrls,
  cityVideos,
  profiles,
} from "#db/schema";
import type { City } from "~/features/cities/cities.server";
import { requestAnalysis, requestStory, requestTranscript } from "~/features/pipeline/pipeline.server";
import { functionCallFailed } from "~/features/sources/sources.schema";
import { listCitySourceStatus, refreshSource, type SourceStatus } from "~/features/sources/sources.server";
import { importTranscript } from "~/features/transcripts/transcripts.server";
import { AppError, isAppError } from "~/lib/app-error";
import { type DbExecutor, db, type Transaction } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { IMAGE_UPLOADED, UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "~/lib/image-upload";
import { checkUploadedImage, imageStorageKey, storeImageThen } from "~/lib/image-upload.server";
import { listStepsOfVideos, type PipelineState, type PipelineStep } from "~/lib/pipeline-steps.server";
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

export type { City };
export type CityPickerOption = Pick<City, "id" | "name" | "state" | "status">;

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

/** The unique index of the same name and state (db/schema.ts, ADR 0022). */
const CITY_NAME_INDEX = "cities_state_name_key";

/** PostgreSQL's unique_violation, however the driver wraps it: the constraint's name, or null for another error. */
function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return { constraint: typeof constraint === "string" ? constraint : "" };
  }
  return null;
}

/** The city (not `exceptCityId`) whose name in that state is the same name, ignoring case and white space. */
async function cityOfSameName(
  executor: DbExecutor,
  options: { name: string; state: string; exceptCityId?: string },
): Promise<{ name: string } | undefined> {
  const [row] = await executor
    .select({ name: cities.name })
    .from(cities)
    .where(
      and(
        eq(cities.state, options.state),
        sql`${cityNameKey(cities.name)} = ${cityNameKey(options.name)}`,
        options.exceptCityId ? ne(cities.id, options.exceptCityId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

async function requireNameFree(
  executor: DbExecutor,
  options: { name: string; state: string; exceptCityId?: string },
): Promise<void> {
  const same = await cityOfSameName(executor, options);
  if (same) throw new AppError("CONFLICT", MESSAGES.cityNameTaken(same.name, options.state));
}

/** A save that lost a race to another admin: the unique index decides, and the loser hears which rule. */
async function explainUniqueViolation(
  error: unknown,
  input: { name: string; state: string; cityId?: string },
): Promise<never> {
  const violation = uniqueViolation(error);
  if (!violation) throw error;
  if (violation.constraint === CITY_NAME_INDEX) {
    const same = await cityOfSameName(db(), { ...input, exceptCityId: input.cityId });
    throw new AppError("CONFLICT", MESSAGES.cityNameTaken(same?.name ?? input.name, input.state));
  }
  throw new AppError("CONFLICT", MESSAGES.locationKeyTaken);
}

/** `base`, or `base-2`, `base-3`... whichever no city uses yet. */
async function freeLocationKey(tx: Transaction, base: string): Promise<string> {
  const stem = base.slice(0, LIMITS.locationKey - 4);
  const taken = new Set(
    (
      await tx
        .select({ key: cities.locationKey })
        .from(cities)
        .where(or(eq(cities.locationKey, stem), like(cities.locationKey, `${stem}-%`)))
    ).map((row) => row.key),
  );
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${stem}-${suffix}`)) return `${stem}-${suffix}`;
}

async function keyUsedByAnotherCity(tx: Transaction, key: string, cityId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(cityId ? and(eq(cities.locationKey, key), ne(cities.id, cityId)) : eq(cities.locationKey, key))
    .limit(1);
  return Boolean(row);
}

function cityValues(input: CreateCityInput | UpdateCityInput) {
  return {
    name: input.name,
    county: input.county,
    state: input.state,
    status: input.status,
    description: input.description,
    imageUrl: input.imageUrl,
    domain: input.domain,
    tagLine: input.tagLine,
    icon: input.icon,
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
  };
}

/**
 * Creates a city. Its name must be free in its state (ADR 0022). A key the form generated from the name (or none)
 * is made unique with a numbered suffix; a key the admin typed must be free, or the answer is 409.
 */
export async function createCity(input: CreateCityInput): Promise<City> {
  try {
    return await db().transaction(async (tx) => {
      await requireNameFree(tx, { name: input.name, state: input.state });
      const generated = input.locationKeyGenerated || input.locationKey === "";
      const wanted = input.locationKey || slugifyLocationKey(input.name);
      if (!wanted) throw new AppError("BAD_REQUEST", MESSAGES.locationKeyInvalid);
      let locationKey = wanted;
      if (generated) locationKey = await freeLocationKey(tx, wanted);
      else if (await keyUsedByAnotherCity(tx, wanted))
        throw new AppError("CONFLICT", MESSAGES.locationKeyTaken);
      const [city] = await tx
        .insert(cities)
        .values({ ...cityValues(input), locationKey })
        .returning();
      if (!city) throw new AppError("INTERNAL", "The city could not be saved.");
      return city;
    });
  } catch (error) {
    return explainUniqueViolation(error, input);
  }
}

export async function updateCity(input: UpdateCityInput): Promise<City> {
  try {
    return await db().transaction(async (tx) => {
      await requireCity(tx, input.cityId);
      await requireNameFree(tx, { name: input.name, state: input.state, exceptCityId: input.cityId });
      if (await keyUsedByAnotherCity(tx, input.locationKey, input.cityId))
        throw new AppError("CONFLICT", MESSAGES.locationKeyTaken);
      const [city] = await tx
        .update(cities)
        .set({ ...cityValues(input), locationKey: input.locationKey, updatedAt: new Date() })
        .where(eq(cities.id, input.cityId))
        .returning();
      if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
      return city;
    });
  } catch (error) {
    return explainUniqueViolation(error, input);
  }
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
  const [city] = await db()
    .select({ locationKey: cities.locationKey })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
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
      const [updated] = await db()
        .update(cities)
        .set({ imageUrl: publicUrl, updatedAt: new Date() })
        .where(eq(cities.id, cityId))
        .returning({ id: cities.id });
      if (!updated) throw new AppError("NOT_FOUND", CITY_NOT_FOUND, { title: UPLOAD_FAILED });
      return { imageUrl: publicUrl };
    },
  });
}

/** The upload's answer for the page: the spec's success toast and the stored address. */
export async function runCityImageUpload(upload: Parameters<typeof uploadCityImage>[0]) {
  const { imageUrl } = await uploadCityImage(upload);
  return { toast: { title: IMAGE_UPLOADED }, imageUrl };
}

// ---- deleting a city (ADR 0022) ----

/** What stands between a city and its deletion: it must be archived, and hold no meetings and no listings. */
export type CityDeletion = { archived: boolean; videoCount: number; listingCount: number };

async function cityDeletion(
  executor: DbExecutor,
  city: { id: string; status: string },
): Promise<CityDeletion> {
  const [[videos], [listings]] = await Promise.all([
    executor.select({ total: count() }).from(cityVideos).where(eq(cityVideos.cityId, city.id)),
    executor.select({ total: count() }).from(businessListings).where(eq(businessListings.cityId, city.id)),
  ]);
  return {
    archived: city.status === "Archive",
    videoCount: Number(videos?.total ?? 0),
    listingCount: Number(listings?.total ?? 0),
  };
}

/**
 * Deletes an archived city that has no meetings and no business listings ("empty", ADR 0022), with its URLs (a
 * URL another city also links to stays for that city); members who had it as their home city lose it. The city
 * row is locked first, so a refresh adding a meeting meanwhile waits and then fails rather than being lost; the
 * foreign keys of meetings and listings refuse the delete as well.
 */
export async function deleteCity(options: { cityId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    const [city] = await tx
      .select({ id: cities.id, status: cities.status, locationKey: cities.locationKey })
      .from(cities)
      .where(eq(cities.id, options.cityId))
      .for("update");
    if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
    const deletion = await cityDeletion(tx, city);
    if (!deletion.archived) throw new AppError("CONFLICT", MESSAGES.cityNotArchived);
    if (deletion.videoCount > 0 || deletion.listingCount > 0)
      throw new AppError("CONFLICT", MESSAGES.cityNotEmpty(deletion.videoCount, deletion.listingCount));
    const links = await tx
      .delete(citiesUrls)
      .where(eq(citiesUrls.cityId, city.id))
      .returning({ urlId: citiesUrls.urlId });
    for (const { urlId } of links) {
      const [stillLinked] = await tx
        .select({ cityId: citiesUrls.cityId })
        .from(citiesUrls)
        .where(eq(citiesUrls.urlId, urlId))
        .limit(1);
      if (!stillLinked) await tx.delete(cityUrls).where(eq(cityUrls.id, urlId));
    }
    // A home city that no longer exists would send its members to a not-found page at every visit.
    await tx
      .update(profiles)
      .set({ homeCityKey: null, updatedAt: new Date() })
      .where(eq(profiles.homeCityKey, city.locationKey));
    await tx.delete(cities).where(eq(cities.id, city.id));
  });
}

// ---- URLs ----

export type CityUrl = SourceStatus;

/** A city's URLs with how each was last read (the sources service's view of them). */
export async function listCityUrls(options: { cityId: string }): Promise<CityUrl[]> {
  return listCitySourceStatus({ cityId: options.cityId });
}

async function requireCity(tx: Transaction, cityId: string): Promise<void> {
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
}

/** The URL, when it is linked to this city; an id of another city's URL is as unknown as a made-up one. */
async function requireCityUrl(executor: DbExecutor, cityId: string, urlId: string) {
  const [row] = await executor
    .select({ id: cityUrls.id, sourceType: cityUrls.sourceType })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(and(eq(cityUrls.id, urlId), eq(citiesUrls.cityId, cityId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", MESSAGES.urlNotFound);
  return row;
}

async function requireUrlNotListed(tx: Transaction, cityId: string, url: string, exceptUrlId?: string) {
  const [row] = await tx
    .select({ id: cityUrls.id })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(
      and(
        eq(citiesUrls.cityId, cityId),
        eq(cityUrls.url, url),
        exceptUrlId ? ne(cityUrls.id, exceptUrlId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw new AppError("CONFLICT", MESSAGES.urlDuplicate);
}

/** Inserts the URL, then its link to the city (spec 001 section 7), together. */
export async function createCityUrl(input: CreateUrlInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    await requireCity(tx, input.cityId);
    await requireUrlNotListed(tx, input.cityId, input.url);
    const [created] = await tx
      .insert(cityUrls)
      .values({
        title: input.title,
        url: input.url,
        contentType: input.contentType,
        sourceType: input.sourceType,
        entityType: input.entityType,
      })
      .returning({ id: cityUrls.id });
    if (!created) throw new AppError("INTERNAL", "The URL could not be saved.");
    await tx.insert(citiesUrls).values({ cityId: input.cityId, urlId: created.id });
    return created;
  });
}

export async function updateCityUrl(input: UpdateUrlInput): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await requireCityUrl(tx, input.cityId, input.urlId);
    const listed = (EDIT_SOURCE_TYPES as readonly string[]).includes(input.sourceType);
    if (!listed && input.sourceType !== current.sourceType)
      throw new AppError("BAD_REQUEST", MESSAGES.editSourceTypeInvalid);
    await requireUrlNotListed(tx, input.cityId, input.url, input.urlId);
    await tx
      .update(cityUrls)
      .set({
        title: input.title,
        url: input.url,
        contentType: input.contentType,
        sourceType: input.sourceType,
        entityType: input.entityType,
        updatedAt: new Date(),
      })
      .where(eq(cityUrls.id, input.urlId));
  });
}

/**
 * Removes the URL's links, then the URL (spec 001 section 7). Its videos stay in the city without a source
 * (city_videos.city_urls_id is set null): their transcripts and stories are worth more than the link.
 */
export async function deleteCityUrl(options: { cityId: string; urlId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await requireCityUrl(tx, options.cityId, options.urlId);
    await tx.delete(citiesUrls).where(eq(citiesUrls.urlId, options.urlId));
    await tx.delete(cityUrls).where(eq(cityUrls.id, options.urlId));
  });
}

/** The admin's "Refresh Videos" for a URL of this city: listed now, new videos queued for their transcripts. */
export async function refreshCityUrlVideos(options: {
  cityId: string;
  urlId: string;
}): Promise<{ newVideos: number; totalVideos: number; note?: string }> {
  await requireCityUrl(db(), options.cityId, options.urlId);
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
  const [videos, [totals]] = await Promise.all([
    db()
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
      .orderBy(sql`${cityVideos.publishedAt} desc nulls last`, desc(cityVideos.createdAt))
      .limit(options.limit),
    db().select({ total: count() }).from(cityVideos).where(where),
  ]);
  const steps = await listStepsOfVideos({ videoIds: videos.map((video) => video.id) });
  return {
    videos: videos.map((video) => ({ ...video, steps: steps.get(video.id) ?? {} })),
    total: Number(totals?.total ?? 0),
  };
}

/** A transcript's revision: what an edit must be based on to replace it (the hash of the stored text). */
export function transcriptRevision(transcript: string | null): string {
  return createHash("sha256")
    .update(transcript ?? "")
    .digest("hex");
}

/** One video's transcript and its revision, for the video editor. */
export async function getVideoTranscript(options: {
  videoId: string;
}): Promise<{ transcript: string | null; revision: string }> {
  // A malformed id names no video; it never reaches PostgreSQL's uuid parser.
  if (!isUuid(options.videoId)) throw new AppError("NOT_FOUND", MESSAGES.videoNotFound);
  const [row] = await db()
    .select({ transcript: cityVideos.transcript })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", MESSAGES.videoNotFound);
  return { transcript: row.transcript, revision: transcriptRevision(row.transcript) };
}

async function requireCityVideo(executor: DbExecutor, cityId: string, videoId: string) {
  const [row] = await executor
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      description: cityVideos.description,
      transcript: cityVideos.transcript,
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.id, videoId), eq(cityVideos.cityId, cityId)))
    .limit(1)
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", MESSAGES.videoNotFound);
  return row;
}

/**
 * Saves what an admin changed of a video, in one transaction; a field that is absent is not written. A changed
 * title or description is marked as the admin's (ADR 0008: a source refresh keeps it). A transcript is replaced
 * only when it is sent with the revision it was edited from and that is still the stored one, so neither the
 * editor's "Loading..." nor a copy older than a newly fetched transcript can overwrite it. The new transcript is
 * saved through the transcripts service (timed segments rebuilt), which has the pipeline redo the analysis and the
 * story (ADR 0025).
 */
export async function updateCityVideo(input: UpdateVideoInput): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await requireCityVideo(tx, input.cityId, input.videoId);
    const now = new Date();
    const changes: Partial<typeof cityVideos.$inferInsert> = {};
    if (input.title !== undefined && input.title !== current.title)
      Object.assign(changes, { title: input.title, titleEditedAt: now });
    if (input.description !== undefined && input.description !== current.description)
      Object.assign(changes, { description: input.description, descriptionEditedAt: now });
    if (Object.keys(changes).length > 0)
      await tx
        .update(cityVideos)
        .set({ ...changes, updatedAt: now })
        .where(eq(cityVideos.id, input.videoId));

    if (input.transcript === undefined) return;
    if (input.transcriptRevision !== transcriptRevision(current.transcript))
      throw new AppError("CONFLICT", MESSAGES.transcriptChanged);
    // Browsers send a textarea's line breaks as CRLF: an untouched transcript must not count as an edit.
    const transcript = input.transcript.replace(/\r\n?/g, "\n");
    if (transcript.trim() === (current.transcript ?? "").trim()) return;
    if (transcript.trim() === "") throw new AppError("BAD_REQUEST", MESSAGES.transcriptEmpty);
    await importTranscript({ videoId: input.videoId, text: transcript, tx });
  });
}

/** Deletes the video; its transcript segments and pipeline steps go with it (foreign keys cascade). */
export async function deleteCityVideo(options: { cityId: string; videoId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await requireCityVideo(tx, options.cityId, options.videoId);
    await tx.delete(cityVideos).where(eq(cityVideos.id, options.videoId));
  });
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
      await requireCityVideo(db(), input.cityId, input.videoId);
      await requestTranscript({ videoId: input.videoId });
      return { toast: { title: TOASTS.transcriptQueued } };
    case INTENTS.retryStep: {
      await requireCityVideo(db(), input.cityId, input.videoId);
      const { videoId } = input;
      if (input.step === "transcript") await requestTranscript({ videoId });
      else if (input.step === "analysis") await requestAnalysis({ videoId, force: true });
      else await requestStory({ videoId, force: true });
      return { toast: { title: TOASTS.stepQueued(STEP_NAMES[input.step]) } };
    }
  }
}
