// Civic memory rows for page tests (issue #19): decisions, votes and commitments written straight to the tables,
// as the extract-memory job stores them.
import { memoryCommitments, memoryDecisions, memoryVotes } from "#db/schema";
import { db } from "~/lib/db.server";

export async function createDecision(
  video: { id: string; cityId: string },
  overrides: Partial<typeof memoryDecisions.$inferInsert> = {},
  votes: { member: string; vote: "yes" | "no" | "abstain" | "absent" }[] = [],
) {
  const [decision] = await db()
    .insert(memoryDecisions)
    .values({
      videoId: video.id,
      cityId: video.cityId,
      position: Math.floor(Math.random() * 1_000_000),
      item: "Item 4: the Riverside Park renovation contract",
      motion: "approve the Riverside Park renovation contract",
      outcome: "passed",
      tally: "4-1",
      quote: "The motion carries 4-1.",
      startSeconds: 170,
      meetingDate: "2026-03-02",
      ...overrides,
    })
    .returning();
  if (!decision) throw new Error("decision not created");
  if (votes.length > 0)
    await db()
      .insert(memoryVotes)
      .values(
        votes.map((vote, index) => ({
          decisionId: decision.id,
          ...vote,
          quote: `${vote.member}. ${vote.vote}`,
          startSeconds: 155 + index,
        })),
      );
  return decision;
}

export async function createCommitment(
  video: { id: string; cityId: string },
  overrides: Partial<typeof memoryCommitments.$inferInsert> = {},
) {
  const [commitment] = await db()
    .insert(memoryCommitments)
    .values({
      videoId: video.id,
      cityId: video.cityId,
      position: Math.floor(Math.random() * 1_000_000),
      description: "Report back with a maintenance plan for the Riverside Park restrooms",
      responsible: "City staff",
      dueText: "within 60 days",
      dueDate: "2026-05-01",
      quote:
        "Staff will report back within 60 days with a maintenance plan for the Riverside Park restrooms.",
      startSeconds: 110,
      meetingDate: "2026-03-02",
      ...overrides,
    })
    .returning();
  if (!commitment) throw new Error("commitment not created");
  return commitment;
}
