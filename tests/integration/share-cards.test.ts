// The share cards (issue #18) as served: a 1200x630 PNG per public meeting and published story, drawn once and then
// answered from memory (or with a 304), named by the pages' og:image tags; nothing for unknown or unpublished ones.
import { mkdtemp, readdir, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ShareCardStore } from "~/features/share-cards/share-card-store.server";
import { SHARE_CARD_NOT_FOUND } from "~/features/share-cards/share-cards.copy";
import { createAnalysedVideo } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { testHttpServerForFile } from "../setup/http-app-server";

const server = testHttpServerForFile();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size a PNG declares in its first chunk, which must be IHDR. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function card(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${pathname}`, { headers, redirect: "manual" });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The content of each <meta> in the page's head, by property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, content.replaceAll("&amp;", "&"));
  }
  return tags;
}

describe("share cards", () => {
  it("draws a meeting's card once, then answers from memory and with 304 for the copy a reader holds", async () => {
    const city = await createCity({
      name: "Harbor Point",
      primaryColor: "#1e3a8a",
      secondaryColor: "#fbbf24",
    });
    const video = await createVideo(city.id, {
      title: "Regular Council Meeting",
      publishedAt: new Date("2026-03-04T18:30:00Z"),
    });
    const address = `/city/${city.locationKey}/meeting/${video.id}/og.png`;

    const first = await card(address);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toBe("image/png");
    expect(first.response.headers.get("x-share-card")).toBe("rendered");
    expect(first.response.headers.get("server-timing")).toMatch(/^render;dur=\d/);
    expect(first.response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const second = await card(address);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("x-share-card")).toBe("memory");
    expect(second.response.headers.get("server-timing")).toBeNull();
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.response.headers.get("etag")).toBe(etag);

    const revalidated = await card(address, { "If-None-Match": etag ?? "" });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body.length).toBe(0);

    // The short address answers with the same card; another city's key moves to the canonical one.
    const short = await card(`/meeting/${video.id}/og.png`);
    expect(short.response.headers.get("etag")).toBe(etag);
    const other = await createCity();
    const moved = await card(`/city/${other.locationKey}/meeting/${video.id}/og.png`);
    expect(moved.response.status).toBe(301);
    // A path: never an address built from the request's Host (issue #31).
    expect(moved.response.headers.get("location")).toBe(address);
  });

  it("draws a published story's card, and none for a draft, an unknown meeting or a city not yet public", async () => {
    const city = await createCity();
    const story = await createAnalysedVideo(city.id);
    const published = await card(`/city/${city.locationKey}/meeting-story/${story.id}/og.png`);
    expect(published.response.status).toBe(200);
    expect(pngSize(published.body)).toEqual({ width: 1200, height: 630 });
    const byStoryAddress = await card(`/story/${story.id}/og.png`);
    expect(byStoryAddress.response.headers.get("etag")).toBe(published.response.headers.get("etag"));
    // The meeting's card is another picture (it says "Meeting" and the meeting's title).
    const meeting = await card(`/city/${city.locationKey}/meeting/${story.id}/og.png`);
    expect(meeting.response.headers.get("etag")).not.toBe(published.response.headers.get("etag"));

    const draft = await createAnalysedVideo(city.id, { overrides: { storyPublishedAt: null } });
    const notFound = [
      `/city/${city.locationKey}/meeting-story/${draft.id}/og.png`,
      `/story/${draft.id}/og.png`,
      `/meeting/00000000-0000-4000-8000-000000000000/og.png`,
      `/story/00000000-0000-4000-8000-000000000000/og.png`,
      `/meeting/not-a-meeting/og.png`,
    ];
    const hidden = await createCity({ status: "New" });
    const hiddenVideo = await createVideo(hidden.id, { title: "Not yet public" });
    notFound.push(`/city/${hidden.locationKey}/meeting/${hiddenVideo.id}/og.png`);
    for (const address of notFound) {
      const answer = await card(address);
      expect(answer.response.status, address).toBe(404);
      expect(answer.body.toString("utf8"), address).toBe(SHARE_CARD_NOT_FOUND);
    }
  });

  it("draws long and non-Latin headlines without failing", async () => {
    const city = await createCity({ name: "Saint-Étienne", state: "QC", primaryColor: "not a colour" });
    const titles = [
      "市议会批准2027年预算 — مجلس المدينة يوافق على الميزانية 🎉",
      "Городской совет утвердил бюджет на 2027 год и ещё очень длинный заголовок. ".repeat(6),
      "Ζ".repeat(400),
      "🎉🏛️",
    ];
    for (const title of titles) {
      const video = await createVideo(city.id, { title, publishedAt: new Date("2026-03-04T18:30:00Z") });
      const answer = await card(`/meeting/${video.id}/og.png`);
      expect(answer.response.status, title).toBe(200);
      expect(pngSize(answer.body)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("names the card in the meeting and story pages' og:image, with its size, alt text and a large Twitter card", async () => {
    const city = await createCity({ name: "Bay Harbor" });
    const video = await createAnalysedVideo(city.id, {
      overrides: { title: "Budget hearing", publishedAt: new Date("2026-03-04T18:30:00Z") },
    });
    for (const [page, alt] of [
      [
        `/city/${city.locationKey}/meeting/${video.id}`,
        "Meeting card: Budget hearing. Bay Harbor, CA, March 4, 2026.",
      ],
      [
        `/city/${city.locationKey}/meeting-story/${video.id}`,
        "Story card: Council approves Harbor Street repaving. Bay Harbor, CA, March 5, 2026.",
      ],
    ] as const) {
      const response = await fetch(`${server.origin}${page}`);
      expect(response.status, page).toBe(200);
      const tags = metaTags(await response.text());
      const image = new URL(tags.get("og:image") ?? "");
      expect(image.pathname).toBe(`${page}/og.png`);
      expect(tags.get("og:image:width")).toBe("1200");
      expect(tags.get("og:image:height")).toBe("630");
      expect(tags.get("og:image:type")).toBe("image/png");
      expect(tags.get("og:image:alt")).toBe(alt);
      expect(tags.get("twitter:card")).toBe("summary_large_image");
      expect(tags.get("twitter:image")).toBe(tags.get("og:image"));
      // The ?v= is the card's own key, so a changed card is a new address for the sites that keep pictures by URL.
      const answer = await card(`${image.pathname}${image.search}`);
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("etag")).toBe(`"${image.searchParams.get("v")}"`);
    }
  });

  it("names the meeting's card on the page of a story still waiting for an editor", async () => {
    const city = await createCity();
    const draft = await createAnalysedVideo(city.id, { overrides: { storyPublishedAt: null } });
    const response = await fetch(`${server.origin}/city/${city.locationKey}/meeting-story/${draft.id}`);
    const image = new URL(metaTags(await response.text()).get("og:image") ?? "");
    expect(image.pathname).toBe(`/city/${city.locationKey}/meeting/${draft.id}/og.png`);
    expect((await card(image.pathname)).response.status).toBe(200);
  });

  it("keeps drawn cards on disk, so a new process serves them without drawing", async () => {
    const directory = path.join(await mkdtemp(path.join(tmpdir(), "share-cards-")), "cards");
    const png = Buffer.from([...PNG_SIGNATURE, 1, 2, 3]);
    const key = "0123456789abcdef0123456789abcdef";
    await new ShareCardStore(directory).set(key, png);
    const restarted = new ShareCardStore(directory);
    expect(await restarted.get(key)).toEqual({ png, from: "disk" });
    expect(await restarted.get(key)).toEqual({ png, from: "memory" });
    expect(await restarted.get("ffffffffffffffffffffffffffffffff")).toBeUndefined();
    await expect(restarted.get("../../etc/passwd")).rejects.toThrow("not a share card key");
  });

  it("keeps only the most recently drawn cards on disk; one dropped is simply drawn again", async () => {
    const directory = path.join(await mkdtemp(path.join(tmpdir(), "share-cards-")), "cards");
    const store = new ShareCardStore(directory, 16 * 1024 * 1024, 3);
    const keys = ["1", "2", "3", "4", "5"].map((digit) => digit.repeat(32));
    for (const [index, key] of keys.entries()) {
      await store.set(key, Buffer.from([...PNG_SIGNATURE, index]));
      // Written a minute apart, as cards drawn at different times are.
      const at = new Date(Date.UTC(2026, 10, 27, 12, index));
      await utimes(path.join(directory, `${key}.png`), at, at);
    }
    await store.prune();
    expect((await readdir(directory)).sort()).toEqual(keys.slice(2).map((key) => `${key}.png`));
    const restarted = new ShareCardStore(directory);
    expect(await restarted.get(keys[0] ?? "")).toBeUndefined();
    expect((await restarted.get(keys[4] ?? ""))?.from).toBe("disk");
  });
});
