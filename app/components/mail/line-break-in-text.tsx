// Words that only the HTML part shows; the plain-text part has a new line in their place (mail-text.server.ts), so
// two links that sit side by side in HTML each get a line of their own in text.
import type { ReactNode } from "react";

/** Picks out the element below, for mail-text.server.ts. */
export const LINE_BREAK_IN_TEXT = "[data-line-break-in-text]";

export function LineBreakInText({ children }: { children: ReactNode }) {
  return <span data-line-break-in-text="">{children}</span>;
}
