// The labelled corpus of real meetings (scripts/eval/corpus/, issue #30): each meeting's transcript as WebVTT and the
// decisions a person labelled by reading it, with its source. Read by the evaluation and by tests; it lives in the
// repository, so both run on a fresh clone.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const CORPUS_DIRECTORY = path.resolve(import.meta.dirname, "corpus");

export type LabelledTally = { yes: number; no: number; abstain: number; absent: number };

export type LabelledDecision = {
  seconds: number;
  quote: string;
  item: { code: string | null; title: string | null } | null;
  motion: string | null;
  mover: string | null;
  seconder: string | null;
  voteKind: string;
  tally: LabelledTally | null;
  votes: { member: string; vote: string }[];
  outcome: "passed" | "failed" | "tabled" | "continued" | "withdrawn";
  procedural: boolean;
  identity: string[];
  notes: string | null;
};

export type LabelledMeeting = {
  key: string;
  place: string;
  body: string;
  bodyKind: string;
  date: string;
  title: string;
  source: {
    repository: string;
    path: string;
    commit: string;
    licence: string;
    video: string | null;
    captions: string;
  };
  reliable: boolean;
  present: string[];
  people: string[];
  decisions: LabelledDecision[];
  notes: string | null;
  /** The WebVTT text of the transcript. */
  transcript: string;
  split: "tune" | "held-out";
};

type Split = { tune: string[]; heldOut: string[] };

/** Every labelled meeting, with the half it belongs to. */
export function loadCorpus(directory = CORPUS_DIRECTORY): LabelledMeeting[] {
  const split = JSON.parse(readFileSync(path.join(directory, "split.json"), "utf8")) as Split;
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const folder = path.join(directory, entry.name);
      const labels = JSON.parse(readFileSync(path.join(folder, "labels.json"), "utf8")) as Omit<
        LabelledMeeting,
        "transcript" | "split"
      >;
      const half: LabelledMeeting["split"] | null = split.tune.includes(entry.name)
        ? "tune"
        : split.heldOut.includes(entry.name)
          ? "held-out"
          : null;
      if (!half) throw new Error(`${entry.name} is in neither half of scripts/eval/corpus/split.json`);
      return {
        ...labels,
        reliable: labels.reliable !== false,
        transcript: readFileSync(path.join(folder, "transcript.vtt"), "utf8"),
        split: half,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}
