// ARIA tabs (tablist, tab, tabpanel) with arrow-key, Home and End navigation; every panel stays mounted.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { wrapIndex } from "../proto-directory";

export type TabItem = { key: string; label: string; content: ReactNode };

export function Tabs({
  label,
  items,
  size = "md",
}: {
  label: string;
  items: readonly TabItem[];
  size?: "md" | "sm";
}) {
  const prefix = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = wrapIndex(index, items.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const tabClasses =
    size === "md" ? "px-2 py-2.5 text-sm font-semibold sm:text-base" : "px-2 py-1.5 text-sm font-semibold";

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={`grid gap-1 rounded-lg bg-slate-100 p-1`}
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${item.key}`}
              aria-controls={`${prefix}-panel-${item.key}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`rounded-md ${tabClasses} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
                active ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:bg-slate-200"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${prefix}-panel-${item.key}`}
          aria-labelledby={`${prefix}-tab-${item.key}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable.
          tabIndex={0}
          hidden={index !== selected}
          className="mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
