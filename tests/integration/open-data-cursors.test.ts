// Tampered cursors of the read API (issue #31): every list operation of /api/v1 that takes a cursor is asked for
// with its own real cursor changed (garbage, base64 of other JSON, a time that is no time, a NUL, a number out of
// range), and each answer is a 400 bad_cursor in the one error shape, never a 500. The list operations are read from
// the published operations, so a new list is covered the day it is added.
import { beforeAll, describe, expect, it } from "vitest";
import { transcriptSegments } from "#db/schema";
import { API_ERRORS } from "~/features/open-data/open-data.copy";
import { API_OPERATIONS } from "~/features/open-data/open-data.schema";
import { encodeCursor } from "~/features/open-data/open-data.server";
import { db } from "~/lib/db.server";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { createListing } from "../factories/directory";
import { apiRequest } from "../factories/open-data";

const values: Record<string, string> = {};

beforeAll(async () => {
  const city = await createCity({ name: "Cursorville" });
  await createCity({ name: "Cursorville Two" });
  for (let day = 1; day <= 3; day++) {
    const video = await createVideo(city.id, {
      title: `Harbor session ${day}`,
      publishedAt: new Date(Date.UTC(2026, 1, day, 18, 30, 15, 123)),
      transcript: "The harbor budget",
      analysisResults: analysisResults(),
      newsStory: newsStory({ headline: `Harbor story ${day}` }),
      storyPublishedAt: new Date(Date.UTC(2026, 1, day, 20)),
    });
    values.id = video.id;
  }
  await db()
    .insert(transcriptSegments)
    .values(
      [0, 1, 2].map((position) => ({
        videoId: values.id ?? "",
        position,
        startSeconds: position * 10,
        endSeconds: position * 10 + 9,
        text: `Line ${position} about the harbor`,
      })),
    );
  for (const name of ["Anchor Bakery", "Beacon Books", "Compass Cafe"])
    await createListing(city.id, { name });
  values.city = city.locationKey;
});

type Operation = { path: string; query: { shape?: Record<string, unknown> } };

/** Every operation whose query takes a cursor, as an address with its path parameters filled in. */
const listPaths = (API_OPERATIONS as readonly Operation[])
  .filter((operation) => operation.query.shape?.cursor !== undefined)
  .map((operation) => operation.path);

function addressOf(path: string, query: string): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "x");
  const search = path === "/search" ? `q=harbor&${query}` : query;
  return `/api/v1${filled}?${search}`;
}

function decoded(cursor: string): unknown[] {
  return JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2} /;

/** The real cursor changed every way a client could: each must be refused. */
function tamperedFrom(cursor: string): Record<string, string> {
  const key = decoded(cursor);
  const replacing = (index: number, value: unknown) => encodeCursor(key.with(index, value) as string[]);
  const tampered: Record<string, string> = {
    "garbage, not base64": "not-base64!",
    "garbage base64": "Zm9v",
    "base64 with padding": `${cursor}=`,
    "base64 of an object": Buffer.from(JSON.stringify({ after: key })).toString("base64url"),
    "base64 of an empty list": encodeCursor([]),
    "base64 of a longer list": encodeCursor([...(key as string[]), "more"]),
    "base64 of a string": Buffer.from(JSON.stringify("x")).toString("base64url"),
  };
  for (const [index, value] of key.entries()) {
    if (typeof value === "number") {
      tampered[`${index}: negative`] = replacing(index, -1);
      tampered[`${index}: a fraction`] = replacing(index, 1.5);
      tampered[`${index}: past PostgreSQL's integers`] = replacing(index, 3_000_000_000);
      tampered[`${index}: a string`] = replacing(index, String(value));
    } else if (typeof value === "string" && UUID.test(value)) {
      tampered[`${index}: not a uuid`] = replacing(index, "not-a-uuid");
      tampered[`${index}: a NUL in the uuid`] = replacing(index, `${value.slice(0, -1)}\u0000`);
    } else if (typeof value === "string") {
      tampered[`${index}: a NUL`] = replacing(index, `a\u0000b`);
      tampered[`${index}: null`] = replacing(index, null);
      if (TIME.test(value)) {
        tampered[`${index}: month 13`] = replacing(index, value.replace(/-\d{2}-/, "-13-"));
        tampered[`${index}: February 30`] = replacing(index, "2026-02-30 18:30:15.123+00");
        tampered[`${index}: hour 25`] = replacing(index, "2026-02-03 25:30:15+00");
        tampered[`${index}: no time`] = replacing(index, "not a time");
        tampered[`${index}: year 0`] = replacing(index, "0000-01-01 00:00:00+00");
        tampered[`${index}: a NUL in the time`] = replacing(index, `${value}\u0000`);
      }
    }
  }
  return tampered;
}

describe("tampered cursors", () => {
  it("are tried on every list operation", () => {
    expect(listPaths).toEqual(
      expect.arrayContaining([
        "/cities",
        "/meetings",
        "/meetings/{id}/segments",
        "/stories",
        "/listings",
        "/search",
      ]),
    );
  });

  it.each(listPaths)("%s answers each with 400 bad_cursor, never a 500", async (path) => {
    const first = await apiRequest(addressOf(path, "limit=1"));
    expect(first.status, path).toBe(200);
    const cursor = first.body?.nextCursor;
    expect(typeof cursor, `${path} has a next page`).toBe("string");
    // The real cursor still works.
    expect((await apiRequest(addressOf(path, `limit=1&cursor=${cursor}`))).status).toBe(200);
    for (const [how, tampered] of Object.entries(tamperedFrom(String(cursor)))) {
      const answer = await apiRequest(addressOf(path, `limit=1&cursor=${encodeURIComponent(tampered)}`));
      expect({ how, status: answer.status, body: answer.body }).toEqual({
        how,
        status: 400,
        body: { error: { code: "bad_cursor", message: API_ERRORS.badCursor } },
      });
    }
  });
});
