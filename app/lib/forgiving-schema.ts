// Zod pieces of a forgiving reader: a stored JSON document (analysis_results, news_story) as a model or the offline
// engine wrote it, whose missing or malformed parts read as empty instead of failing the whole document.
import { z } from "zod";

/** A trimmed string; anything else reads as "". */
export const lenientText = z.string().trim().catch("");

/** A trimmed, non-empty string: the part that makes an entry worth keeping. */
export const requiredText = z.string().trim().min(1);

/** A trimmed string, or null for an empty or malformed one. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .catch(null)
  .transform((value) => (value ? value : null));

/** An array whose malformed entries are dropped one by one instead of failing the whole document. */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<Item>] : [];
      }),
    );
}
