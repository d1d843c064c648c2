// The whole transcript once the page runs: a long one arrives as one part (transcript-parts.ts), and the page
// fetches every line so the transcript can follow the video from start to end. If the fetch fails, the part stays,
// with its links to the others.
import { useEffect, useState } from "react";
import type { TranscriptPart } from "../transcript-parts";
import type { TranscriptLine } from "../transcripts.server";

export function useWholeTranscript(
  part: TranscriptPart<TranscriptLine>,
  linesPath: string,
): TranscriptLine[] {
  const [whole, setWhole] = useState<{ path: string; lines: TranscriptLine[] } | null>(null);
  const partial = part.count > 1;
  useEffect(() => {
    if (!partial) return;
    const controller = new AbortController();
    fetch(linesPath, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { lines?: TranscriptLine[] } | null) => {
        if (Array.isArray(body?.lines)) setWhole({ path: linesPath, lines: body.lines });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [linesPath, partial]);
  return partial && whole?.path === linesPath ? whole.lines : part.lines;
}
