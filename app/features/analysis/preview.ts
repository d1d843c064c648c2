// The analysis preview's rule: the first few items, and how many are left for the "+N more" note.
import { PREVIEW_ITEM_COUNT } from "./analysis.constants";

export type PreviewSlice<Item> = { shown: Item[]; remaining: number };

export function previewItems<Item>(items: readonly Item[], limit = PREVIEW_ITEM_COUNT): PreviewSlice<Item> {
  const shown = items.slice(0, Math.max(0, limit));
  return { shown, remaining: items.length - shown.length };
}
