// /admin/city-management: every action with good and bad input (missing fields, over-long text, unknown and
// malformed ids, wrong types) answers as the spec says, and a refused action writes nothing.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  businessListings,
  cities,
  citiesUrls,
  cityUrls,
  cityVideos,
  profiles,
  transcriptSegments,
  videoPipelineSteps,
} from "#db/schema";
import { CITY_SEEDS, LIVE_CITY_SEEDS } from "#db/seed/cities";
import type { CityManagementPage } from "~/features/admin-cities/admin-cities.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import { database, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { localFilesDirectory } from "~/lib/storage/local-storage.server";
import { formatTranscriptText } from "~/lib/transcript-format";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { actionArgs, jpegImage, pngImage, pngOfSize, uploadRequest } from "../factories/admin-directory";
import { createAnalysedVideo } from "../factories/analysis";
import { createCity, createSource, createVideo } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createListing } from "../factories/directory";
import { transcriptOfLength } from "../factories/meetings";
import { councilSegments } from "../factories/transcripts-for-analysis";
import { type FakeFeeds, startFakeFeeds, youtubeAtomFeed } from "../fakes/feeds";

const CHANNEL_ID = "UCadminCityChannel000012";
const CHANNEL_URL = `https://www.youtube.com/channel/${CHANNEL_ID}`;
const PAGE = "/admin/city-management";

let feeds: FakeFeeds;
let queue: Queue;
let route: typeof import("~/routes/admin.city-management");
let transcriptRoute: typeof import("~/routes/admin.city-management.video-transcript");
let copy: typeof import("~/features/admin-cities/admin-cities.copy");
/** The file store module the route (loaded after resetModules) uses. */
let storageModule: typeof import("~/lib/storage/storage.server");
let adminCookie: string;

beforeAll(async () => {
  feeds = await startFakeFeeds();
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", "1");
  vi.stubEnv("YOUTUBE_API_KEY", "");
  vi.stubEnv("YOUTUBE_FEED_BASE_URL", feeds.url);
  vi.resetModules();
  route = await import("~/routes/admin.city-management");
  transcriptRoute = await import("~/routes/admin.city-management.video-transcript");
  copy = await import("~/features/admin-cities/admin-cities.copy");
  storageModule = await import("~/lib/storage/storage.server");
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
});
afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
  await feeds.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  feeds.failure = null;
  feeds.resources.set(`/feeds/videos.xml?channel_id=${CHANNEL_ID}`, {
    contentType: "text/xml",
    body: youtubeAtomFeed({
      channelId: CHANNEL_ID,
      channelTitle: "Council",
      entries: [
        { videoId: "cccccccccc1", title: "Council, May 6", published: "2025-05-07T01:00:00+00:00" },
        { videoId: "cccccccccc2", title: "Council, April 15", published: "2025-04-16T01:00:00+00:00" },
      ],
    }),
  });
});

