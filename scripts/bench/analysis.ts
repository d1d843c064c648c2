// Analysis benchmark: the offline analysis and story of a generated 30,000-word transcript (goal < 2 s), as a
// ratio to tokenizing the same transcript once in this process; then worker memory (RSS and heap) before and
// after 1,000 "analyze" jobs through the real queue on a fresh PGlite (goal: flat).
// Run: npx tsx scripts/bench/analysis.ts [--jobs 1000]   (node --expose-gc makes the heap figures steadier)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cities, cityVideos, transcriptSegments } from "#db/schema";
import { buildDemoVideos } from "#db/seed/meeting-videos";
import type { EngineSegment } from "~/features/analysis/analysis-engine.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { groundAnalysis, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";
import { countWords, wordTokens } from "~/features/analysis/text-tools.server";
import { type Database, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { enqueue, registerWorkers, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { formatTranscriptText } from "~/lib/transcript-format";

const jobCount = Number(process.argv[process.argv.indexOf("--jobs") + 1]) || 1000;
const TARGET_WORDS = 30_000;
const TITLE = "City Council Regular Meeting - February 27, 2026";

/** The demo seed's meetings, one after another with shifted times, until the transcript has 30,000 words. */
function generatedTranscript(): EngineSegment[] {
  const segments: EngineSegment[] = [];
  let words = 0;
  let offset = 0;
  for (const video of buildDemoVideos(new Date("2026-03-01T00:00:00Z"))) {
    for (const segment of video.segments) {
      segments.push({
        ...segment,
        startSeconds: segment.startSeconds + offset,
        endSeconds: segment.endSeconds + offset,
      });
      words += countWords(segment.text);
      if (words >= TARGET_WORDS) return segments;
    }
    offset = (segments.at(-1)?.endSeconds ?? 0) + 5;
  }
  return segments;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(run: () => void, repeats: number): number {
  const samples: number[] = [];
  for (let index = 0; index < repeats; index++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss / 1048576, heap: usage.heapUsed / 1048576 };
}

function print(line: string) {
  process.stdout.write(`${line}\n`);
}

async function benchEngine() {
  const segments = generatedTranscript();
  const words = segments.reduce((sum, segment) => sum + countWords(segment.text), 0);
  let tokens = 0;
  const baseline = time(() => {
    tokens = segments.reduce((sum, segment) => sum + wordTokens(segment.text).length, 0);
  }, 7);
  let quotes = 0;
  let dropped = 0;
  const engine = time(() => {
    const analysis = analyzeOffline({ title: TITLE, description: null, segments });
    writeStoryOffline({ title: TITLE, analysis, meeting: { date: null, body: null } });
    quotes = analysis.highlights.reduce((sum, highlight) => sum + highlight.quotes.length, 0);
    dropped = groundAnalysis(analysis, indexTranscript(segments)).droppedQuotes;
  }, 5);
  print(
    `Offline analysis + story of a ${words.toLocaleString("en-US")}-word transcript (${segments.length} segments, ${tokens} tokens)`,
  );
  print(`  baseline (tokenize once): ${baseline.toFixed(1)} ms`);
  print(
    `  analysis + story:         ${engine.toFixed(1)} ms  (${(engine / baseline).toFixed(1)}x baseline; goal < 2000 ms)`,
  );
  print(`  quotes grounded:          ${quotes - dropped} of ${quotes}`);
}

async function benchJobs() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "civiclens-bench-analysis-"));
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  setCurrentDatabase(database);
  await database.migrate();
  const queue = await startQueue(database, { supervise: false });
  setCurrentQueue(queue);
  const [city] = await database.db
    .insert(cities)
    .values({ name: "Bench City", state: "CA", locationKey: "bench-city", status: "Live" })
    .returning();
  if (!city) throw new Error("no city");
  const meetings = buildDemoVideos(new Date("2026-03-01T00:00:00Z"))
    .filter((video) => (video.transcript?.length ?? 0) >= 1000)
    .slice(0, 20);
  const videoIds: string[] = [];
  for (const meeting of meetings) {
    const [video] = await database.db
      .insert(cityVideos)
      .values({
        cityId: city.id,
        title: meeting.title,
        videoId: meeting.videoId,
        transcript: formatTranscriptText(meeting.segments),
      })
      .returning({ id: cityVideos.id });
    if (!video) throw new Error("no video");
    await database.db
      .insert(transcriptSegments)
      .values(meeting.segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
    videoIds.push(video.id);
  }
  await registerWorkers(queue, [analyzeJob], { pollingIntervalSeconds: 0.5 });
  // Warm up (first jobs load code paths), then measure.
  await runJobs(database, videoIds, 20);
  const before = memory();
  const started = performance.now();
  await runJobs(database, videoIds, jobCount);
  const seconds = (performance.now() - started) / 1000;
  const after = memory();
  print(
    `Worker memory around ${jobCount} analyze jobs through pg-boss on PGlite (${seconds.toFixed(1)} s, ${(jobCount / seconds).toFixed(1)} jobs/s)`,
  );
  print(`  before: RSS ${before.rss.toFixed(1)} MB, heap ${before.heap.toFixed(1)} MB`);
  print(`  after:  RSS ${after.rss.toFixed(1)} MB, heap ${after.heap.toFixed(1)} MB`);
  print(
    `  delta:  RSS ${(after.rss - before.rss).toFixed(1)} MB, heap ${(after.heap - before.heap).toFixed(1)} MB${(globalThis as { gc?: unknown }).gc ? "" : " (without --expose-gc)"}`,
  );
  await queue.stop();
  setCurrentQueue(undefined);
  await database.close();
  setCurrentDatabase(undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

async function runJobs(database: Database, videoIds: string[], count: number) {
  for (let index = 0; index < count; index++) {
    await enqueue(analyzeJob, { videoId: videoIds[index % videoIds.length] ?? "", force: true });
  }
  for (;;) {
    const { rows } = await database.executeSql(
      "select count(*)::int as open from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [analyzeJob.name],
    );
    if (Number(rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await benchEngine();
await benchJobs();
