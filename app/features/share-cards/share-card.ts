// What a share card shows (issue #18): the headline, the city and the date on the city's colours. Pure, so the page
// loaders (for og:image and its version) and the renderer build it from the same facts.

import { safeHexColor } from "~/lib/hex-colors";
import { capText } from "~/lib/json-ld";

export type ShareCardKind = "meeting" | "story";

export type ShareCard = {
  kind: ShareCardKind;
  headline: string;
  /** "Springfield, IL". */
  place: string;
  /** "March 4, 2026", or null for a meeting without a date. */
  dateLabel: string | null;
  /** The city's colours as safe #hex values (the banner's defaults when unset or unreadable). */
  background: string;
  accent: string;
};

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** Longer headlines are cut at a word before layout; the layout also clamps what is left to three lines. */
export const SHARE_CARD_HEADLINE_MAX_CHARS = 140;
const PLACE_MAX_CHARS = 60;

export type ShareCardFacts = {
  kind: ShareCardKind;
  headline: string;
  city: { name: string; state: string; primaryColor: string | null; secondaryColor: string | null };
  /** ISO date of the meeting (or of the story's writing); null when unknown. */
  date: string | null;
  defaults: { primaryColor: string; secondaryColor: string };
};

export function shareCardOf(facts: ShareCardFacts): ShareCard {
  const { city } = facts;
  return {
    kind: facts.kind,
    headline: capText(facts.headline, SHARE_CARD_HEADLINE_MAX_CHARS),
    place: capText(`${city.name}, ${city.state}`, PLACE_MAX_CHARS),
    dateLabel: longDateLabel(facts.date),
    background: safeHexColor(city.primaryColor, facts.defaults.primaryColor),
    accent: safeHexColor(city.secondaryColor, facts.defaults.secondaryColor),
  };
}

/** The date as the pages show it (LongDate): "March 4, 2026", in UTC. */
function longDateLabel(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}