/** Posts the form to the page's action as the signed-in admin; the answer's status and body. */
async function post(fields: Record<string, string>, search = "") {
  const result = await route.action({
    request: formRequest(`${PAGE}${search}`, fields, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  if (result instanceof Response)
    return { status: result.status, body: null, location: result.headers.get("location"), result };
  return { ...answerOf(result), location: null, result };
}

async function load(search: string) {
  const result = await route.loader({
    request: getRequest(`${PAGE}${search}`, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  return answerOf(result) as { status: number; body: CityManagementPage };
}

async function tableCount(table: typeof cities | typeof cityUrls | typeof citiesUrls | typeof cityVideos) {
  const [row] = await db().select({ total: count() }).from(table);
  return Number(row?.total ?? 0);
}

async function cityById(id: string) {
  const [row] = await db().select().from(cities).where(eq(cities.id, id));
  return row;
}

async function videoById(id: string) {
  const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, id));
  return row;
}

function newCityFields(overrides: Record<string, string> = {}) {
  return {
    intent: "create-city",
    name: "Riverbend",
    county: "Lane County",
    locationKeyGenerated: "true",
    ...overrides,
  };
}

function cityFields(
  city: { id: string; name: string; locationKey: string },
  overrides: Record<string, string> = {},
) {
  return {
    intent: "update-city",
    cityId: city.id,
    name: city.name,
    county: "Marin County",
    state: "CA",
    status: "Test",
    locationKey: city.locationKey,
    ...overrides,
  };
}

const UNKNOWN_ID = "7f0c5a8e-1b2c-4d3e-8f40-123456789abc";

/** The revision the editor sends with a transcript it loaded: the SHA-256 of the stored text. */
function revisionOf(transcript: string | null): string {
  return createHash("sha256")
    .update(transcript ?? "")
    .digest("hex");
}

describe("the page", () => {
  it("lists every city for the picker, whatever its status, and selects nothing by default", async () => {
    const preparing = await createCity({ status: "New" });
    const { status, body } = await load("");
    expect(status).toBe(200);
    expect(body.city).toBeNull();
    expect(body.cityNotFound).toBe(false);
    expect(body.cities.map((city) => city.id)).toContain(preparing.id);
  });

  it.each([
    ["a malformed id", "?cityId=not-a-uuid"],
    ["an unknown id", `?cityId=${UNKNOWN_ID}`],
  ])("answers 404 with City not found for %s", async (_label, search) => {
    const { status, body } = await load(search);
    expect(status).toBe(404);
    expect(body.cityNotFound).toBe(true);
    expect(copy.CITY_NOT_FOUND).toBe("City not found");
  });

  it("shows a selected URL's videos newest first, with transcript lengths rather than transcripts", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { title: "Council channel" });
    const other = await createSource(city.id, { title: "Schools channel" });
    const older = await createVideo(city.id, {
      cityUrlsId: source.id,
      publishedAt: new Date("2025-01-01T00:00:00Z"),
      transcript: "x".repeat(150),
    });
    const newer = await createVideo(city.id, {
      cityUrlsId: source.id,
      publishedAt: new Date("2025-02-01T00:00:00Z"),
    });
    await createVideo(city.id, { cityUrlsId: other.id });
    const { body } = await load(`?cityId=${city.id}&urlId=${source.id}`);
    expect(body.city?.id).toBe(city.id);
    expect(body.urls.map((url) => url.id).sort()).toEqual([source.id, other.id].sort());
    expect(body.selectedUrl?.id).toBe(source.id);
    expect(body.videos?.rows.map((video) => video.id)).toEqual([newer.id, older.id]);
    expect(body.videos?.rows[1]).toMatchObject({ transcriptLength: 150 });
    expect(body.videos?.rows[1]).not.toHaveProperty("transcript");
    expect(body.videos?.total).toBe(2);
  });

  it("selects no URL for an id of another city's URL", async () => {
    const city = await createCity();
    const elsewhere = await createSource((await createCity()).id);
    const { body } = await load(`?cityId=${city.id}&urlId=${elsewhere.id}`);
    expect(body.selectedUrl).toBeNull();
    expect(body.videos).toBeNull();
  });
});

describe("create city", () => {
  it("creates a New city in CA with the default colours and a URL-safe key, and selects it", async () => {
    const name = `San José del Río ${Date.now()}`;
    const answer = await post(newCityFields({ name, county: "  Santa Clara County  " }));
    expect(answer.status).toBe(302);
    const id = new URL(answer.location ?? "", "http://x").searchParams.get("cityId") ?? "";
    const city = await cityById(id);
    expect(city).toMatchObject({
      name,
      county: "Santa Clara County",
      state: "CA",
      status: "New",
      primaryColor: "#3B82F6",
      secondaryColor: "#1E40AF",
    });
    expect(city?.locationKey).toMatch(/^san-jose-del-rio-\d+$/);
    // The success toast travels with the redirect.
    expect(answer.result instanceof Response && answer.result.headers.get("set-cookie")).toContain(
      "civiclens_toast",
    );
  });

  it("makes a generated key unique with a suffix", async () => {
    const base = `twin-falls-${Date.now()}`;
    await createCity({ locationKey: base });
    const answer = await post(newCityFields({ name: "Twin Falls", locationKey: base }));
    expect(answer.status).toBe(302);
    const id = new URL(answer.location ?? "", "http://x").searchParams.get("cityId") ?? "";
    expect((await cityById(id))?.locationKey).toBe(`${base}-2`);
  });

  it("refuses a typed key another city uses (409), writing nothing", async () => {
    const taken = await createCity();
    const before = await tableCount(cities);
    const answer = await post(
      newCityFields({ locationKey: taken.locationKey, locationKeyGenerated: "false" }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false, error: copy.MESSAGES.locationKeyTaken });
    expect(await tableCount(cities)).toBe(before);
  });

  it.each([
    ["no name", { name: "" }],
    ["a name of spaces", { name: "   " }],
    ["no county", { county: "" }],
    ["a county of spaces", { county: " \t " }],
  ])("answers 400 Name and county are required for %s, writing nothing", async (_label, overrides) => {
    const before = await tableCount(cities);
    const answer = await post(newCityFields(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      toast: { title: "Please fill in required fields", description: "Name and county are required" },
      error: "Name and county are required",
    });
    expect(await tableCount(cities)).toBe(before);
  });

  it("treats absent fields like empty ones", async () => {
    const answer = await post({ intent: "create-city" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: copy.NAME_AND_COUNTY_REQUIRED });
  });

  it.each([
    ["an over-long name", { name: "n".repeat(201) }, (): string => copy.MESSAGES.nameTooLong],
    ["an over-long county", { county: "c".repeat(201) }, (): string => copy.MESSAGES.countyTooLong],
    ["a state that is not one", { state: "ZZ" }, (): string => copy.MESSAGES.stateInvalid],
    ["a status outside the four", { status: "Published" }, (): string => copy.MESSAGES.statusInvalid],
    ["a colour that is not hex", { primaryColor: "blue" }, (): string => copy.MESSAGES.colorInvalid],
    [
      "a key with slashes",
      { locationKey: "a/b", locationKeyGenerated: "false" },
      (): string => copy.MESSAGES.locationKeyInvalid,
    ],
  ])("answers 400 for %s, writing nothing", async (_label, overrides, message) => {
    const before = await tableCount(cities);
    const answer = await post(newCityFields(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: message() });
    expect(await tableCount(cities)).toBe(before);
  });

  it("answers 400 to an unknown intent", async () => {
    const answer = await post({ intent: "drop-everything", name: "x", county: "y" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: copy.MESSAGES.unknownAction });
  });
});

describe("one city of a name per state", () => {
  it.each([
    ["the same name", "Riverbend"],
    ["another letter case", "RIVERBEND"],
    ["spaces around and inside", "  River  bend "],
  ])("refuses %s in the same state (409), writing nothing", async (_label, name) => {
    const state = "OR";
    const existing = await createCity({
      name: `Riverbend`,
      state,
      locationKey: `riverbend-or-${Date.now()}`,
    });
    const before = await tableCount(cities);
    const answer = await post(newCityFields({ name, state }));
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: copy.MESSAGES.cityNameTaken(existing.name, state) },
    });
    expect(await tableCount(cities)).toBe(before);
    await db().delete(cities).where(eq(cities.id, existing.id));
  });

  it("allows the same name in another state", async () => {
    await createCity({ name: "Springfield", state: "IL" });
    const answer = await post(newCityFields({ name: "Springfield", state: "MO" }));
    expect(answer.status).toBe(302);
  });

  it("refuses an update to another city's name in its state, or a move into a state that has the name", async () => {
    const first = await createCity({ name: "Cedar Falls", state: "IA" });
    const second = await createCity({ name: "Ames", state: "IA" });
    const third = await createCity({ name: "Cedar Falls", state: "WA" });
    const renamed = await post(cityFields(second, { name: "cedar falls", state: "IA" }));
    expect(renamed).toMatchObject({
      status: 409,
      body: { error: copy.MESSAGES.cityNameTaken(first.name, "IA") },
    });
    const moved = await post(cityFields(third, { state: "IA" }));
    expect(moved.status).toBe(409);
    expect(await cityById(second.id)).toMatchObject({ name: "Ames", state: "IA" });
    expect(await cityById(third.id)).toMatchObject({ state: "WA" });
    // A city keeps its own name, in any spelling.
    const respelled = await post(cityFields(first, { name: "CEDAR FALLS", state: "IA" }));
    expect(respelled.status).toBe(200);
  });

  it("is kept by the database too, whoever writes", async () => {
    await createCity({ name: "Twin Peaks", state: "WA" });
    await expect(createCity({ name: "twin  peaks", state: "WA" })).rejects.toThrow();
  });
});

