// Copies a quote with the Clipboard API and confirms it for exactly COPY_CONFIRMATION_MS (2 seconds).
import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "../showcase.constants";
import { COPIED, COPY_FAILED, COPY_QUOTE, copyQuoteLabel } from "../showcase.copy";

type CopyState = "idle" | "copied" | "failed";

export function CopyQuoteButton({ text, speaker }: { text: string; speaker: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: CopyState) {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  }

  async function copy() {
    // The Clipboard API exists only in secure contexts; without it the reader is told to select the text.
    if (typeof navigator === "undefined" || !navigator.clipboard) {
      show("failed");
      return;
    }
    try {
      await navigator.clipboard.writeText(`"${text}" - ${speaker}`);
      show("copied");
    } catch {
      show("failed");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={copy}
        aria-label={copyQuoteLabel(speaker)}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        {COPY_QUOTE}
      </button>
      <span role="status" className="text-sm font-semibold text-teal-800">
        {state === "copied" ? COPIED : state === "failed" ? COPY_FAILED : ""}
      </span>
    </div>
  );
}
