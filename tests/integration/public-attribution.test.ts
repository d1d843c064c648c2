// What an anonymous reader is told about who wrote a meeting's analysis and story (issue #14 "Analyses stay public
// and say which engine wrote them", issue #13 "which person edited it", ADR 0026): the public loaders' attribution,
// rendered by the pages' own ContentAttribution line, in the words of the copy module. Residents read "an editor",
// never the editor's address.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { transcriptSegments } from "#db/schema";
import { CONTENT_INTENTS } from "~/features/admin-content/admin-content.constants";
import { EDITORIAL_COPY } from "~/features/admin-content/admin-content.copy";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { ContentAttribution } from "~/features/meetings/components/content-attribution";
import { formatPublishedDate } from "~/features/meetings/components/published-date";
import { ATTRIBUTION_COPY, type Attribution } from "~/features/meetings/content-attribution";
import { db } from "~/lib/db.server";
import { formatTranscriptText } from "~/lib/transcript-format";
import { action as contentAction } from "~/routes/admin.content-management";
import { loader as meetingLoader } from "~/routes/meeting";
import { loader as storyLoader } from "~/routes/meeting-story";
import { createUser, formRequest, sessionCookie } from "../factories/accounts";
import { createAnalysedVideo } from "../factories/analysis";
import { createCity, createSource } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { councilSegments } from "../factories/transcripts-for-analysis";

let admin: { id: string; email: string };
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ admin: true });
  adminCookie = await sessionCookie(admin.email);
});

/** A loader call as an anonymous visitor makes it: no session cookie. */
const anonymous = (path: string, params: { locationKey: string; videoId: string }) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

/** The attribution line as the page shows it, as the text a reader sees (tags dropped, entities read). */
const attributionText = (attribution: Attribution) =>
  renderToStaticMarkup(createElement(ContentAttribution, { attribution }))
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A Live city's meeting with a real transcript (and its segments), the factory's analysis and a published story. */
async function publicMeeting(
  overrides: NonNullable<Parameters<typeof createAnalysedVideo>[1]>["overrides"] = {},
) {
  const city = await createCity({ status: "Live" });
  const source = await createSource(city.id);
  const segments = councilSegments();
  const video = await createAnalysedVideo(city.id, {
    overrides: { cityUrlsId: source.id, transcript: formatTranscriptText(segments), ...overrides },
  });
  await db()
    .insert(transcriptSegments)
    .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  return { city, video };
}

describe("the public meeting page", () => {
  it("tells an anonymous reader that the offline engine wrote the analysis, and when", async () => {
    const { city, video } = await publicMeeting();
    // The pipeline's own analysis, by the offline engine (no model key in tests).
    await analyzeJob.handle({ videoId: video.id, force: true }, { jobId: "attribution-a1", retryCount: 0 });

    const page = await meetingLoader(
      anonymous(`/city/${city.locationKey}/meeting/${video.id}`, {
        locationKey: city.locationKey,
        videoId: video.id,
      }),
    );
    expect(page.analysis).not.toBeNull();
    expect(page.analysisAttribution).toMatchObject({ engine: "offline", editedAt: null });
    const writtenAt = page.analysisAttribution.writtenAt;
    if (!writtenAt) throw new Error("the analysis has no time");
    expect(attributionText(page.analysisAttribution)).toBe(
      `${ATTRIBUTION_COPY.writtenBy} ${ATTRIBUTION_COPY.offlineEngine} ${ATTRIBUTION_COPY.on} ${formatPublishedDate(writtenAt)}.`,
    );
  });
});

describe("the public story page", () => {
  it("tells an anonymous reader which engine wrote the story, when, and that an editor changed it, without the editor's address", async () => {
    const storyGeneratedAt = new Date("2026-03-05T18:30:00Z");
    const { city, video } = await publicMeeting({ storyEngine: "llm:llama3.1:8b", storyGeneratedAt });
    const saved = answerOf(
      await contentAction({
        request: formRequest(
          "/admin/content-management",
          {
            intent: CONTENT_INTENTS.editStory,
            videoId: video.id,
            headline: "Council approves Pelican Street bike lanes, 4-1",
            body: "The Harbor Point City Council voted 4-1 on Tuesday to build the lanes.\n\nWork starts in spring.",
            background: "",
            quickFacts: "",
          },
          { cookie: adminCookie },
        ),
        params: {},
        context: {},
      } as never),
    ) as { status: number; body: { ok: boolean; toast: { title: string } } };
    expect(saved).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: EDITORIAL_COPY.storySaved } },
    });

    const page = await storyLoader(
      anonymous(`/city/${city.locationKey}/meeting-story/${video.id}`, {
        locationKey: city.locationKey,
        videoId: video.id,
      }),
    );
    expect(page.published).toBe(true);
    expect(page.headline).toBe("Council approves Pelican Street bike lanes, 4-1");
    const { editedAt } = page.attribution;
    if (!editedAt) throw new Error("the edit has no time");
    const text = attributionText(page.attribution);
    expect(text).toBe(
      `${ATTRIBUTION_COPY.writtenBy} ${ATTRIBUTION_COPY.languageModel("llama3.1:8b")} ${ATTRIBUTION_COPY.on} ${formatPublishedDate(storyGeneratedAt.toISOString())}. ${ATTRIBUTION_COPY.editedBy} ${ATTRIBUTION_COPY.anEditor} ${ATTRIBUTION_COPY.on} ${formatPublishedDate(editedAt)}.`,
    );
    expect(text).not.toContain(admin.email);
    expect(JSON.stringify(page)).not.toContain(admin.email);
  });
});