describe("update city", () => {
  it("saves every field and answers with the spec's toast", async () => {
    const city = await createCity();
    const answer = await post(
      cityFields(city, {
        name: "Renamed",
        tagLine: "By the bay",
        primaryColor: "#112233",
        imageUrl: "https://example.org/banner.jpg",
        status: "Archive",
      }),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: "City updated successfully" } },
    });
    expect(await cityById(city.id)).toMatchObject({
      name: "Renamed",
      county: "Marin County",
      tagLine: "By the bay",
      primaryColor: "#112233",
      imageUrl: "https://example.org/banner.jpg",
      status: "Archive",
    });
  });

  it.each([
    ["an unknown id", UNKNOWN_ID, 404, (): string => copy.CITY_NOT_FOUND],
    ["a malformed id", "123", 400, (): string => copy.MESSAGES.invalidId],
  ])("answers %s with its status and changes nothing", async (_label, cityId, status, message) => {
    const city = await createCity();
    const answer = await post(cityFields(city, { cityId, name: "Changed" }));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error: message() });
    expect((await cityById(city.id))?.name).toBe(city.name);
  });

  it("refuses another city's key (409) and a missing county (400), changing nothing", async () => {
    const city = await createCity();
    const other = await createCity();
    const taken = await post(cityFields(city, { locationKey: other.locationKey, name: "Changed" }));
    expect(taken.status).toBe(409);
    const noCounty = await post(cityFields(city, { county: "", name: "Changed" }));
    expect(noCounty).toMatchObject({ status: 400, body: { error: copy.NAME_AND_COUNTY_REQUIRED } });
    const badImage = await post(cityFields(city, { imageUrl: "javascript:alert(1)", name: "Changed" }));
    expect(badImage).toMatchObject({ status: 400, body: { error: copy.MESSAGES.imageUrlInvalid } });
    const longText = await post(cityFields(city, { description: "d".repeat(2001), name: "Changed" }));
    expect(longText.status).toBe(400);
    expect(await cityById(city.id)).toMatchObject({ name: city.name, locationKey: city.locationKey });
  });
});

/** The fields the details editor sends for a city left as it is (colour inputs send lower-case #rrggbb). */
function editorFields(city: typeof cities.$inferSelect): Record<string, string> {
  return {
    intent: "update-city",
    cityId: city.id,
    name: city.name,
    county: city.county ?? "",
    state: city.state,
    status: city.status,
    locationKey: city.locationKey,
    primaryColor: (city.primaryColor ?? "#3B82F6").toLowerCase(),
    secondaryColor: (city.secondaryColor ?? "#1E40AF").toLowerCase(),
    description: city.description ?? "",
    tagLine: city.tagLine ?? "",
    domain: city.domain ?? "",
    imageUrl: city.imageUrl ?? "",
    icon: city.icon ?? "",
  };
}

describe("the demo's cities", () => {
  it("has Live cities whose images are site paths", () => {
    expect(LIVE_CITY_SEEDS.length).toBeGreaterThanOrEqual(3);
    expect(LIVE_CITY_SEEDS.every((seed) => seed.imageUrl?.startsWith("/demo/"))).toBe(true);
  });

  it.each(CITY_SEEDS.map((seed) => [seed.name, seed] as const))(
    "%s is saved unchanged when edited and saved as it is",
    async (_name, seed) => {
      const { sources: _sources, places: _places, key, postalPrefix: _p, areaCode: _a, ...fields } = seed;
      const city = await createCity({ ...fields, locationKey: `${key}-${Date.now()}` });
      const answer = await post(editorFields(city));
      expect(answer).toMatchObject({ status: 200, body: { ok: true, toast: { title: TOAST_CITY_UPDATED } } });
      const saved = await cityById(city.id);
      expect(saved).toMatchObject({
        name: city.name,
        county: city.county,
        description: city.description,
        imageUrl: city.imageUrl,
        icon: city.icon,
        tagLine: city.tagLine,
        domain: city.domain,
        status: city.status,
      });
    },
  );
});

const TOAST_CITY_UPDATED = "City updated successfully";

