// Open data in the browser (issue #18): the meeting page's transcript downloads give files that open in standard
// parsers, and the embed snippet on a plain page of another origin shows the city's latest meetings.
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { parseSync } from "subtitle";
import webvtt from "webvtt-parser";
import { EMBED_LATEST_MEETINGS, EMBED_LATEST_STORIES } from "../../app/features/embeds/embeds.copy";
import {
  TRANSCRIPT_DOWNLOAD_EXTENSIONS,
  TRANSCRIPT_DOWNLOAD_FORMATS,
} from "../../app/features/transcripts/transcript-download-formats";
import { parsePlainText, parseWebVtt } from "../../app/features/transcripts/transcript-parsers.server";
import { DOWNLOAD_TRANSCRIPT } from "../../app/features/transcripts/transcripts.copy";
import { seriousAxeViolations } from "./support/axe";
import { cityNameOf, showcaseMeeting } from "./support/seeded-meetings";

const showcase = showcaseMeeting();

test.describe("transcript downloads", () => {
  test("each link downloads a named file that its standard parser reads, with the meeting's segments", async ({
    page,
  }) => {
    await page.goto(`/meeting/${showcase.videoId}`);
    const group = page.getByRole("navigation", { name: DOWNLOAD_TRANSCRIPT });
    const files: Record<string, { name: string; text: string }> = {};
    for (const format of TRANSCRIPT_DOWNLOAD_EXTENSIONS) {
      const downloading = page.waitForEvent("download");
      await group.getByRole("link", { name: TRANSCRIPT_DOWNLOAD_FORMATS[format].label }).click();
      const download = await downloading;
      const filePath = await download.path();
      files[format] = { name: download.suggestedFilename(), text: await readFile(filePath, "utf8") };
    }
    const count = showcase.segments.length;
    for (const format of TRANSCRIPT_DOWNLOAD_EXTENSIONS) {
      expect(files[format]?.name).toMatch(
        new RegExp(`^${showcase.cityKey}-\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+\\.${format}$`),
      );
    }
    const vtt = files.vtt?.text ?? "";
    const parsed = new webvtt.WebVTTParser().parse(vtt, "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues).toHaveLength(count);
    expect(parseWebVtt(vtt).map((cue) => cue.startSeconds)).toEqual(
      showcase.segments.map((s) => s.startSeconds),
    );
    expect(parseSync(files.srt?.text ?? "").filter((node) => node.type === "cue")).toHaveLength(count);
    expect(parsePlainText(files.txt?.text ?? "")).toHaveLength(count);
    const json = JSON.parse(files.json?.text ?? "{}");
    expect(json.meeting.title).toBe(showcase.title);
    expect(json.segments).toHaveLength(count);
  });
});

test.describe("the embed", () => {
  let site: Server;
  let siteOrigin = "";

  test.beforeAll(async ({ baseURL }) => {
    // A city's own website: a plain page on another origin with nothing but the script snippet.
    const html = `<!DOCTYPE html><html lang="en"><head><title>City of somewhere</title></head><body>
<h1>Our council</h1>
<script src="${baseURL}/embed.js" data-city="${showcase.cityKey}" data-title="Council meetings" async></script>
</body></html>`;
    site = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  test("the script snippet on another site's page shows the city's latest meetings and stories", async ({
    page,
  }) => {
    await page.goto(siteOrigin);
    const frame = page.frameLocator('iframe[title="Council meetings"]');
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${cityNameOf(showcase.cityKey)}`),
    );
    await expect(frame.getByRole("heading", { name: EMBED_LATEST_MEETINGS })).toBeVisible();
    await expect(frame.getByRole("heading", { name: EMBED_LATEST_STORIES })).toBeVisible();
    const meetings = frame.getByRole("list").first().getByRole("link");
    await expect(meetings.first()).toBeVisible();
    expect(await meetings.count()).toBeGreaterThan(0);
  });

  test("the embed page has no serious accessibility violation", async ({ page }) => {
    await page.goto(`/embed/city/${showcase.cityKey}`);
    await expect(page.getByRole("heading", { name: EMBED_LATEST_MEETINGS })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("only the embed page may be framed by other sites", async ({ request }) => {
    const embed = await request.get(`/embed/city/${showcase.cityKey}`);
    expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers()["x-frame-options"]).toBeUndefined();
    expect(embed.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    const script = await request.get("/embed.js");
    expect(script.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    for (const path of [`/city/${showcase.cityKey}`, "/", `/meeting/${showcase.videoId}`]) {
      const response = await request.get(path);
      expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'self'");
      expect(response.headers()["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(response.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });
});

test.describe("share cards", () => {
  test("the meeting and story pages name a 1200x630 PNG card that the built server draws", async ({
    page,
    request,
  }) => {
    for (const path of [`/meeting/${showcase.videoId}`, `/story/${showcase.videoId}`]) {
      await page.goto(path);
      const imageUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
      const image = new URL(imageUrl ?? "");
      expect(image.pathname).toMatch(/\/og\.png$/);
      const answer = await request.get(`${image.pathname}${image.search}`);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/png");
      const png = await answer.body();
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    }
  });
});
