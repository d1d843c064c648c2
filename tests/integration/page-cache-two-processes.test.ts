// Two web processes on one PostgreSQL database, each with its own page cache and connection pool (issue #16, ADR
// 0037): an editor's save through either is on the other's next anonymous answer. PGlite is one process: skipped.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_INTENTS } from "~/features/admin-content/admin-content.constants";
import { projectRoot } from "~/lib/project-root.server";
import { createUser, sessionCookie } from "../factories/accounts";
import { createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createSource } from "../factories/cities";
import { LONG_TRANSCRIPT } from "../factories/meetings";
import { LISTENING_AT } from "../setup/web-process-line";

type WebProcess = { origin: string; child: ChildProcess };

const processes: WebProcess[] = [];

/** Starts tests/setup/web-process-child.ts on this file's database and waits for the address it prints. */
async function startWebProcess(): Promise<WebProcess> {
  const child = spawn(
    path.join(projectRoot(), "node_modules/.bin/tsx"),
    [path.join(projectRoot(), "tests/setup/web-process-child.ts")],
    {
      cwd: projectRoot(),
      env: { ...process.env, DATABASE_URL: process.env.TEST_FILE_DATABASE_URL },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const started = { origin: "", child };
  processes.push(started);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  started.origin = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the web process exited with ${code}`)));
    lines.on("line", (line) => {
      if (line.startsWith(LISTENING_AT)) resolve(line.slice(LISTENING_AT.length).trim());
    });
  });
  return started;
}

async function stop(web: WebProcess): Promise<void> {
  if (web.child.exitCode !== null) return;
  const exited = new Promise((resolve) => web.child.once("exit", resolve));
  web.child.kill("SIGTERM");
  await exited;
}

let first: WebProcess;
let second: WebProcess;
let adminCookie: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two web processes on PostgreSQL", () => {
  beforeAll(async () => {
    // One after the other: two Vite dev servers starting at once race on React Router's generated types.
    first = await startWebProcess();
    second = await startWebProcess();
    adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  });

  afterAll(async () => {
    await Promise.all(processes.map(stop));
  });

  async function read(web: WebProcess, pagePath: string) {
    const response = await fetch(`${web.origin}${pagePath}`);
    return { cache: response.headers.get("x-page-cache"), text: await response.text() };
  }

  /** An editor's new headline, saved through one process's Content Management form. */
  async function editHeadline(web: WebProcess, videoId: string, headline: string) {
    const response = await fetch(`${web.origin}/admin/content-management`, {
      method: "POST",
      headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: CONTENT_INTENTS.editStory,
        videoId,
        headline,
        body: "The council voted on Tuesday.\n\nWork starts in spring.",
        background: "",
        quickFacts: "",
      }),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  }

  it("each answers the other's write on its next anonymous request", async () => {
    const city = await createCity({ status: "Live" });
    const source = await createSource(city.id);
    const video = await createAnalysedVideo(city.id, {
      overrides: { cityUrlsId: source.id, transcript: LONG_TRANSCRIPT },
    });
    const storyPath = `/city/${city.locationKey}/meeting-story/${video.id}`;
    for (const web of [first, second]) {
      await read(web, storyPath);
      const kept = await read(web, storyPath);
      expect(kept.cache).toBe("hit");
      expect(kept.text).toContain(newsStory().article.headline);
    }

    await editHeadline(first, video.id, "Saved through the first process");
    const onSecond = await read(second, storyPath);
    expect(onSecond.cache).toBe("miss");
    expect(onSecond.text).toContain("Saved through the first process");

    await read(first, storyPath);
    expect((await read(first, storyPath)).cache).toBe("hit");
    await editHeadline(second, video.id, "Saved through the second process");
    const onFirst = await read(first, storyPath);
    expect(onFirst.cache).toBe("miss");
    expect(onFirst.text).toContain("Saved through the second process");
    // Two built servers answering and rendering beside the rest of the suite: a guard against a hang, not a measure.
  }, 120_000);
});
