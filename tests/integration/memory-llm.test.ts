// Civic memory through the model engine (issue #19): the memory_results request on a loopback OpenAI-compatible
// server, votes and commitments kept only when their quotes are said word for word (the rest dropped and counted),
// due words the promise does not hold dropped from it, and due dates resolved by code against the meeting's date.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  memoryCommitments,
  memoryDecisions,
  memoryExtractions,
  memoryVotes,
  transcriptSegments,
} from "#db/schema";
import type { MemoryResults } from "~/features/analysis/analysis.schema";
import { analysisResults, recordDecision } from "../factories/analysis";
import { MEMORY_MEETING_TITLE, rollCallSegments } from "../factories/transcripts-for-memory";
import { startFakeOpenAiChat } from "../fakes/openai-chat";
import { setTestEnvironment } from "../setup/test-environment";

type Fake = Awaited<ReturnType<typeof startFakeOpenAiChat>>;
let fake: Fake;
let app: {
  memory: typeof import("~/features/memory/memory.server");
  db: typeof import("~/lib/db.server");
  cities: typeof import("../factories/cities");
  formatting: typeof import("~/lib/transcript-format");
};

const DECISION_QUOTE = "The motion carries 4-1.";

beforeAll(async () => {
  fake = await startFakeOpenAiChat();
  setTestEnvironment({
    FETCH_ALLOW_PRIVATE_NETWORKS: undefined,
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: "test-key",
    LLM_TIMEOUT_SECONDS: "5",
  });
  app = {
    memory: await import("~/features/memory/memory.server"),
    db: await import("~/lib/db.server"),
    cities: await import("../factories/cities"),
    formatting: await import("~/lib/transcript-format"),
  };
});

afterAll(async () => {
  await fake.close();
});

async function analysedMeeting() {
  const city = await app.cities.createCity();
  const segments = rollCallSegments();
  const video = await app.cities.createVideo(city.id, {
    title: MEMORY_MEETING_TITLE,
    meetingDate: "2026-03-02",
    transcript: app.formatting.formatTranscriptText(segments),
    analysisResults: {
      ...analysisResults(),
      decisions: [
        recordDecision({
          item_code: "Item 4",
          item_title: "the Riverside Park renovation contract",
          motion: "approve the Riverside Park renovation contract",
          mover: "Gloria Bergstrom",
          seconder: "Priya Natarajan",
          tally: "4-1",
          quote: DECISION_QUOTE,
          timestamp: "00:02:50",
        }),
      ],
    },
  });
  await app.db
    .db()
    .insert(transcriptSegments)
    .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  return video;
}

function modelMemory(): MemoryResults {
  return {
    commitments: [
      {
        description: "Maintenance plan for the Riverside Park restrooms",
        responsible_party: "Parks Director Lena Ortiz",
        due_text: "within 60 days",
        quote:
          "Staff will report back within 60 days with a maintenance plan for the Riverside Park restrooms.",
        timestamp: "00:01:50",
      },
      {
        description: "Bid results for the lighting",
        responsible_party: "City Manager Dana Whitfield",
        // Not what the promise says: the date goes, the promise stays.
        due_text: "by June 30",
        quote: "We will come back to you by April 1 with the bid results for the Riverside Park lighting.",
        timestamp: "00:03:00",
      },
      {
        description: "Repave every street",
        responsible_party: "Mayor Elena Ruiz",
        due_text: null,
        quote: "We will repave every street in the city by Christmas.",
        timestamp: "00:03:20",
      },
    ],
    votes: [
      { decision_quote: DECISION_QUOTE, member: "Bergstrom", vote: "yes", quote: "Bergstrom. Yes." },
      { decision_quote: DECISION_QUOTE, member: "Okafor", vote: "no", quote: "Okafor. No." },
      { decision_quote: DECISION_QUOTE, member: "Whitaker", vote: "yes", quote: "Whitaker. Aye." },
      { decision_quote: DECISION_QUOTE, member: "Lopez", vote: "yes", quote: "Lopez. Aye." },
    ],
  };
}

describe("memory through the model engine", () => {
  it("asks for memory_results and stores only what the transcript says", async () => {
    const video = await analysedMeeting();
    fake.script([{ content: modelMemory() }]);
    const run = await app.memory.extractMemoryForVideo({ videoId: video.id });
    expect(run).toMatchObject({ skipped: false, decisions: 1, votes: 3, commitments: 2, droppedItems: 2 });

    const request = fake.requests.at(-1);
    expect(request?.response_format.json_schema.name).toBe("memory_results");
    expect(request?.response_format.json_schema.strict).toBe(true);
    expect(request?.temperature).toBe(0);
    expect(request?.messages[1]?.content).toContain(DECISION_QUOTE);

    const db = app.db.db();
    const [decision] = await db.select().from(memoryDecisions).where(eq(memoryDecisions.videoId, video.id));
    const votes = await db
      .select()
      .from(memoryVotes)
      .where(eq(memoryVotes.decisionId, decision?.id ?? ""));
    expect(votes.map((vote) => `${vote.member}:${vote.vote}`).sort()).toEqual([
      "Bergstrom:yes",
      "Okafor:no",
      "Whitaker:yes",
    ]);
    const commitments = await db
      .select()
      .from(memoryCommitments)
      .where(eq(memoryCommitments.videoId, video.id));
    expect(commitments.map((c) => [c.responsible, c.dueText, c.dueDate, c.startSeconds]).sort()).toEqual([
      ["City Manager Dana Whitfield", null, null, 180],
      ["Parks Director Lena Ortiz", "within 60 days", "2026-05-01", 110],
    ]);
    const [extraction] = await db
      .select()
      .from(memoryExtractions)
      .where(eq(memoryExtractions.videoId, video.id));
    expect(extraction).toMatchObject({ engine: "llm:gpt-4o-mini", droppedItems: 2 });
  });

  it("fails without writing when the model keeps answering outside the schema", async () => {
    const video = await analysedMeeting();
    fake.script([{ content: { commitments: "none" } }, { content: { votes: [] } }]);
    await expect(app.memory.extractMemoryForVideo({ videoId: video.id })).rejects.toThrow(/memory_results/);
    const rows = await app.db
      .db()
      .select()
      .from(memoryExtractions)
      .where(eq(memoryExtractions.videoId, video.id));
    expect(rows).toHaveLength(0);
  });
});
