// The model engine against a loopback OpenAI-compatible chat server: success, map-reduce over windows,
// schema repair, cut-off and malformed answers, 429 and timeouts; failures never replace a saved analysis.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cityVideos, transcriptSegments } from "#db/schema";
import type { AnalysisResults } from "~/features/analysis/analysis.schema";
import { analysisResults, newsStory, recordDecision } from "../factories/analysis";
import { councilSegments, longMeetingSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";
import { startFakeOpenAiChat } from "../fakes/openai-chat";
import { setTestEnvironment } from "../setup/test-environment";

type Fake = Awaited<ReturnType<typeof startFakeOpenAiChat>>;
let fake: Fake;
let app: {
  analysis: typeof import("~/features/analysis/analysis.server");
  stories: typeof import("~/features/stories/stories.server");
  engine: typeof import("~/features/analysis/llm-engine.server");
  base: typeof import("~/features/analysis/analysis-engine.server");
  db: typeof import("~/lib/db.server");
  cities: typeof import("../factories/cities");
  formatting: typeof import("~/lib/transcript-format");
};

beforeAll(async () => {
  fake = await startFakeOpenAiChat();
  // A model on loopback is an operator endpoint: it answers with the SSRF guard closed (issue #12).
  setTestEnvironment({
    FETCH_ALLOW_PRIVATE_NETWORKS: undefined,
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: "test-key",
    LLM_TIMEOUT_SECONDS: "5",
    // A small context window, so a long meeting is read in windows.
    LLM_CONTEXT_TOKENS: "4096",
  });
  app = {
    analysis: await import("~/features/analysis/analysis.server"),
    stories: await import("~/features/stories/stories.server"),
    engine: await import("~/features/analysis/llm-engine.server"),
    base: await import("~/features/analysis/analysis-engine.server"),
    db: await import("~/lib/db.server"),
    cities: await import("../factories/cities"),
    formatting: await import("~/lib/transcript-format"),
  };
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

function modelAnalysis(): AnalysisResults {
  return {
    summary: "The council approved the Pelican Street bike lanes 5-0.",
    highlights: [
      {
        timestamp: "00:00:00",
        point_of_interest: "The vote",
        quotes: [{ text: "the motion carries 5-0", speaker: "Mayor Elena Ruiz" }],
      },
    ],
    action_items: [
      {
        description: "Parking replacement plan",
        responsible_party: "City staff",
        due_date: "2026-03-29",
        deadline: null,
      },
    ],
    entities: [{ name: "Tidewater Builders", type: "organization", context: "Repaving contractor" }],
  };
}

async function videoWithTranscript(
  overrides: Partial<typeof cityVideos.$inferInsert> = {},
  segments = councilSegments(),
) {
  const city = await app.cities.createCity();
  const video = await app.cities.createVideo(city.id, {
    title: MEETING_TITLE,
    transcript: app.formatting.formatTranscriptText(segments),
    ...overrides,
  });
  await app.db
    .db()
    .insert(transcriptSegments)
    .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  return video;
}

async function storedVideo(id: string) {
  const [row] = await app.db.db().select().from(cityVideos).where(eq(cityVideos.id, id));
  return row;
}

describe("the model engine", () => {
  it("asks for strict JSON-schema output and grounds the answer's quotes and timestamps", async () => {
    fake.script([{ content: modelAnalysis() }]);
    const video = await videoWithTranscript();
    const { analysis } = await app.analysis.analyzeMeeting({ videoId: video.id });
    const request = fake.requests[0];
    expect(request?.response_format.type).toBe("json_schema");
    expect(request?.response_format.json_schema).toEqual({
      name: "analysis_results",
      strict: true,
      schema: app.engine.ANALYSIS_OUTPUT.jsonSchema,
    });
    expect(request?.authorization).toBe("Bearer test-key");
    // The same meeting gets the same answer: the engine runs at temperature 0.
    expect(request?.temperature).toBe(0);
    expect(request?.messages.at(-1)?.content).toContain("[00:05:41] Mayor Elena Ruiz: Any opposed?");

    expect(analysis.highlights[0]?.timestamp).toBe("00:05:41");
    const saved = await storedVideo(video.id);
    expect(saved?.analysisResults).toEqual(analysis);
    expect(saved?.analyzedAt).toBeInstanceOf(Date);
  });

  it("keeps of the model's record only what the transcript says: evidence for every field, the gate's verdict", async () => {
    const decisions = [
      {
        ...recordDecision({
          item_code: "Item 2",
          item_title: "Award of the Pelican Street repaving contract to Tidewater Builders",
          motion: "award the repaving contract to Tidewater Builders",
          mover: "Okafor",
          seconder: "Smith",
          tally: "4-1",
          counts: { yes: 4, no: 1, abstain: 0, absent: 0 },
          quote: "The motion carries 4-1.",
          timestamp: "00:07:20",
        }),
        evidence: {
          item: {
            quote: "That brings us to item 2: Award of the Pelican Street repaving contract",
            timestamp: "00:06:14",
          },
          motion: {
            quote: "I move to award the repaving contract to Tidewater Builders.",
            timestamp: "00:07:00",
          },
          mover: {
            quote: "I move to award the repaving contract to Tidewater Builders.",
            timestamp: "00:07:00",
          },
          // Nobody said this: the seconder goes with it.
          seconder: { quote: "Seconded by Councilmember Smith.", timestamp: "00:07:10" },
          tally: { quote: "The motion carries 4-1.", timestamp: "00:07:20" },
          vote_kind: null,
        },
      },
      // A vote the model says it can name, with no item or motion that names anything: not identified.
      {
        ...recordDecision({ motion: "approve it", quote: "The motion carries 5-0.", timestamp: "00:05:43" }),
        identified: true,
      },
    ];
    const people = [
      {
        name: "Okafor",
        role: "Council Member",
        member: true,
        former: false,
        public_speaker: false,
        basis: "speaker-label" as const,
        quote: "I move to award the repaving contract to Tidewater Builders.",
        timestamp: "00:07:00",
      },
      // Said, and naming the word: but "Second" is no one's name.
      {
        name: "Second",
        role: "Councilmember",
        member: true,
        former: false,
        public_speaker: false,
        basis: "roll-call" as const,
        quote: "Second.",
        timestamp: "00:07:10",
      },
    ];
    const reliability = { reliable: false, unreliable_share: 1, stretches: [] };
    fake.script([{ content: { ...modelAnalysis(), decisions, people, reliability } }]);
    const video = await videoWithTranscript();
    const { analysis } = await app.analysis.analyzeMeeting({ videoId: video.id });
    expect(analysis.decisions?.[0]).toMatchObject({
      mover: "Okafor",
      seconder: null,
      tally: "4-1",
      identified: true,
    });
    expect(analysis.decisions?.[0]?.evidence?.seconder).toBeNull();
    expect(analysis.decisions?.[1]?.identified).toBe(false);
    expect(analysis.people?.map((person) => person.name)).toEqual(["Okafor"]);
    // How far the transcript can be trusted is the quality gate's to say, never the model's.
    expect(analysis.reliability).toEqual({ reliable: true, unreliable_share: 0, stretches: [] });
  });

  it("names the members the transcript names in the prompt, so the model spells them as said", async () => {
    fake.script([{ content: modelAnalysis() }]);
    const last = councilSegments().at(-1);
    const end = last?.endSeconds ?? 480;
    // Caption text names no speakers; the roll call and the chair do.
    const named = [
      "Councilmember Osman moves to approve the parking plan.",
      "Thank you, Councilmember Osman. Councilmember Lindqvist seconds.",
      "Councilmember Lindqvist, you have the floor.",
    ].map((text, index) => ({
      startSeconds: end + 10 * index,
      endSeconds: end + 10 * index + 8,
      speaker: null,
      text,
    }));
    const video = await videoWithTranscript({}, [...councilSegments(), ...named]);
    await app.analysis.analyzeMeeting({ videoId: video.id });
    const prompt = fake.requests[0]?.messages.at(-1)?.content ?? "";
    expect(prompt).toMatch(/Members and staff named in the transcript: [^\n]*Councilmember Osman/);
    expect(prompt).toMatch(/Members and staff named in the transcript: [^\n]*Councilmember Lindqvist/);
    expect(fake.requests[0]?.temperature).toBe(0);
  });

  it("reads a long transcript in windows of rebuilt sentences that keep their timestamps, then combines them", async () => {
    const segments = longMeetingSegments(12_000);
    const lines = app.engine.transcriptLines(segments);
    const windows = app.engine.windowLines(lines, app.engine.singleCallChars());
    expect(windows.length).toBeGreaterThan(1);
    expect(windows.flat()).toEqual(lines);
    fake.script([], (request) => ({
      content: { ...modelAnalysis(), summary: `part ${request.messages.length}` },
    }));
    const result = await app.engine.llmEngine.analyzeTranscript({
      title: MEETING_TITLE,
      description: null,
      segments,
    });
    expect(fake.requests).toHaveLength(windows.length + 1);
    const second = fake.requests[1]?.messages.at(-1)?.content ?? "";
    expect(second).toContain(windows[1]?.[0] ?? "missing");
    expect(fake.requests.at(-1)?.messages.at(-1)?.content).toContain("Combine them");
    expect(result.summary).toMatch(/^part/);
  });

  it("reads a meeting that fits a long-context model in one call, and asks for decisions as the transcript is", () => {
    const lines = app.engine.transcriptLines(longMeetingSegments(12_000));
    expect(app.engine.windowLines(lines, app.engine.singleCallChars(128_000))).toHaveLength(1);
    const turns = app.engine.transcriptLines([
      { startSeconds: 0, endSeconds: 3, speaker: null, text: ">> ALL THOSE IN FAVOR SAY AYE." },
      { startSeconds: 3, endSeconds: 5, speaker: null, text: ">> AYE." },
      { startSeconds: 5, endSeconds: 8, speaker: null, text: ">> THE MOTION CARRIES." },
    ]);
    expect(turns).toEqual([
      "[00:00:00] All those in favor say aye.",
      "[00:00:03] >> Aye.",
      "[00:00:05] >> The motion carries.",
    ]);
    const schema = app.engine.ANALYSIS_OUTPUT.jsonSchema as { required: string[] };
    expect(schema.required).toContain("decisions");
  });

  it("sends the validation error back once and accepts the corrected answer", async () => {
    fake.script([{ content: { summary: "only a summary" } }, { content: modelAnalysis() }]);
    const video = await videoWithTranscript();
    const { analysis } = await app.analysis.analyzeMeeting({ videoId: video.id });
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]?.messages.at(-1)?.content ?? "";
    expect(repair).toMatch(/did not match the required JSON schema: highlights/);
    expect(fake.requests[1]?.messages.at(-2)).toMatchObject({ role: "assistant" });
    expect(analysis.summary).toBe(modelAnalysis().summary);
  });

  it("fails when the repair fails too, and keeps the analysis already saved", async () => {
    const good = analysisResults({ summary: "The good analysis." });
    const video = await videoWithTranscript({
      analysisResults: good,
      analyzedAt: new Date("2026-01-01T00:00:00Z"),
    });
    fake.script([{ rawContent: "not json at all" }, { content: { summary: 42 } }]);
    const failure = await app.analysis.analyzeMeeting({ videoId: video.id }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(app.base.AnalysisEngineError);
    expect((failure as Error).message).toMatch(/did not match the analysis_results schema/);
    expect(app.base.isTransientError(failure)).toBe(false);
    const saved = await storedVideo(video.id);
    expect(saved?.analysisResults).toEqual(good);
    expect(saved?.analyzedAt?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("treats finish_reason=length as a failure, not retried", async () => {
    fake.script([{ content: modelAnalysis(), finishReason: "length" }]);
    const video = await videoWithTranscript();
    const failure = await app.analysis.analyzeMeeting({ videoId: video.id }).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/finish_reason=length/);
    expect(app.base.isTransientError(failure)).toBe(false);
    expect((await storedVideo(video.id))?.analysisResults).toBeNull();
  });

  it("reports a malformed response body as a failure", async () => {
    fake.script([{ rawBody: "{ this is not json" }]);
    const video = await videoWithTranscript();
    const failure = await app.analysis.analyzeMeeting({ videoId: video.id }).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/not valid JSON/);
    expect((await storedVideo(video.id))?.analysisResults).toBeNull();
  });

  it("marks 429, 5xx and timeouts as transient", async () => {
    const video = await videoWithTranscript();
    for (const reply of [{ status: 429 }, { status: 503, body: "overloaded" }, { hangMs: 8000 }]) {
      fake.script([reply]);
      const failure = await app.analysis
        .analyzeMeeting({ videoId: video.id })
        .catch((error: unknown) => error);
      expect(app.base.isTransientError(failure), JSON.stringify(reply)).toBe(true);
    }
    fake.script([{ status: 400, body: '{"error":{"message":"bad model"}}' }]);
    const permanent = await app.analysis
      .analyzeMeeting({ videoId: video.id })
      .catch((error: unknown) => error);
    expect(app.base.isTransientError(permanent)).toBe(false);
    expect((await storedVideo(video.id))?.analysisResults).toBeNull();
  }, 30_000);

  it("writes a story through the model, grounds its quote block and keeps the old story on failure", async () => {
    const video = await videoWithTranscript({ analysisResults: modelAnalysis() });
    const answer = newsStory();
    answer.sidebar_elements.quote_block = {
      quote: "Invented words.",
      attribution: "Mayor Elena Ruiz",
      context: "",
    };
    fake.script([{ content: answer }]);
    const { story } = await app.stories.writeMeetingStory({
      videoId: video.id,
      additionalContext: "Correction: 5-0.",
    });
    expect(fake.requests[0]?.response_format.json_schema).toEqual({
      name: "news_story",
      strict: true,
      schema: app.engine.NEWS_STORY_OUTPUT.jsonSchema,
    });
    expect(fake.requests[0]?.messages.at(-1)?.content).toContain("Correction: 5-0.");
    expect(story.sidebar_elements.quote_block).toBeNull();
    expect(story.metadata.uncertainty_notes).toContain(
      "1 quote could not be found in the transcript and was removed.",
    );
    expect(story.article.word_count).toBe(story.article.body.split(/\s+/).length);
    const first = await storedVideo(video.id);
    fake.script([{ content: newsStory(), finishReason: "length" }]);
    await expect(app.stories.writeMeetingStory({ videoId: video.id })).rejects.toThrow(
      /finish_reason=length/,
    );
    const after = await storedVideo(video.id);
    expect(after?.newsStory).toEqual(first?.newsStory);
    expect(after?.storyGeneratedAt).toEqual(first?.storyGeneratedAt);
  });
});
