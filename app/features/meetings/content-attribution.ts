// Who wrote a meeting's analysis or story, in words (ADR 0026): the engine and when, and whether an editor changed
// it. Residents read "an editor"; admins read the editor's address.

export type Attribution = {
  /** "offline", "llm:<model>", or null for content older than attribution. */
  engine: string | null;
  writtenAt: string | null;
  editedAt: string | null;
  /** The editor's email, given to admins only. */
  editor?: string | null;
};

export const ATTRIBUTION_COPY = {
  offlineEngine: "CivicLens's offline engine (no AI model)",
  languageModel: (model: string) => `the language model ${model}`,
  unknownEngine: "CivicLens",
  writtenBy: "Written by",
  on: "on",
  editedBy: "Edited by",
  anEditor: "an editor",
} as const;

export function engineName(engine: string | null): string {
  if (engine === "offline") return ATTRIBUTION_COPY.offlineEngine;
  if (engine?.startsWith("llm:")) return ATTRIBUTION_COPY.languageModel(engine.slice("llm:".length));
  return ATTRIBUTION_COPY.unknownEngine;
}
