// The share cards' service (issue #18): the card of a public meeting or published story, drawn once and kept
// (share-card-store.server.ts), and what a page's og:image says about it. Cards are drawn as an anonymous reader
// sees the page, so every reader, signed in or not, gets the same picture and nothing unpublished leaks into one.
import { createHash } from "node:crypto";
import path from "node:path";
import {
  BANNER_DEFAULT_PRIMARY_COLOR,
  BANNER_DEFAULT_SECONDARY_COLOR,
} from "~/features/cities/cities.server";
import { findMeetingForPage } from "~/features/meetings/meetings.server";
import { readNewsStory, storyHeadline } from "~/features/stories/components/story-content";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { SHARE_CARD_FILE } from "~/lib/meeting-paths";
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCard,
  type ShareCardFacts,
  type ShareCardKind,
  shareCardOf,
} from "./share-card";
import { renderShareCard, SHARE_CARD_LAYOUT_VERSION } from "./share-card-render.server";
import { ShareCardStore } from "./share-card-store.server";
import { shareCardAlt } from "./share-cards.copy";

export type ShareCardAnswer =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | {
      kind: "card";
      png: Buffer;
      /** The card's key: its ETag, and the ?v= of the page's og:image. */
      key: string;
      /** Where the picture came from; `renderMs` is set when it was drawn for this request. */
      from: "memory" | "disk" | "rendered";
      renderMs?: number;
    };

/** What a page puts in og:image and its companions. */
export type ShareImage = { url: string; alt: string; width: number; height: number };

export function shareCardKey(card: ShareCard): string {
  return createHash("sha256")
    .update(JSON.stringify({ layout: SHARE_CARD_LAYOUT_VERSION, card }))
    .digest("hex")
    .slice(0, 32);
}

/** The og:image of a page at `pageUrl`: its card's address, versioned so a changed card is fetched anew. */
export function shareImageOf(pageUrl: string, card: ShareCard): ShareImage {
  return {
    url: `${pageUrl}/${SHARE_CARD_FILE}?v=${shareCardKey(card)}`,
    alt: shareCardAlt(card),
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
  };
}

/** The facts a card is drawn from, with the banner's colours for a city without its own. */
export function shareCardFor(facts: Omit<ShareCardFacts, "defaults">): ShareCard {
  return shareCardOf({
    ...facts,
    defaults: { primaryColor: BANNER_DEFAULT_PRIMARY_COLOR, secondaryColor: BANNER_DEFAULT_SECONDARY_COLOR },
  });
}

/** The card of a meeting page, or of its story page when the story is published; missing otherwise. */
export async function getShareCard(options: {
  kind: ShareCardKind;
  videoParam: string;
  locationKey?: string;
}): Promise<ShareCardAnswer> {
  const lookup = await findMeetingForPage({
    videoParam: options.videoParam,
    locationKey: options.locationKey,
    page: options.kind,
    viewer: null,
  });
  if (lookup.kind === "missing") return lookup;
  if (lookup.kind === "redirect")
    return { kind: "redirect", location: `${lookup.location}/${SHARE_CARD_FILE}` };
  const { video } = lookup;
  const publishedAt = video.publishedAt?.toISOString() ?? null;
  let card: ShareCard;
  if (options.kind === "story") {
    const story = readNewsStory(video.newsStory);
    // A draft waiting for an editor has no card: its headline is not public yet.
    if (!story || !video.storyPublishedAt) return { kind: "missing" };
    card = shareCardFor({
      kind: "story",
      headline: storyHeadline(story, video.title),
      city: video.city,
      date: video.storyGeneratedAt?.toISOString() ?? publishedAt,
    });
  } else {
    card = shareCardFor({ kind: "meeting", headline: video.title, city: video.city, date: publishedAt });
  }
  return drawnCard(card);
}

let store: ShareCardStore | undefined;
/** Cards being drawn, by key: a crowd arriving at once waits for the first drawing. */
const drawing = new Map<string, Promise<{ png: Buffer; renderMs: number }>>();

function cardStore(): ShareCardStore {
  store ??= new ShareCardStore(path.resolve(env().DATA_DIR, "share-cards"));
  return store;
}

async function drawnCard(card: ShareCard): Promise<ShareCardAnswer> {
  const key = shareCardKey(card);
  const kept = await cardStore().get(key);
  if (kept) return { kind: "card", png: kept.png, key, from: kept.from };
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndKeep(key, card).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const { png, renderMs } = await pending;
  return { kind: "card", png, key, from: "rendered", renderMs };
}

async function drawAndKeep(key: string, card: ShareCard): Promise<{ png: Buffer; renderMs: number }> {
  const started = performance.now();
  const png = await renderShareCard(card);
  const renderMs = performance.now() - started;
  logger.debug({ key, renderMs: Math.round(renderMs), bytes: png.length }, "share card drawn");
  try {
    await cardStore().set(key, png);
  } catch (error) {
    // A full or read-only disk costs a drawing next time, not this answer.
    logger.warn({ err: error }, "share card: could not keep the file");
  }
  return { png, renderMs };
}