describe("the city image", () => {
  it.each([
    ["a site path", "/demo/cities/harbor-point-ca.svg"],
    ["a stored upload's path", "/uploads/city-images/harbor-point-1700000000000.png"],
    ["an https address", "https://example.org/banner.jpg"],
  ])("accepts %s as the image URL", async (_label, imageUrl) => {
    const city = await createCity();
    const answer = await post(cityFields(city, { imageUrl }));
    expect(answer.status).toBe(200);
    expect((await cityById(city.id))?.imageUrl).toBe(imageUrl);
  });

  it.each([
    ["a protocol-relative address", "//evil.example/banner.png"],
    ["a backslash after the slash", "/\\evil.example/banner.png"],
    ["a backslash inside the path", "/demo\\cities/x.png"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path without its slash", "demo/cities/x.png"],
    ["a path with a space", "/demo/my city.png"],
  ])("refuses %s as the image URL, changing nothing", async (_label, imageUrl) => {
    const city = await createCity({ imageUrl: "/demo/cities/old.svg" });
    const answer = await post(cityFields(city, { imageUrl, name: "Changed" }));
    expect(answer).toMatchObject({ status: 400, body: { error: copy.MESSAGES.imageUrlInvalid } });
    expect(await cityById(city.id)).toMatchObject({ name: city.name, imageUrl: "/demo/cities/old.svg" });
  });

  const cityImagesDirectory = () => path.join(localFilesDirectory(env().DATA_DIR), "city-images");

  async function uploadCityImage(
    cityId: string,
    file: { bytes: Uint8Array; name: string; type: string } | undefined,
  ) {
    const request = await uploadRequest({
      cookie: adminCookie,
      // The city image form posts to ?upload=city-image (CITY_IMAGE_UPLOAD_ACTION).
      url: `http://localhost:3000${PAGE}?upload=city-image&cityId=${cityId}`,
      fields: { intent: "upload-city-image", cityId },
      file,
    });
    return answerOf(await route.action(actionArgs(request)));
  }

  it("stores an uploaded image by its bytes and saves its address on the city at once", async () => {
    const city = await createCity({ imageUrl: "/demo/cities/harbor-point-ca.svg" });
    const answer = await uploadCityImage(city.id, {
      bytes: jpegImage(),
      name: "harbor.PNG",
      type: "image/png",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: "Image uploaded successfully" } },
    });
    const imageUrl = (await cityById(city.id))?.imageUrl ?? "";
    expect(imageUrl).toMatch(new RegExp(`^/uploads/city-images/${city.locationKey}-\\d+\\.jpg$`));
    const stored = await readFile(path.join(cityImagesDirectory(), path.basename(imageUrl)));
    expect(stored.equals(jpegImage())).toBe(true);
  });

  it.each([
    [
      "a text file named .png",
      { bytes: Buffer.from("only words"), name: "photo.png", type: "image/png" },
      400,
      "Invalid file type",
      "Please select an image file",
    ],
    [
      "an SVG",
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: "x.svg",
        type: "image/svg+xml",
      },
      400,
      "Invalid file type",
      "Please select an image file",
    ],
    ["no file", undefined, 400, "Invalid file type", "Please select an image file"],
    [
      "an image over 10 MB",
      { bytes: pngOfSize(10 * 1024 * 1024 + 1), name: "big.png", type: "image/png" },
      413,
      "File too large",
      "Please select an image smaller than 10MB",
    ],
  ])("refuses %s with the spec's words, storing nothing", async (_label, file, status, title, error) => {
    const city = await createCity({ imageUrl: "/demo/cities/old.svg" });
    const filesBefore = await readdirOrEmpty(cityImagesDirectory());
    const answer = await uploadCityImage(city.id, file);
    expect(answer).toMatchObject({
      status,
      body: { ok: false, toast: { title, description: error }, error },
    });
    expect((await cityById(city.id))?.imageUrl).toBe("/demo/cities/old.svg");
    expect(await readdirOrEmpty(cityImagesDirectory())).toEqual(filesBefore);
  });

  it("answers 404 for an unknown city and 400 for a malformed id, storing nothing", async () => {
    const filesBefore = await readdirOrEmpty(cityImagesDirectory());
    const png = { bytes: pngImage(), name: "x.png", type: "image/png" };
    expect((await uploadCityImage(UNKNOWN_ID, png)).status).toBe(404);
    expect((await uploadCityImage("not-an-id", png)).status).toBe(400);
    expect(await readdirOrEmpty(cityImagesDirectory())).toEqual(filesBefore);
  });

  it("says Upload failed when the file store fails, and keeps the old image", async () => {
    const city = await createCity({ imageUrl: "/demo/cities/old.svg" });
    storageModule.setCurrentStorage({
      kind: "local",
      put: async () => {
        throw new Error("disk full");
      },
      remove: async () => {},
    });
    try {
      const answer = await uploadCityImage(city.id, { bytes: pngImage(), name: "x.png", type: "image/png" });
      expect(answer).toMatchObject({
        status: 502,
        body: {
          ok: false,
          toast: { title: "Upload failed", description: "Failed to upload image. Please try again." },
          error: "Failed to upload image. Please try again.",
        },
      });
    } finally {
      storageModule.setCurrentStorage(undefined);
    }
    expect((await cityById(city.id))?.imageUrl).toBe("/demo/cities/old.svg");
  });
});

async function readdirOrEmpty(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}

