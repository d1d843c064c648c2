// Caption lines for the engine's stage tests: one line a segment, five seconds apart, with an optional speaker label
// written "{Label} words".
import type { EngineSegment } from "~/features/analysis/analysis-engine.server";

export function timedLines(...lines: string[]): EngineSegment[] {
  return lines.map((line, index) => {
    const labelled = line.match(/^\{([^}]{1,80})\} (.+)$/);
    return {
      startSeconds: index * 5,
      endSeconds: index * 5 + 5,
      speaker: labelled?.[1] ?? null,
      text: labelled?.[2] ?? line,
    };
  });
}
