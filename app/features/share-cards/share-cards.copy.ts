// The share cards' words (issue #18): what a card says it is, its alt text, and the answer where there is no card.
import type { ShareCardKind } from "./share-card";

export const SHARE_CARD_KIND_LABEL: Record<ShareCardKind, string> = {
  meeting: "Meeting",
  story: "Story",
};

export const SHARE_CARD_NOT_FOUND = "There is no share card at this address.";

/** og:image:alt: what the picture shows, for a reader who cannot see it. */
export function shareCardAlt(card: {
  kind: ShareCardKind;
  headline: string;
  place: string;
  dateLabel: string | null;
}) {
  const when = card.dateLabel ? `, ${card.dateLabel}` : "";
  return `${SHARE_CARD_KIND_LABEL[card.kind]} card: ${card.headline}. ${card.place}${when}.`;
}