describe("deleting a city", () => {
  const remove = (cityId: string) => post({ intent: "delete-city", cityId }, `?cityId=${cityId}`);

  it("tells the page what a delete would take and what blocks it", async () => {
    const city = await createCity({ status: "Archive" });
    await createSource(city.id, { title: "Council channel" });
    await createVideo(city.id);
    await createListing(city.id);
    await createListing(city.id);
    const { body } = await load(`?cityId=${city.id}`);
    expect(body.deletion).toEqual({ archived: true, videoCount: 1, listingCount: 2 });
    expect(body.urls.map((url) => url.title)).toEqual(["Council channel"]);
  });

  it("refuses a city that is not archived (409), changing nothing", async () => {
    const city = await createCity({ status: "Live" });
    const answer = await remove(city.id);
    expect(answer).toMatchObject({ status: 409, body: { ok: false, error: copy.MESSAGES.cityNotArchived } });
    expect(await cityById(city.id)).toBeDefined();
  });

  it.each([
    ["meetings", 2, 0],
    ["listings", 0, 1],
    ["both", 1, 3],
  ])(
    "refuses an archived city that still has %s (409), changing nothing",
    async (_label, videos, listings) => {
      const city = await createCity({ status: "Archive" });
      const source = await createSource(city.id);
      for (let index = 0; index < videos; index++) await createVideo(city.id, { cityUrlsId: source.id });
      for (let index = 0; index < listings; index++) await createListing(city.id);
      const answer = await remove(city.id);
      expect(answer).toMatchObject({
        status: 409,
        body: { ok: false, error: copy.MESSAGES.cityNotEmpty(videos, listings) },
      });
      expect(await cityById(city.id)).toBeDefined();
      expect(await db().select().from(cityUrls).where(eq(cityUrls.id, source.id))).toHaveLength(1);
    },
  );

  it("deletes an archived, empty city with its URLs, clears members' home city and the selection", async () => {
    const city = await createCity({ status: "Archive" });
    const own = await createSource(city.id, { title: "Own channel" });
    const shared = await createSource(city.id, { title: "Shared county channel" });
    const neighbour = await createCity();
    await db().insert(citiesUrls).values({ cityId: neighbour.id, urlId: shared.id });
    const member = await createUser({ homeCityKey: city.locationKey });
    const answer = await remove(city.id);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(PAGE);
    expect(answer.result instanceof Response && answer.result.headers.get("set-cookie")).toContain(
      "civiclens_toast",
    );
    expect(await cityById(city.id)).toBeUndefined();
    expect(await db().select().from(cityUrls).where(eq(cityUrls.id, own.id))).toHaveLength(0);
    // A URL another city also links to stays, for that city.
    expect(await db().select().from(citiesUrls).where(eq(citiesUrls.urlId, shared.id))).toEqual([
      { cityId: neighbour.id, urlId: shared.id },
    ]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(profile?.homeCityKey).toBeNull();
    expect(copy.TOASTS.cityDeleted).toBe("City deleted successfully");
  });

  it("answers 404 for an unknown city and 400 for a malformed id", async () => {
    expect((await remove(UNKNOWN_ID)).status).toBe(404);
    expect((await remove("1; drop table cities")).status).toBe(400);
  });

  it("is refused by the database too for a city that has meetings or listings", async () => {
    const withVideo = await createCity({ status: "Archive" });
    await createVideo(withVideo.id);
    await expect(db().delete(cities).where(eq(cities.id, withVideo.id))).rejects.toThrow();
    const withListing = await createCity({ status: "Archive" });
    await createListing(withListing.id);
    await expect(db().delete(cities).where(eq(cities.id, withListing.id))).rejects.toThrow();
    expect(
      await db().select().from(businessListings).where(eq(businessListings.cityId, withListing.id)),
    ).toHaveLength(1);
  });
});

describe("city URLs", () => {
  function urlFields(cityId: string, overrides: Record<string, string> = {}) {
    return {
      intent: "create-url",
      cityId,
      title: "Council videos",
      url: "youtube.com/@riverbendcouncil",
      contentType: "video",
      sourceType: "city",
      entityType: "",
      ...overrides,
    };
  }

  it("adds the URL and its link to the city together, with entity type Unknown by default", async () => {
    const city = await createCity();
    const answer = await post(urlFields(city.id));
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: "URL created successfully" } },
    });
    const [row] = await db()
      .select()
      .from(cityUrls)
      .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
      .where(eq(citiesUrls.cityId, city.id));
    expect(row?.city_urls).toMatchObject({
      url: "https://youtube.com/@riverbendcouncil",
      contentType: "video",
      sourceType: "city",
      entityType: "Unknown",
    });
  });

  it.each([
    ["no URL", { url: "" }, 400, (): string => copy.MESSAGES.urlRequired],
    [
      "an address that is not one",
      { url: "not a url" },
      400,
      (): string => "Enter a web address that starts with http:// or https://.",
    ],
    [
      "an over-long title",
      { title: "t".repeat(201) },
      400,
      (): string => copy.MESSAGES.textTooLong("The title", 200),
    ],
    [
      "a source type outside the list",
      { sourceType: "youtube" },
      400,
      (): string => copy.MESSAGES.sourceTypeInvalid,
    ],
    [
      "a content type outside the list",
      { contentType: "video/mp4" },
      400,
      (): string => copy.MESSAGES.contentTypeInvalid,
    ],
    ["an unknown city", { cityId: UNKNOWN_ID }, 404, (): string => copy.CITY_NOT_FOUND],
    [
      "a malformed city id",
      { cityId: "x'; drop table cities; --" },
      400,
      (): string => copy.MESSAGES.invalidId,
    ],
  ])("refuses %s, writing nothing", async (_label, overrides, status, message) => {
    const city = await createCity();
    const before = [await tableCount(cityUrls), await tableCount(citiesUrls)];
    const answer = await post(urlFields(city.id, overrides));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error: message() });
    expect([await tableCount(cityUrls), await tableCount(citiesUrls)]).toEqual(before);
  });

  it("starts a new URL on the spec's default source type, website, and offers the spec's six besides", async () => {
    const city = await createCity();
    const { sourceType: _omitted, ...withoutType } = urlFields(city.id);
    expect((await post(withoutType)).status).toBe(200);
    expect(
      (await post(urlFields(city.id, { url: "https://example.org/other", sourceType: "other" }))).status,
    ).toBe(200);
    const rows = await db()
      .select({ url: cityUrls.url, sourceType: cityUrls.sourceType })
      .from(cityUrls)
      .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
      .where(eq(citiesUrls.cityId, city.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { url: "https://youtube.com/@riverbendcouncil", sourceType: "website" },
        { url: "https://example.org/other", sourceType: "other" },
      ]),
    );
  });

  it("edits a URL among five source types (no other), always keeping the row's current one", async () => {
    const city = await createCity();
    const listed = await createSource(city.id, { sourceType: "city" });
    const other = await createSource(city.id, { sourceType: "other" });
    const edit = (source: typeof listed, sourceType: string) =>
      post({
        intent: "update-url",
        cityId: city.id,
        urlId: source.id,
        url: source.url,
        sourceType,
        title: "T",
      });
    expect(await edit(listed, "other")).toMatchObject({
      status: 400,
      body: { error: copy.MESSAGES.editSourceTypeInvalid },
    });
    expect(await edit(listed, "website")).toMatchObject({ status: 400 });
    expect((await edit(listed, "school_district")).status).toBe(200);
    expect((await edit(other, "other")).status).toBe(200);
    const stored = await db().select().from(cityUrls).where(eq(cityUrls.id, other.id));
    expect(stored[0]?.sourceType).toBe("other");
  });

  it("refuses the same address twice in one city (409)", async () => {
    const city = await createCity();
    expect((await post(urlFields(city.id))).status).toBe(200);
    const again = await post(urlFields(city.id));
    expect(again).toMatchObject({ status: 409, body: { error: copy.MESSAGES.urlDuplicate } });
  });

  it("edits a URL, keeping a source type the dropdown does not list when it is unchanged", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { sourceType: "website" });
    const fields = {
      intent: "update-url",
      cityId: city.id,
      urlId: source.id,
      title: "Renamed",
      url: source.url,
    };
    const kept = await post({
      ...fields,
      contentType: "site",
      sourceType: "website",
      entityType: "City Council",
    });
    expect(kept).toMatchObject({ status: 200, body: { toast: { title: "URL updated successfully" } } });
    const [row] = await db().select().from(cityUrls).where(eq(cityUrls.id, source.id));
    expect(row).toMatchObject({
      title: "Renamed",
      contentType: "site",
      sourceType: "website",
      entityType: "City Council",
    });
    const invented = await post({ ...fields, contentType: "site", sourceType: "youtube", title: "Again" });
    expect(invented).toMatchObject({ status: 400, body: { error: copy.MESSAGES.editSourceTypeInvalid } });
    const [after] = await db().select().from(cityUrls).where(eq(cityUrls.id, source.id));
    expect(after?.title).toBe("Renamed");
  });

  it("answers 404 for a URL of another city, changing nothing", async () => {
    const city = await createCity();
    const elsewhere = await createSource((await createCity()).id, { title: "Theirs" });
    const fields = { cityId: city.id, urlId: elsewhere.id };
    const update = await post({
      intent: "update-url",
      ...fields,
      url: elsewhere.url,
      sourceType: "city",
      title: "Mine",
    });
    expect(update).toMatchObject({ status: 404, body: { error: copy.MESSAGES.urlNotFound } });
    const remove = await post({ intent: "delete-url", ...fields });
    expect(remove.status).toBe(404);
    const [row] = await db().select().from(cityUrls).where(eq(cityUrls.id, elsewhere.id));
    expect(row?.title).toBe("Theirs");
  });

  it("deletes the link, then the URL, keeps its videos in the city and clears the selection", async () => {
    const city = await createCity();
    const source = await createSource(city.id);
    const video = await createVideo(city.id, { cityUrlsId: source.id });
    const answer = await post(
      { intent: "delete-url", cityId: city.id, urlId: source.id },
      `?cityId=${city.id}&urlId=${source.id}`,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${PAGE}?cityId=${city.id}`);
    expect(await db().select().from(cityUrls).where(eq(cityUrls.id, source.id))).toHaveLength(0);
    expect(await db().select().from(citiesUrls).where(eq(citiesUrls.urlId, source.id))).toHaveLength(0);
    expect(await videoById(video.id)).toMatchObject({ cityId: city.id, cityUrlsId: null });
  });
});

describe("refresh videos", () => {
  it("lists the source now, counts the new videos and queues their transcripts", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { url: CHANNEL_URL });
    const fields = { intent: "refresh-videos", cityId: city.id, urlId: source.id };
    const first = await post(fields);
    expect(first).toMatchObject({
      status: 200,
      body: {
        ok: true,
        toast: { title: "Videos refreshed successfully", description: "2 new videos found" },
      },
    });
    const stored = await db().select().from(cityVideos).where(eq(cityVideos.cityUrlsId, source.id));
    expect(stored.map((video) => video.videoId).sort()).toEqual(["cccccccccc1", "cccccccccc2"]);
    const steps = await db()
      .select()
      .from(videoPipelineSteps)
      .where(and(eq(videoPipelineSteps.step, "transcript"), eq(videoPipelineSteps.state, "queued")));
    for (const video of stored) expect(steps.map((step) => step.videoId)).toContain(video.id);

    const second = await post(fields);
    expect(second.body).toMatchObject({ toast: { description: "0 new videos found" } });
  });

  it("keeps an admin's title through a refresh (ADR 0008)", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { url: CHANNEL_URL });
    await post({ intent: "refresh-videos", cityId: city.id, urlId: source.id });
    const [video] = await db()
      .select()
      .from(cityVideos)
      .where(and(eq(cityVideos.cityUrlsId, source.id), eq(cityVideos.videoId, "cccccccccc1")));
    if (!video) throw new Error("not refreshed");
    await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: "Budget hearing",
      description: "",
    });
    await post({ intent: "refresh-videos", cityId: city.id, urlId: source.id });
    expect((await videoById(video.id))?.title).toBe("Budget hearing");
  });

  it("answers the source's failure in words, and adds no video", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { url: CHANNEL_URL });
    feeds.failure = "not-found";
    const before = await tableCount(cityVideos);
    const answer = await post({ intent: "refresh-videos", cityId: city.id, urlId: source.id });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(600);
    expect((answer.body as { error: string }).error).toMatch(/feed has nothing at that address/);
    expect(await tableCount(cityVideos)).toBe(before);
  });

  it("answers 404 for a URL of another city and 400 for a malformed id", async () => {
    const city = await createCity();
    const elsewhere = await createSource((await createCity()).id, { url: CHANNEL_URL });
    expect((await post({ intent: "refresh-videos", cityId: city.id, urlId: elsewhere.id })).status).toBe(404);
    expect((await post({ intent: "refresh-videos", cityId: city.id, urlId: "42" })).status).toBe(400);
    expect(await db().select().from(cityVideos).where(eq(cityVideos.cityUrlsId, elsewhere.id))).toHaveLength(
      0,
    );
  });
});

describe("videos", () => {
  async function videoFields(overrides: Record<string, string> = {}) {
    const city = await createCity();
    const video = await createVideo(city.id, { description: "From the channel", transcript: null });
    return {
      city,
      video,
      fields: {
        intent: "update-video",
        cityId: city.id,
        videoId: video.id,
        title: video.title,
        description: "From the channel",
        ...overrides,
      },
    };
  }

  it("marks an edited title as the admin's, and leaves the untouched description unmarked", async () => {
    const { video, fields } = await videoFields({ title: "Special meeting on the budget" });
    const answer = await post(fields);
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: "Video updated successfully" } },
    });
    const stored = await videoById(video.id);
    expect(stored?.title).toBe("Special meeting on the budget");
    expect(stored?.titleEditedAt).toBeInstanceOf(Date);
    expect(stored?.descriptionEditedAt).toBeNull();
  });

  it("saves an edited transcript with rebuilt segments and queues its analysis", async () => {
    const { video, fields } = await videoFields();
    const lines = Array.from({ length: 30 }, (_, index) => {
      const seconds = String((index * 10) % 60).padStart(2, "0");
      const minutes = String(Math.floor((index * 10) / 60)).padStart(2, "0");
      return `[00:${minutes}:${seconds}] Mayor Reyes: ${transcriptOfLength(60)}`;
    });
    const answer = await post({
      ...fields,
      transcript: lines.join("\r\n"),
      transcriptRevision: revisionOf(null),
    });
    expect(answer.status).toBe(200);
    const stored = await videoById(video.id);
    expect(stored?.transcriptSource).toBe("upload");
    expect(stored?.transcript?.split("\n")).toHaveLength(30);
    const segments = await db()
      .select()
      .from(transcriptSegments)
      .where(eq(transcriptSegments.videoId, video.id));
    expect(segments).toHaveLength(30);
    expect(segments[1]).toMatchObject({ speaker: "Mayor Reyes", startSeconds: 10 });
    const [analysis] = await db()
      .select()
      .from(videoPipelineSteps)
      .where(and(eq(videoPipelineSteps.videoId, video.id), eq(videoPipelineSteps.step, "analysis")));
    expect(analysis?.state).toBe("queued");
  });

  it("does not count a transcript sent back unchanged (CRLF line breaks) as an edit", async () => {
    const city = await createCity();
    const transcript = "[00:00:00] Clerk: Roll call.\n[00:00:05] Mayor: Here.";
    const video = await createVideo(city.id, { transcript, transcriptSource: "youtube_captions" });
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: video.title,
      transcript: transcript.replace(/\n/g, "\r\n"),
      transcriptRevision: revisionOf(transcript),
    });
    expect(answer.status).toBe(200);
    expect((await videoById(video.id))?.transcriptSource).toBe("youtube_captions");
  });

  it.each([
    ["no title", { title: "" }, 400, (): string => copy.MESSAGES.titleRequired],
    [
      "an over-long title",
      { title: "t".repeat(501) },
      400,
      (): string => copy.MESSAGES.textTooLong("The title", 500),
    ],
    [
      "an over-long description",
      { description: "d".repeat(10_001) },
      400,
      (): string => copy.MESSAGES.textTooLong("The description", 10_000),
    ],
    ["an unknown video", { videoId: UNKNOWN_ID }, 404, (): string => copy.MESSAGES.videoNotFound],
    ["a malformed video id", { videoId: "1 or 1=1" }, 400, (): string => copy.MESSAGES.invalidId],
  ])("refuses %s, changing nothing", async (_label, overrides, status, message) => {
    const { video, fields } = await videoFields({ title: "Changed title", ...overrides });
    const answer = await post(fields);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error: message() });
    expect(await videoById(video.id)).toMatchObject({ title: video.title, titleEditedAt: null });
  });

  it("refuses to empty a transcript, changing nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: "[00:00:00] Clerk: Roll call." });
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: "Changed title",
      transcript: " \r\n ",
      transcriptRevision: revisionOf("[00:00:00] Clerk: Roll call."),
    });
    expect(answer).toMatchObject({ status: 400, body: { ok: false, error: copy.MESSAGES.transcriptEmpty } });
    expect(await videoById(video.id)).toMatchObject({
      title: video.title,
      transcript: "[00:00:00] Clerk: Roll call.",
    });
  });

  it("writes nothing when the transcript cannot be read, even though the title was fine", async () => {
    const { video, fields } = await videoFields({
      title: "Changed title",
      transcript: '{"events": [',
      transcriptRevision: revisionOf(null),
    });
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(await videoById(video.id)).toMatchObject({
      title: video.title,
      titleEditedAt: null,
      transcript: null,
    });
  });

  it("refuses a transcript over 5 MB", async () => {
    const { video, fields } = await videoFields({
      transcript: "a ".repeat(2.7 * 1024 * 1024),
      transcriptRevision: revisionOf(null),
    });
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect((await videoById(video.id))?.transcript).toBeNull();
  });

  it("refuses a video of another city (404)", async () => {
    const { video } = await videoFields();
    const other = await createCity();
    const answer = await post({
      intent: "update-video",
      cityId: other.id,
      videoId: video.id,
      title: "Stolen",
    });
    expect(answer.status).toBe(404);
    expect(await post({ intent: "delete-video", cityId: other.id, videoId: video.id })).toMatchObject({
      status: 404,
    });
    expect((await videoById(video.id))?.title).toBe(video.title);
  });

  it("deletes a video with its segments and pipeline steps", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    await db()
      .insert(transcriptSegments)
      .values({ videoId: video.id, position: 0, startSeconds: 0, endSeconds: 1, text: "Hi" });
    await db().insert(videoPipelineSteps).values({ videoId: video.id, step: "transcript", state: "done" });
    const answer = await post({ intent: "delete-video", cityId: city.id, videoId: video.id });
    expect(answer).toMatchObject({ status: 200, body: { toast: { title: "Video deleted successfully" } } });
    expect(await videoById(video.id)).toBeUndefined();
    expect(
      await db().select().from(transcriptSegments).where(eq(transcriptSegments.videoId, video.id)),
    ).toHaveLength(0);
    expect(
      await db().select().from(videoPipelineSteps).where(eq(videoPipelineSteps.videoId, video.id)),
    ).toHaveLength(0);
  });

  it("serves one video's transcript to the editor, and 404 for unknown or malformed ids", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: "[00:00:00] Clerk: Roll call." });
    const get = async (videoId: string) =>
      (await transcriptRoute.loader({
        request: getRequest(`${PAGE}/videos/${videoId}/transcript`, { cookie: adminCookie }),
        params: { videoId },
        context: {},
      } as never)) as Response;
    const found = await get(video.id);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      transcript: "[00:00:00] Clerk: Roll call.",
      revision: revisionOf("[00:00:00] Clerk: Roll call."),
    });
    expect((await get(UNKNOWN_ID)).status).toBe(404);
    expect((await get("not-a-uuid")).status).toBe(404);
  });
});

describe("editing a video never loses data (issue #13)", () => {
  /** A meeting with everything: a description, a timed transcript with segments, an analysis and a story. */
  async function createCompleteVideo() {
    const city = await createCity();
    const segments = councilSegments();
    const video = await createAnalysedVideo(city.id, {
      overrides: {
        description: "Regular meeting, from the channel",
        transcript: formatTranscriptText(segments),
        transcriptSource: "youtube_captions",
      },
    });
    await db()
      .insert(transcriptSegments)
      .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
    return { city, video };
  }

  /** Everything an edit could lose, as stored. */
  async function snapshot(videoId: string) {
    const row = await videoById(videoId);
    const segments = await db()
      .select({ text: transcriptSegments.text, startSeconds: transcriptSegments.startSeconds })
      .from(transcriptSegments)
      .where(eq(transcriptSegments.videoId, videoId))
      .orderBy(transcriptSegments.position);
    return {
      title: row?.title,
      titleEditedAt: row?.titleEditedAt,
      description: row?.description,
      descriptionEditedAt: row?.descriptionEditedAt,
      transcript: row?.transcript,
      transcriptSource: row?.transcriptSource,
      segments,
      analysisResults: row?.analysisResults,
      analyzedAt: row?.analyzedAt,
      newsStory: row?.newsStory,
      storyGeneratedAt: row?.storyGeneratedAt,
    };
  }

  async function queuedJobs(name: string, videoId: string) {
    const result = await database().executeSql(
      "select data from pgboss.job where name = $1 and data->>'videoId' = $2 and state = 'created'",
      [name, videoId],
    );
    return result.rows.map((row) => row.data as { videoId: string; force: boolean });
  }

  const EDITED_TRANSCRIPT = [
    "[00:00:05] Mayor Elena Ruiz: Good evening. This special meeting of the council will come to order.",
    ...Array.from(
      { length: 24 },
      (_, index) =>
        `[00:0${Math.floor(index / 6)}:${String((index % 6) * 10).padStart(2, "0")}] Council Member Ana Ortiz: The library hours proposal would keep the Eastside branch open until nine on weeknights, item ${index + 1}.`,
    ),
  ].join("\n");

  it.each([
    ["the title", { title: "Special budget hearing" }, ["title", "titleEditedAt"]],
    ["the description", { description: "Corrected by the newsroom" }, ["description", "descriptionEditedAt"]],
  ])("changes only %s when only it is sent", async (_label, change, changedKeys) => {
    const { city, video } = await createCompleteVideo();
    const before = await snapshot(video.id);
    const answer = await post({ intent: "update-video", cityId: city.id, videoId: video.id, ...change });
    expect(answer.status).toBe(200);
    const after = await snapshot(video.id);
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (changedKeys.includes(key)) expect(after[key]).not.toEqual(before[key]);
      else expect(after[key]).toEqual(before[key]);
    }
    expect(await queuedJobs("analyze", video.id)).toEqual([]);
  });

  it("keeps everything else when a form without JavaScript sends every field back unchanged but the title", async () => {
    const { city, video } = await createCompleteVideo();
    const before = await snapshot(video.id);
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: "Special budget hearing",
      description: before.description ?? "",
    });
    expect(answer.status).toBe(200);
    const after = await snapshot(video.id);
    expect({ ...after, title: before.title, titleEditedAt: null }).toEqual(before);
  });

  it("never takes the editor's placeholder for a transcript: without its revision nothing is written", async () => {
    const { city, video } = await createCompleteVideo();
    const before = await snapshot(video.id);
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: "Special budget hearing",
      transcript: "Loading...",
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, error: copy.MESSAGES.transcriptNotLoaded },
    });
    expect(await snapshot(video.id)).toEqual(before);
  });

  it("refuses a transcript edited from an older copy (409), writing nothing", async () => {
    const { city, video } = await createCompleteVideo();
    const before = await snapshot(video.id);
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      title: "Special budget hearing",
      transcript: EDITED_TRANSCRIPT,
      transcriptRevision: revisionOf("an older transcript"),
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: copy.MESSAGES.transcriptChanged },
    });
    expect(await snapshot(video.id)).toEqual(before);
  });

  it("replaces only the transcript, and the analysis and story are then redone from it", async () => {
    const { city, video } = await createCompleteVideo();
    const before = await snapshot(video.id);
    const answer = await post({
      intent: "update-video",
      cityId: city.id,
      videoId: video.id,
      transcript: EDITED_TRANSCRIPT,
      transcriptRevision: revisionOf(before.transcript ?? null),
    });
    expect(answer.status).toBe(200);
    const edited = await snapshot(video.id);
    expect(edited).toMatchObject({
      title: before.title,
      titleEditedAt: null,
      description: before.description,
      descriptionEditedAt: null,
      transcriptSource: "upload",
    });
    expect(edited.segments).toHaveLength(25);
    expect(edited.segments[1]?.text).toContain("library hours proposal");

    // The forced analysis the edit queued runs, replaces the analysis, and queues a forced story in turn.
    expect(await queuedJobs("analyze", video.id)).toEqual([{ videoId: video.id, force: true }]);
    await analyzeJob.handle({ videoId: video.id, force: true }, { jobId: "edit-analysis", retryCount: 0 });
    const analysed = await snapshot(video.id);
    expect(analysed.analysisResults?.summary).not.toEqual(before.analysisResults?.summary);
    expect(JSON.stringify(analysed.analysisResults)).toMatch(/library/i);

    expect(await queuedJobs("write-story", video.id)).toEqual([{ videoId: video.id, force: true }]);
    await writeStoryJob.handle({ videoId: video.id, force: true }, { jobId: "edit-story", retryCount: 0 });
    const rewritten = await snapshot(video.id);
    expect(rewritten.newsStory).not.toEqual(before.newsStory);
    expect(JSON.stringify(rewritten.newsStory)).toMatch(/library/i);
  });
});
