// A labelled region that scrolls past a height (24rem by default) and takes keyboard focus, so keys scroll it
// (axe's scrollable-region-focusable); screen readers hear its name when focus arrives.
import type { ReactNode } from "react";

export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={`max-h-96 overflow-y-auto rounded-md border border-slate-200 ${className}`}
    >
      {children}
    </section>
  );
}
